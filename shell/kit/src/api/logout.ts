import type { CurrentUser } from '@app/api/contract';
import { AUTH_PATHS } from '@app/api/contract/paths';
import { apiRequest } from './api-request';
import { currentUser } from './current-user';
import { CURRENT_USER_CACHE } from './current-user-cache';

/** Work to do on this device before a user leaves, such as removing a student's offline data. */
export type LogoutCleanup = (user: CurrentUser) => Promise<void>;

const cleanups = new Set<LogoutCleanup>();

/**
 * Registers work to do before logging out; returns a function that removes it. The shell registers the removal
 * of drafts and queued saves here, and "@app/kit/query" the clearing of its cache, so that this module (and
 * every page importing it) downloads neither the database code nor the query library.
 */
export function onLogout(cleanup: LogoutCleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/**
 * Logs out: runs the registered clean-ups (the student's drafts and queued saves leave this device, cached data
 * is dropped), forgets the service worker's copy of the user, ends the session with POST /api/logout and goes
 * to '/'. Should that request fail, the full-page navigation to /api/logout ends it instead.
 */
export async function logout(): Promise<void> {
  const user = currentUser();
  try {
    if (user) await Promise.all([...cleanups].map((cleanup) => cleanup(user)));
    if (typeof caches !== 'undefined') await caches.delete(CURRENT_USER_CACHE);
  } finally {
    let next = '/';
    try {
      await apiRequest('POST', AUTH_PATHS.signOut);
    } catch {
      next = AUTH_PATHS.signOut;
    }
    window.location.assign(next);
  }
}
