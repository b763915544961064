import { defineConfig } from 'vite';
import { remotePlugins, remoteRollupOptions } from '../shell/build/remote-plugins.ts';
import federationConfig from './module-federation.config.ts';

/** Builds the "coach" remote into mf-coach/dist, served by the API under /mf/coach/. */
export default defineConfig(({ mode }) => ({
  base: '/mf/coach/',
  plugins: remotePlugins(federationConfig, mode),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Which files each page needs, read by the shell's build to hint them all at once (shell/build/page-files.ts).
    manifest: true,
    rollupOptions: remoteRollupOptions(mode),
  },
}));
