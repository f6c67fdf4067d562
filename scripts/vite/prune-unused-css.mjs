// Vite plugin: drops Mantine's CSS for components the portal never renders.
//
// App.tsx imports Mantine's whole stylesheet (@mantine/core/styles.css), and every
// page waits for it before it paints. Mantine styles its components by hashed class names
// (`.m_77c9d27d`) that only its own JavaScript puts on elements, as string literals. A selector that
// needs such a class which no chunk of the build contains can never match, so it is removed (a rule
// whose selectors all go is removed, then empty @media/@supports/@layer blocks). Selectors without
// hashed classes (variables, baseline, `mantine-*` helpers) and all other at-rules stay.
// A pruned file gets a new name from its new content (assets are cached for good), and every
// reference to the old name (chunks' preload lists, index.html, the manifest) follows.
import { createHash } from 'node:crypto';
import postcss from 'postcss';

const HASHED = /\bm_[0-9a-f]{8}\b/g;

/** The CSS without the selectors that need a hashed class outside `used`. */
export function pruneCss(css, used) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Keyframe steps (`from`, `50%`) are rules too, and never hold a hashed class.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const live = rule.selectors.filter((selector) =>
      (selector.match(HASHED) ?? []).every((name) => used.has(name)),
    );
    if (live.length === 0) rule.remove();
    else if (live.length < rule.selectors.length) rule.selectors = live;
  });
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (
        atRule.nodes &&
        atRule.nodes.length === 0 &&
        /^(media|supports|layer|container)$/i.test(atRule.name)
      ) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

export function pruneUnusedCss() {
  return {
    name: 'engine-portal:prune-unused-css',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const used = new Set();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') for (const name of output.code.match(HASHED) ?? []) used.add(name);
        }
        const renamed = new Map();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
          const css =
            typeof output.source === 'string' ? output.source : new TextDecoder().decode(output.source);
          const pruned = pruneCss(css, used);
          if (pruned === css) continue;
          const hash = createHash('sha256').update(pruned).digest('base64url').slice(0, 8);
          const fileName = output.fileName.replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
          if (fileName === output.fileName) {
            output.source = pruned;
            continue;
          }
          renamed.set(output.fileName, fileName);
          delete bundle[output.fileName];
          this.emitFile({ type: 'asset', fileName, source: pruned });
        }
        const rename = (text) =>
          [...renamed].reduce((result, [from, to]) => result.replaceAll(from, to), text);
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') {
            output.code = rename(output.code);
            const css = output.viteMetadata?.importedCss;
            if (css) for (const [from, to] of renamed) if (css.delete(from)) css.add(to);
          } else if (typeof output.source === 'string') {
            output.source = rename(output.source);
          }
        }
      },
    },
  };
}
