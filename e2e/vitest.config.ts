import { defineConfig } from 'vitest/config';

/**
 * Browser tests: the built product started once per worker on a free port with a fresh data folder, driven by the
 * system Chromium's headless shell (the full browser for notifications and push). Each worker's files share its
 * product and Chromiums (harness/fixtures.ts). Three workers (E2E_WORKERS changes that): with the shell's lighter
 * pages a file spends much of its time waiting, and a third worker fills that time; a fourth is slower (317 s for
 * the browser tests on two cores, against 294 s).
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
    maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
    // A test that walks many pages, or signs several people in, takes most of a minute on a busy two-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // A condition awaited with expect.poll (a notification shown, a list refreshed) can take seconds while three
    // workers share two cores; vitest's default of one second fails such tests at random.
    expect: { poll: { timeout: 10_000 } },
  },
});
