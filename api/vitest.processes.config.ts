import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { PROCESS_TESTS } from './vitest.config.js';

/**
 * Tests of the api workspace that start the API (its build, dist/start.js: run npm run build first) or
 * the store as child processes: after the other projects, so that the processes they start do not compete
 * with a whole test suite, two files at a time (they mostly wait on their processes: 23 s, against 31 s
 * one at a time).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'api-processes',
    environment: 'node',
    include: PROCESS_TESTS,
    pool: 'forks',
    // Two workers, each running its files one after another (each on a database of its own, test/store.ts), last.
    isolate: false,
    maxWorkers: 2,
    sequence: { groupOrder: 2 },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
