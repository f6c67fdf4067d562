import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/generated/**'],
    },
  ],
  // File names without line numbers: a catalog changes when a message does, not when code moves.
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
