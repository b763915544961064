import { availableParallelism } from 'node:os';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests (`npx vitest run`): the API in Node (its own configs in api/: the tests in process,
 * then those starting the built API as child processes), the shell, the kit and the remotes in jsdom. The
 * browser suite in e2e/ has its own config and runs after a build (npm test).
 */
export default defineConfig({
  test: {
    // One more than the cores: much of the API's tests is waiting on sockets and timers, and each worker loads the
    // API once (on two cores, three workers take 87 s; two and four take 92 s, four with 12% more CPU).
    maxWorkers: availableParallelism() + 1,
    projects: [
      'api/vitest.config.ts',
      'api/vitest.processes.config.ts',
      {
        // Resolve react-router to the ES module build Node itself picks ('module-sync') when react-router-dom
        // (tests' MemoryRouter) requires it, so the pages' "@app/kit/router" and the tests share one router.
        resolve: { conditions: ['module-sync', ...defaultClientConditions] },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['shell/**/*.test.{ts,tsx}', 'mf-*/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          setupFiles: ['shell/kit/test-setup.ts'],
          // One page (one jsdom) for all the files, run one after another in one worker, after the API's
          // tests: the set-up file starts each file on fresh modules. (A --sequence.* option on the command
          // line replaces every project's `sequence`, this groupOrder too: use it with one --project.)
          isolate: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
