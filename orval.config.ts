import { defineConfig } from 'orval';

// The bundled contract (npm run generate bundles openapi/portal.yaml first) is the only input.
const input = { target: './openapi/dist/portal.yaml' };

export default defineConfig({
  portal: {
    input,
    output: {
      mode: 'tags-split',
      client: 'react-query',
      httpClient: 'fetch',
      target: './src/api/generated/endpoints',
      schemas: './src/api/generated/model',
      clean: true,
      // No generated MSW handlers: each operation has a stateful handler in mocks/handlers/, and a
      // faker fallback would quietly answer made-up data for an operation someone forgot.
      override: {
        mutator: { path: './src/api/fetcher.ts', name: 'portalFetch' },
        fetch: { includeHttpResponseReturnType: false },
        query: { signal: true, shouldExportKeys: true },
      },
    },
  },
  portalZod: {
    input,
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: './src/api/generated/zod',
      clean: true,
      // zod/mini: functions instead of methods, so a bundle keeps only the checks it uses.
      override: { zod: { variant: 'mini' } },
    },
  },
});
