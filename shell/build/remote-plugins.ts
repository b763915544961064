import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import {
  ON_DEMAND_SHARES,
  remoteInputFor,
  remoteSettingsFor,
  type RemoteFederationSettings,
} from '../kit/federation.ts';
import { chunkStats } from './chunk-stats.ts';
import { materializeShares } from './materialize-shares.ts';
import { precompress } from './precompress.ts';
import { sonnerStylesFromStylesheet } from './sonner-styles.ts';

/** A remote's federation settings, as the federation plugin takes them. */
type FederationOptions = Parameters<typeof federation>[0];

/** The Vite plugins every remote builds with, in one build mode. */
export function remotePlugins<T extends FederationOptions & RemoteFederationSettings>(
  federationConfig: T,
  mode: string,
): PluginOption[] {
  return [
    react(),
    // A development build carries its own copy of the kit, and with it the toasts.
    sonnerStylesFromStylesheet(),
    federation(remoteSettingsFor(federationConfig, mode)),
    // Every other share a remote declares is one it imports: each is set up when the remote starts.
    materializeShares(Object.keys(federationConfig.shared ?? {}).filter((name) => !ON_DEMAND_SHARES.includes(name))),
    chunkStats(),
    precompress(),
  ];
}

/** The API contract's modules, which only declare schemas, constants and helpers. */
const CONTRACT_MODULE = /[\\/]api[\\/]src[\\/]contract[\\/]/;

/** The contract treated as free of side effects: what a page does not use is left out (no zod without a form check). */
export const contractTreeshake = { moduleSideEffects: (id: string) => !CONTRACT_MODULE.test(id) };

/** A remote's Rollup options in one build mode: its inputs, and the contract's tree-shaking. */
export function remoteRollupOptions(mode: string) {
  return { ...remoteInputFor(mode), treeshake: contractTreeshake };
}
