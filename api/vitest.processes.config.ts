import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { PROCESS_TESTS } from './vitest.config.js';

/**
 * Tests of the api workspace that start the API (its build, dist/start.js: run npm run build first) or
 * the store as child processes: one file at a time, after the other projects, so that the processes they
 * start have the machine to themselves.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'api-processes',
    environment: 'node',
    include: PROCESS_TESTS,
    pool: 'forks',
    // One worker runs them all, one file at a time (each on a database of its own, test/store.ts), last.
    isolate: false,
    fileParallelism: false,
    sequence: { groupOrder: 2 },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
