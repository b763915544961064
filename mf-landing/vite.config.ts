import { defineConfig } from 'vite';
import { remotePlugins } from '../shell/build/remote-plugins.ts';
import { remoteInputFor } from '../shell/kit/federation.ts';
import federationConfig from './module-federation.config.ts';

/** Builds the "landing" remote into mf-landing/dist, served by the API under /mf/landing/. */
export default defineConfig(({ mode }) => ({
  base: '/mf/landing/',
  plugins: remotePlugins(federationConfig, mode),
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
