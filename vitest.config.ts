import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'mocks/**/*.test.ts',
        'scripts/**/*.test.ts',
        'server/**/*.test.ts',
        'tests/unit/**/*.test.{ts,tsx}',
      ],
      restoreMocks: true,
      testTimeout: 20000,
      pool: 'threads',
    },
  }),
);
