import { defineConfig } from 'vite';
import type { RemoteName } from '../kit/federation.ts';
import { previewPage } from './preview-page.ts';
import { remotePlugins, remoteRollupOptions } from './remote-plugins.ts';

/** A remote's federation settings (its module-federation.config.ts), named after the remote. */
type RemoteFederationConfig = Parameters<typeof remotePlugins>[0] & { name: RemoteName };

/** Options of {@link remoteViteConfig}. */
export interface RemoteBuildOptions {
  /**
   * Writes the Vite manifest (dist/.vite/manifest.json), which the shell's build reads for the files of each page
   * (shell/build/page-files.ts): needed by the remotes whose pages load after sign-in.
   */
  manifest?: boolean;
}

/**
 * The Vite configuration of a remote: built from its `mf-<name>` workspace into its dist/, served by the API under
 * /mf/<name>/, with its standalone preview page (index.html) in development builds.
 */
export function remoteViteConfig(federationConfig: RemoteFederationConfig, { manifest = true }: RemoteBuildOptions = {}) {
  const { name } = federationConfig;
  return defineConfig(({ mode }) => ({
    base: `/mf/${name}/`,
    plugins: [...remotePlugins(federationConfig, mode), previewPage(name)],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      manifest,
      rollupOptions: remoteRollupOptions(mode),
    },
  }));
}
