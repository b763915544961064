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
