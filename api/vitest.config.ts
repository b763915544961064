import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Tests of the api workspace: unit, API integration over real HTTP, embedded store conformance. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
