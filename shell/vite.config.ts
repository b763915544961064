import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkStats } from './build/chunk-stats.ts';
import { firstPageScript } from './build/first-page-script.ts';
import { materializeShares } from './build/materialize-shares.ts';
import { pageFilesModule } from './build/page-files.ts';
import { precompress } from './build/precompress.ts';
import { preloadHints } from './build/preload-hints.ts';
import { pwaOptions } from './build/pwa-options.ts';
import { sonnerStylesFromStylesheet } from './build/sonner-styles.ts';
import federationConfig from './module-federation.config.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The libraries under the kit's controls that every page starts with: the menu (Radix and what it positions and
 * focuses with), the toasts, the icons and the class merging. Radix's tabs are for the signed-in pages' panels only.
 */
const STARTING_UI_LIBRARIES =
  '@radix-ui[\\\\/](?!react-tabs[\\\\/])[^\\\\/]+|@floating-ui[\\\\/][^\\\\/]+|aria-hidden|react-remove-scroll(-bar)?|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib|sonner|lucide-react|clsx|tailwind-merge';

/** The modules of the kit every page needs at start-up, and what they depend on (see codeSplitting below). */
const STARTING_KIT = new RegExp(
  `[\\\\/](shell[\\\\/]kit[\\\\/]src[\\\\/](ui|api|router)|api[\\\\/]src[\\\\/]contract|node_modules[\\\\/](zustand|react-router(-dom)?|${STARTING_UI_LIBRARIES}))[\\\\/]`,
);

/** The shares every page starts with, set up when the shell starts: React, and the kit's parts in STARTING_KIT. */
const STARTING_SHARES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@app/kit/ui',
  '@app/kit/api',
  '@app/kit/router',
];

/** Builds the shell (host PWA) into shell/dist; run after the remotes, whose files it precaches. */
export default defineConfig(({ mode }) => ({
  base: '/',
  plugins: [
    react(),
    sonnerStylesFromStylesheet(),
    tailwindcss(),
    federation(federationConfig),
    materializeShares(STARTING_SHARES),
    pageFilesModule(repoRoot),
    preloadHints(),
    firstPageScript(repoRoot),
    VitePWA(pwaOptions(repoRoot, mode)),
    chunkStats(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every page starts with from the kit (controls, site header, API client and its stores, the router,
        // the contract's constants) in one file rather than one per shared module: one request, one compression
        // dictionary. The kit's parts for signed-in pages (panels, query, drafts) stay apart, loaded when needed.
        codeSplitting: { groups: [{ name: 'kit', test: STARTING_KIT }] },
      },
    },
  },
}));
