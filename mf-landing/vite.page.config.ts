import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkStats } from '../shell/build/chunk-stats.ts';
import { precompress } from '../shell/build/precompress.ts';
import { contractTreeshake } from '../shell/build/remote-plugins.ts';
import { sonnerStylesFromStylesheet } from '../shell/build/sonner-styles.ts';

/**
 * Builds the entry of the landing page the server renders at '/' (page.html, src/prerender/page-entry.tsx): React,
 * the landing page and the kit's parts it uses in one plain bundle, outside module federation. The remote's
 * build empties dist/ first, so this one runs after it (scripts/prerender.mjs).
 */
export default defineConfig({
  // Served by the API under the remote's own URL.
  base: '/mf/landing/page/',
  plugins: [react(), sonnerStylesFromStylesheet(), chunkStats(), precompress()],
  publicDir: false,
  build: {
    outDir: 'dist/page',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: 'page.html', treeshake: contractTreeshake },
  },
});
