// Vite plugin: the English catalog split over the chunks that use it (issue 14, first-screen budget).
//
// The compiled en catalog (src/i18n/locales/en/messages.ts, every message of the app) was one chunk
// that every page awaited before its first render. In a production build each module of src/ now
// carries the English messages its own code uses (the Lingui macros compile to `{ id: "…" }`
// descriptors, found in the module after the macros ran) and adds them when it runs
// (src/i18n/source-messages.ts), and the en catalog module the app loads is that shared object.
// So a page downloads the English text of the modules it runs, which are counted in its chunks.
// German stays one catalog, loaded whole when the language is German (every message has German:
// npm run i18n:check). Development and tests load the whole en catalog as before; so does the
// import worker (bundled on its own, without this plugin).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const enCatalog = /[\\/]src[\\/]i18n[\\/]locales[\\/]en[\\/]messages\.ts$/;
const sourceModule = /[\\/]src[\\/].*\.[jt]sx?$/;
const skipped = /[\\/](node_modules|generated|i18n)[\\/]/;
const descriptorId = /\bid:\s*(["'`])([\w-]{4,12})\1/g;

/** The compiled catalog's messages (the object behind `JSON.parse("…")` in messages.ts). */
export function readCompiledCatalog(source) {
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) throw new Error('catalog-per-chunk: no JSON.parse("…") in the compiled catalog');
  return JSON.parse(JSON.parse(literal));
}

/** The catalog entries whose ids a compiled module's code names, or null if none. */
export function messagesUsedBy(code, catalog) {
  const used = {};
  for (const match of code.matchAll(descriptorId)) {
    const id = match[2];
    if (Object.hasOwn(catalog, id)) used[id] = catalog[id];
  }
  return Object.keys(used).length > 0 ? used : null;
}

export function catalogPerChunk() {
  let sourceMessages = '';
  let catalog = {};
  return {
    name: 'engine-portal:catalog-per-chunk',
    apply: 'build',
    // After the Lingui macros (babel) and the TypeScript transform: the descriptors are in the code.
    enforce: 'post',
    configResolved(config) {
      sourceMessages = join(config.root, 'src/i18n/source-messages.ts');
      catalog = readCompiledCatalog(
        readFileSync(join(config.root, 'src/i18n/locales/en/messages.ts'), 'utf8'),
      );
    },
    load: {
      filter: { id: enCatalog },
      handler() {
        return `export { sourceMessages as messages } from ${JSON.stringify(sourceMessages)};\n`;
      },
    },
    transform: {
      filter: { id: sourceModule },
      handler(code, id) {
        if (skipped.test(id)) return null;
        const used = messagesUsedBy(code, catalog);
        if (!used) return null;
        const add = `import { addSourceMessages as __addSourceMessages } from ${JSON.stringify(sourceMessages)};\n__addSourceMessages(JSON.parse(${JSON.stringify(JSON.stringify(used))}));\n`;
        return { code: add + code, map: null };
      },
    },
  };
}
