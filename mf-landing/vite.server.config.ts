import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the landing page's server renderer is written (hidden from the static file server). */
export const LANDING_SERVER_DIR = 'dist/.server';

/**
 * Builds the landing page's server renderer (src/prerender/server.tsx) for Node: the API renders '/'
 * with it, so the page's content is in the HTML a crawler receives. React and the other libraries stay
 * external (the API resolves them from node_modules); the workspace packages are bundled in.
 * Written inside dist/ so that rebuilding the remote removes it: an out-of-date renderer is never used.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    ssr: 'src/prerender/server.tsx',
    outDir: LANDING_SERVER_DIR,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: {
      output: { entryFileNames: 'landing-server.mjs', chunkFileNames: '[name]-[hash].mjs' },
    },
  },
  ssr: { noExternal: [/^@app\//] },
});
