import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkStats } from '../shell/build/chunk-stats.ts';
import { materializeShares } from '../shell/build/materialize-shares.ts';
import { precompress } from '../shell/build/precompress.ts';
import { remoteInputFor, remoteSettingsFor } from '../shell/kit/federation.ts';
import federationConfig from './module-federation.config.ts';

/** Builds the "landing" remote into mf-landing/dist, served by the API under /mf/landing/. */
export default defineConfig(({ mode }) => ({
  base: '/mf/landing/',
  plugins: [
    react(),
    federation(remoteSettingsFor(federationConfig, mode)),
    // Every share a remote declares is one it imports: each is set up when the remote starts.
    materializeShares(Object.keys(federationConfig.shared ?? {})),
    chunkStats(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      ...remoteInputFor(mode),
      // The API contract only declares schemas and constants: what the page does not use is left out, so the
      // page's first load does not need zod (only the form check, loaded on demand, does).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]api[\\/]src[\\/]contract[\\/]/.test(id) },
    },
  },
}));
