import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { remoteSettingsFor, type RemoteFederationSettings } from '../kit/federation.ts';
import { chunkStats } from './chunk-stats.ts';
import { materializeShares } from './materialize-shares.ts';
import { precompress } from './precompress.ts';

/** A remote's federation settings, as the federation plugin takes them. */
type FederationOptions = Parameters<typeof federation>[0];

/** The Vite plugins every remote builds with, in one build mode. */
export function remotePlugins<T extends FederationOptions & RemoteFederationSettings>(
  federationConfig: T,
  mode: string,
): PluginOption[] {
  return [
    react(),
    federation(remoteSettingsFor(federationConfig, mode)),
    // Every share a remote declares is one it imports: each is set up when the remote starts.
    materializeShares(Object.keys(federationConfig.shared ?? {})),
    chunkStats(),
    precompress(),
  ];
}
