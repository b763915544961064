import { createModuleFederationConfig } from '@module-federation/vite';
import { shellShares } from './kit/federation.ts';

/**
 * The shell is the module-federation host: it provides every shared singleton (with its own copy of each,
 * including those the remotes take from it only) and loads the remotes.
 * Remotes are registered at run time (src/remotes/registry.ts) with URLs on the page's own origin.
 * `loaded-first` keeps start-up from fetching every remote entry to compare versions, so '/' loads only
 * the landing remote.
 */
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared: shellShares(),
  shareStrategy: 'loaded-first',
  dts: false,
  disableSnapshot: true,
  // Initialise the federation runtime from the entry module itself, so it is ready before the bootstrap
  // registers the remotes whatever index.html looks like (its stylesheet link, a server-rendered page).
  hostInitInjectLocation: 'entry',
  // One federation runtime for the page: the remotes use the shell's instead of downloading their own.
  experiments: { provideExternalRuntime: true },
});
