import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that start the API or the store as a child process: run one at a time, after the others, by
 * vitest.processes.config.ts (the API from its build, dist/start.js).
 */
export const PROCESS_TESTS = [
  'src/start.test.ts',
  'src/shutdown.test.ts',
  'src/multiProcess.test.ts',
  'src/embedded-mongo/test/durability.test.ts',
  'src/routes/auth/twoProcesses.test.ts',
  'src/routes/coach/records/records.test.ts',
  'src/backups/cli.test.ts',
];

/**
 * Tests of the api workspace: unit, API integration over real HTTP, embedded store conformance. A worker
 * loads the API once and runs its files one after another (no isolation), each file on a database of its
 * own on the worker's one embedded store (test/store.ts).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...PROCESS_TESTS],
    pool: 'forks',
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
