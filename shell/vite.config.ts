import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkStats } from './build/chunk-stats.ts';
import { preloadHints } from './build/preload-hints.ts';
import { pwaOptions } from './build/pwa-options.ts';
import federationConfig from './module-federation.config.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Builds the shell (host PWA) into shell/dist; run after the remotes, whose files it precaches. */
export default defineConfig(({ mode }) => ({
  base: '/',
  plugins: [
    react(),
    tailwindcss(),
    federation(federationConfig),
    preloadHints(),
    VitePWA(pwaOptions(repoRoot, mode)),
    chunkStats(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
}));
