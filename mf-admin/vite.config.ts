import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkStats } from '../shell/build/chunk-stats.ts';
import { materializeShares } from '../shell/build/materialize-shares.ts';
import { precompress } from '../shell/build/precompress.ts';
import { remoteInputFor, remoteSettingsFor } from '../shell/kit/federation.ts';
import federationConfig from './module-federation.config.ts';

/** Builds the "admin" remote into mf-admin/dist, served by the API under /mf/admin/. */
export default defineConfig(({ mode }) => ({
  base: '/mf/admin/',
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
    // Which files each page needs, read by the shell's build to hint them all at once (shell/build/page-files.ts).
    manifest: true,
    rollupOptions: remoteInputFor(mode),
  },
}));
