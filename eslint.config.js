// Lint: TypeScript (type-aware), React hooks, Lingui (no unlocalised JSX text), and the house's
// boundaries (features do not import each other; shared code does not import features or routes).
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noRoutes = { regex: '^@/routes(/|$)', message: 'Only the router imports routes.' };
const noFeatures = { regex: '^@/features/', message: 'Shared code must not depend on a feature.' };
const noBulk = { regex: '^@/bulk/', message: 'Shared layers do not depend on the bulk-work module.' };

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/api/generated/**',
      'mocks/generated/**',
      'src/routeTree.gen.ts',
      'openapi/dist/**',
      'public/**',
      'src/i18n/locales/**',
      'bench/**',
      'coverage/**',
      '.tmp*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // One file-name convention: React component files are PascalCase and named after the component
    // they export (`UserMenu.tsx`); every other file is kebab-case (`use-pin-editor.tsx`,
    // `scope-search.ts`). Tests and CSS modules share their subject's name (`*.test.tsx`,
    // `*.module.css`). Route files are named by the router after their URL and are left out.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['src/routes/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '**/*.{ts,mjs}': 'KEBAB_CASE',
          '**/*.tsx': '@(*([A-Z]*([a-z0-9]))|+([a-z])*([a-z0-9])*(-+([a-z0-9])))',
        },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // Prettier owns formatting; this rule fights its line breaks.
      'no-unexpected-multiline': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // House rule: no unlocalised JSX text or labels; everything the user reads goes through Lingui.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXText[value=/[A-Za-z]{2,}/]:not(JSXElement[openingElement.name.name='Trans'] JSXText)",
          message: 'Translate JSX text with <Trans> or t``.',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(label|placeholder|title|aria-label|description|alt|error)$/] > Literal[value=/[A-Za-z]{2,}/]',
          message: 'Translate labels with t``.',
        },
      ],
      'lingui/t-call-in-function': 'error',
      'no-restricted-imports': ['error', { patterns: [noRoutes] }],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noRoutes,
            { regex: `^@/features/(?!${feature}/)`, message: 'Features do not import each other.' },
          ],
        },
      ],
    },
  })),
  {
    files: [
      'src/{api,auth,components,config,i18n,journal,lib,rules,scope,monitoring,notifications}/**/*.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [noRoutes, noFeatures, noBulk] }] },
  },
  {
    // Bulk work (imports, copies, bulk deletes, their jobs and the write engine) is one module:
    // features use it; it uses the shared layers, never a feature.
    files: ['src/bulk/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noRoutes, noFeatures] }] },
  },
  {
    // The write engine is framework-free: it runs in tests, workers and the bench without React or the API layer.
    files: ['src/bulk/engine/**/*.ts'],
    ignores: ['src/bulk/engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noRoutes,
            noFeatures,
            {
              regex: '^(react|@mantine/|@tanstack/|@/(?!bulk/engine/))',
              message: 'The write engine is framework-free.',
            },
          ],
        },
      ],
    },
  },
);
