import { describe, expect, test } from 'vitest';
import { messagesUsedBy, readCompiledCatalog } from './catalog-per-chunk.mjs';
import { mantineStylesheetFor } from './mantine-css-per-chunk.mjs';
import { lowPriorityEntry } from './preload-startup-chunks.mjs';

describe('catalog per chunk', () => {
  const catalog = readCompiledCatalog('export const messages=JSON.parse("{\\"abc123\\":[\\"Save\\"],\\"def456\\":[\\"Edit \\",[\\"query\\"]]}");');

  test('reads the compiled catalog', () => {
    expect(catalog).toEqual({ abc123: ['Save'], def456: ['Edit ', ['query']] });
  });

  test("a module carries exactly the messages its descriptors name", () => {
    const code = 'i18n._({ id: "def456", values: { query } }); const other = { id: "not-a-message" };';
    expect(messagesUsedBy(code, catalog)).toEqual({ def456: ['Edit ', ['query']] });
    expect(messagesUsedBy('i18n._({id:`abc123`})', catalog)).toEqual({ abc123: ['Save'] });
    expect(messagesUsedBy('const x = 1;', catalog)).toBeNull();
  });
});

describe('Mantine CSS per chunk', () => {
  test("a component's class-name module stands for its stylesheet", () => {
    expect(mantineStylesheetFor('/x/node_modules/@mantine/core/esm/components/Button/Button.module.mjs')).toBe('@mantine/core/styles/Button.css');
    // Combobox's class names come with the chevron (the closed select look-alikes): only its rules.
    expect(mantineStylesheetFor('/x/node_modules/@mantine/core/esm/components/Combobox/Combobox.module.mjs')).toBe('@mantine/core/styles/Combobox.chevron.css');
    expect(mantineStylesheetFor('/x/node_modules/@mantine/core/esm/components/Combobox/Combobox.mjs')).toBe('@mantine/core/styles/Combobox.css');
    expect(mantineStylesheetFor('/x/node_modules/@mantine/core/esm/utils/InlineInput/InlineInput.module.mjs')).toBe('@mantine/core/styles/InlineInput.css');
    expect(mantineStylesheetFor('/x/node_modules/@mantine/dates/esm/components/Day/Day.module.mjs')).toBe('@mantine/dates/styles.css');
    expect(mantineStylesheetFor('/x/node_modules/@mantine/notifications/esm/Notifications.module.mjs')).toBe('@mantine/notifications/styles.css');
    expect(mantineStylesheetFor('/x/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBeNull();
  });
});

describe('startup preloads', () => {
  test("the entry's module script and Vite's modulepreloads get low priority; set priorities and other tags stay", () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/runtime-b.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/c.js">',
      '<link rel="preload" href="/boot-description.js" as="script" fetchpriority="high" />',
      '<script src="/boot-description.js"></script>',
    ].join('\n');
    expect(lowPriorityEntry(html).split('\n')).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-b.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/c.js">',
      '<link rel="preload" href="/boot-description.js" as="script" fetchpriority="high" />',
      '<script src="/boot-description.js"></script>',
    ]);
  });
});
