import { defineConfig } from 'vitest/config';

/**
 * Browser tests: the built product started on a free port with a fresh data folder, driven by the system
 * Chromium. One file at a time in one process (each file starts its own server and browser).
 */
export default defineConfig({
  test: {
    name: 'browser',
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['harness/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
