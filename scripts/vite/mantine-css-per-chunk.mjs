// Vite plugin: each Mantine component brings its own stylesheet, so a chunk carries the CSS of the
// components it renders and nothing else (issue 14, first-screen budget).
//
// App.tsx used to import Mantine's whole stylesheet (@mantine/core/styles.css): every page waited
// for the CSS of dialogs, menus, date pickers and tag inputs it does not show before its first
// paint. Mantine ships one file per component (`@mantine/core/styles/<Component>.css`) and keeps the
// hashed class names of a component in one module (`<Component>/<Component>.module.mjs`, 1:1 with
// those files). This plugin makes that module import its stylesheet: Vite then puts the CSS into the
// chunk that holds the component and loads it (before the chunk runs, as for any chunk CSS) with
// that chunk. App.tsx keeps only the base files (baseline, default CSS variables, global).
// Order: a component module imports the components it builds on first (Button → UnstyledButton),
// so their CSS comes first, as in Mantine's own per-component import instructions.
// @mantine/notifications and @mantine/dates ship one stylesheet each: it follows their modules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import postcss from 'postcss';

const coreModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.+[\\/])?(\w+)\.module\.mjs$/;
// Combobox's class names come with its chevron, which the closed select look-alikes of the shell
// draw (src/components/lazy/LightSelect.tsx): that module brings only the chevron's rules, and the
// Combobox component itself (every real Select, TagsInput, …) the whole Combobox stylesheet.
const comboboxComponent = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Combobox[\\/]Combobox\.mjs$/;
const chevronStylesheet = '@mantine/core/styles/Combobox.chevron.css';
const chevronClass = 'm_2943220b';
const packageModule = /[\\/]@mantine[\\/](notifications|dates)[\\/]esm[\\/](?:.+[\\/])?\w+\.module\.mjs$/;

/** The stylesheet a Mantine class-name module stands for, or null. */
export function mantineStylesheetFor(id) {
  if (comboboxComponent.test(id)) return '@mantine/core/styles/Combobox.css';
  const core = coreModule.exec(id);
  if (core?.[1] === 'Combobox') return chevronStylesheet;
  if (core) return `@mantine/core/styles/${core[1]}.css`;
  const other = packageModule.exec(id);
  return other ? `@mantine/${other[1]}/styles.css` : null;
}

// The dev server serves Mantine pre-bundled (optimizeDeps), past this transform: there the app's
// entry imports the whole stylesheets instead, as before.
const wholeStylesheets = [
  '@mantine/core/styles.css',
  '@mantine/notifications/styles.css',
  '@mantine/dates/styles.css',
];
const appModule = /[\\/]src[\\/]app[\\/]App\.tsx$/;

/** The rules of a stylesheet whose hashed classes are all `kept` (and the rules without any). */
export function rulesOnlyFor(css, kept) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const live = rule.selectors.filter((selector) =>
      (selector.match(/\bm_[0-9a-f]{8}\b/g) ?? []).every((name) => kept.has(name)),
    );
    if (live.length === 0) rule.remove();
    else rule.selectors = live;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

export function mantineCssPerChunk() {
  let serve = false;
  let chevronPath = '';
  return {
    name: 'engine-portal:mantine-css-per-chunk',
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve';
      chevronPath = join(config.root, 'node_modules', chevronStylesheet);
    },
    resolveId: {
      filter: { id: /^@mantine\/core\/styles\/Combobox\.chevron\.css$/ },
      handler() {
        return chevronPath;
      },
    },
    load: {
      filter: { id: /Combobox\.chevron\.css$/ },
      handler(id) {
        if (id !== chevronPath) return null;
        const whole = readFileSync(
          createRequire(import.meta.url).resolve('@mantine/core/styles/Combobox.css'),
          'utf8',
        );
        return rulesOnlyFor(whole, new Set([chevronClass]));
      },
    },
    transform: {
      filter: {
        id: /([\\/]@mantine[\\/].*\.module\.mjs|[\\/]Combobox[\\/]Combobox\.mjs|[\\/]src[\\/]app[\\/]App\.tsx)$/,
      },
      handler(code, id) {
        const stylesheets = appModule.test(id)
          ? serve
            ? wholeStylesheets
            : []
          : [mantineStylesheetFor(id)].filter(Boolean);
        if (stylesheets.length === 0) return null;
        return {
          code: stylesheets.map((sheet) => `import ${JSON.stringify(sheet)};\n`).join('') + code,
          map: null,
        };
      },
    },
  };
}
