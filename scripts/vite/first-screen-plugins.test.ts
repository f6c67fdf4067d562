import { describe, expect, test } from 'vitest';
import { messagesUsedBy, readCompiledCatalog } from './catalog-per-chunk.mjs';
import { mantineStylesheetFor } from './mantine-css-per-chunk.mjs';
import { takeEntryTags } from './preload-startup-chunks.mjs';
import { unloadedDeps } from './preload-unloaded-deps.mjs';

describe('catalog per chunk', () => {
  const catalog = readCompiledCatalog(
    'export const messages=JSON.parse("{\\"abc123\\":[\\"Save\\"],\\"def456\\":[\\"Edit \\",[\\"query\\"]]}");',
  );

  test('reads the compiled catalog', () => {
    expect(catalog).toEqual({ abc123: ['Save'], def456: ['Edit ', ['query']] });
  });

  test('a module carries exactly the messages its descriptors name', () => {
    const code = 'i18n._({ id: "def456", values: { query } }); const other = { id: "not-a-message" };';
    expect(messagesUsedBy(code, catalog)).toEqual({ def456: ['Edit ', ['query']] });
    expect(messagesUsedBy('i18n._({id:`abc123`})', catalog)).toEqual({ abc123: ['Save'] });
    expect(messagesUsedBy('const x = 1;', catalog)).toBeNull();
  });
});

describe('Mantine CSS per chunk', () => {
  test("a component's class-name module stands for its stylesheet", () => {
    expect(
      mantineStylesheetFor('/x/node_modules/@mantine/core/esm/components/Button/Button.module.mjs'),
    ).toBe('@mantine/core/styles/Button.css');
    // Combobox's class names come with the chevron (the closed select look-alikes): only its rules.
    expect(
      mantineStylesheetFor('/x/node_modules/@mantine/core/esm/components/Combobox/Combobox.module.mjs'),
    ).toBe('@mantine/core/styles/Combobox.chevron.css');
    expect(mantineStylesheetFor('/x/node_modules/@mantine/core/esm/components/Combobox/Combobox.mjs')).toBe(
      '@mantine/core/styles/Combobox.css',
    );
    expect(
      mantineStylesheetFor('/x/node_modules/@mantine/core/esm/utils/InlineInput/InlineInput.module.mjs'),
    ).toBe('@mantine/core/styles/InlineInput.css');
    expect(mantineStylesheetFor('/x/node_modules/@mantine/dates/esm/components/Day/Day.module.mjs')).toBe(
      '@mantine/dates/styles.css',
    );
    expect(mantineStylesheetFor('/x/node_modules/@mantine/notifications/esm/Notifications.module.mjs')).toBe(
      '@mantine/notifications/styles.css',
    );
    expect(mantineStylesheetFor('/x/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBeNull();
  });
});

describe('startup after the first paint', () => {
  test("the entry's module script and the modulepreloads leave the head; async scripts, other preloads and the boot script stay", () => {
    const html = [
      '<link rel="preload" href="/boot-description.js" as="script" fetchpriority="high" />',
      '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/runtime-b.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/c.js">',
      '<script type="module" async crossorigin src="/assets/start-d.js"></script>',
      '<script src="/boot-description.js"></script>',
    ].join('\n');
    const taken = takeEntryTags(html);
    expect(taken.entry).toBe('/assets/index-a.js');
    expect(taken.modules).toEqual(['/assets/runtime-b.js', '/assets/c.js']);
    expect(taken.html.split('\n')).toEqual([
      '<link rel="preload" href="/boot-description.js" as="script" fetchpriority="high" />',
      '<script type="module" async crossorigin src="/assets/start-d.js"></script>',
      '<script src="/boot-description.js"></script>',
    ]);
  });

  test('an index.html without a module script is left as it is', () => {
    const html = '<script src="/boot-description.js"></script>\n';
    expect(takeEntryTags(html)).toEqual({ html, entry: null, modules: [] });
  });
});

describe('dynamic imports preload what can be missing', () => {
  const chunk = (fileName: string, imports: string[], isEntry = false) => ({
    type: 'chunk' as const,
    fileName,
    imports,
    isEntry,
  });
  const bundle = Object.fromEntries(
    [
      chunk('index.js', ['react.js'], true),
      chunk('react.js', []),
      chunk('page.js', ['startup.js', 'react.js']),
      chunk('startup.js', ['react.js', 'mantine.js']),
      chunk('mantine.js', []),
      chunk('tables.js', ['startup.js', 'table-kit.js']),
      chunk('table-kit.js', ['mantine.js']),
    ].map((entry) => [entry.fileName, entry]),
  );

  test("the importing chunk's own imports and the entry's are dropped; the rest stays, in order", () => {
    expect(
      unloadedDeps(bundle, 'page.js', [
        'tables.js',
        'startup.js',
        'react.js',
        'mantine.js',
        'table-kit.js',
        'index.js',
      ]),
    ).toEqual(['tables.js', 'table-kit.js']);
  });

  test('an importer the bundle does not know keeps the whole list', () => {
    expect(unloadedDeps(bundle, 'unknown.js', ['react.js', 'tables.js'])).toEqual(['react.js', 'tables.js']);
  });
});
