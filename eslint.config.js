// Lint rules for every workspace: typescript-eslint's recommended set, plus React's hook rules for the frontends.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.__mf__temp/**',
      '**/dev-dist/**',
      'e2e/artifacts/**',
      'coverage/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `import { type A } from 'm'` still loads m (verbatimModuleSyntax); `import type { A }` does not.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    // One router and one query client for the shell and every remote: the shared "@app/kit/router" and
    // "@app/kit/query" (tests may build their own).
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    ignores: ['shell/kit/src/router/**', 'shell/kit/src/query/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message: "Import routing from '@app/kit/router', the router shared by the shell and the remotes.",
            })),
            {
              name: '@tanstack/react-query',
              message: "Import data fetching from '@app/kit/query', shared by the shell and the remotes.",
            },
          ],
        },
      ],
    },
  },
  {
    // Each icon from its own module: lucide-react's index names every one of its 1,600 icons, and a build that
    // imports it parses them all (about half of the build's time).
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message: "Import each icon from 'lucide-react/icons/<name>'.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/src/sw.ts', 'shell/src/sw-*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
