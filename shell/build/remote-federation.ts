import { createModuleFederationConfig } from '@module-federation/vite';
import type { RemoteName, SharedSingleton } from '../kit/federation.ts';

/**
 * The module federation settings of the remote `name`, served at /mf/<name>/remoteEntry.js: its pages (`exposes`,
 * one module per route) and the singletons it takes from the shell (`shared`). A remote never loads other remotes
 * and needs no manifest or devtools snapshot (a leaner runtime); the shell provides the federation runtime (see
 * shell/module-federation.config.ts).
 */
export function remoteFederationConfig(
  name: RemoteName,
  exposes: Record<string, string>,
  shared: Record<string, SharedSingleton>,
) {
  return createModuleFederationConfig({
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared,
    shareStrategy: 'loaded-first',
    dts: false,
    disableRemote: true,
    disableSnapshot: true,
    experiments: { externalRuntime: true },
  });
}
