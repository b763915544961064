import { defineConfig } from 'vite';
import { remotePlugins, remoteRollupOptions } from '../shell/build/remote-plugins.ts';
import federationConfig from './module-federation.config.ts';

/** Builds the "landing" remote into mf-landing/dist, served by the API under /mf/landing/. */
export default defineConfig(({ mode }) => ({
  base: '/mf/landing/',
  plugins: remotePlugins(federationConfig, mode),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: remoteRollupOptions(mode),
  },
}));
