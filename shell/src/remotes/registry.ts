import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import { remoteNames, type RemoteName } from '@app/kit/remotes';

/** Where a remote's entry is served: always on the page's own origin. */
export function remoteEntryUrl(name: RemoteName, origin: string = window.location.origin): string {
  return new URL(`/mf/${name}/remoteEntry.js`, origin).href;
}

let registered = false;

/** Registers the four remotes with the federation runtime (once); nothing is fetched until a page needs it. */
export function registerAppRemotes(): void {
  if (registered) return;
  registerRemotes(remoteNames.map((name) => ({ name, entry: remoteEntryUrl(name), type: 'module' })));
  registered = true;
}

/** A page module exposed by a remote: it default-exports the page component. */
export interface PageModule {
  default: ComponentType;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits before each automatic retry of a failed remote load; its length bounds the retries. */
export const RETRY_DELAYS_MS = [300, 1000];

/**
 * Loads one exposed page of a remote, retrying a failed load a bounded number of times. Each attempt
 * really requests the remote again: the runtime forgets a failed entry load.
 */
export async function loadRemotePage(remote: RemoteName, module: string): Promise<PageModule> {
  registerAppRemotes();
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    if (attempt > 0) await delay(RETRY_DELAYS_MS[attempt - 1]!);
    try {
      const page = await loadRemote<PageModule>(`${remote}/${module}`);
      if (page && typeof page.default === 'function') return page;
      lastError = new Error(`${remote}/${module} has no default export`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(`Could not load ${remote}/${module}`);
}
