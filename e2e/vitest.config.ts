import { defineConfig } from 'vitest/config';

/**
 * Browser tests: the built product started for each file on a free port with a fresh data folder, driven by the
 * system Chromium. Two workers (E2E_WORKERS changes that; four are no faster on two cores), each with one Chromium
 * its files share (harness/fixtures.ts).
 */
export default defineConfig({
  test: {
    name: 'browser',
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['harness/global-setup.ts'],
    pool: 'forks',
    isolate: false,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // Axe at two widths on a page takes most of a minute when two files share a two-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
