import { defineConfig } from 'vitest/config';

/**
 * Browser tests: the built product started on a free port with a fresh data folder, driven by the system
 * Chromium. Two files at a time (each file starts its own server and browser); E2E_WORKERS changes that.
 */
export default defineConfig({
  test: {
    name: 'browser',
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['harness/global-setup.ts'],
    pool: 'forks',
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // Axe at two widths on a page takes most of a minute when two files share a two-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
