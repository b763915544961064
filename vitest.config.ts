import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests (`npx vitest run`): the API in Node (its own config in api/), the shell, the kit and
 * the remotes in jsdom. The browser suite in e2e/ has its own config and runs after a build (npm test).
 */
export default defineConfig({
  test: {
    projects: [
      'api',
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
        },
      },
    ],
  },
});
