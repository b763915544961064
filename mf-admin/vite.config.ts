import { defineConfig } from 'vite';
import { remotePlugins, remoteRollupOptions } from '../shell/build/remote-plugins.ts';
import federationConfig from './module-federation.config.ts';

/** Builds the "admin" remote into mf-admin/dist, served by the API under /mf/admin/. */
export default defineConfig(({ mode }) => ({
  base: '/mf/admin/',
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
