import type { CurrentUser } from '@app/api/contract';
import { ALERT_PATHS, AUTH_PATHS } from '@app/api/contract/paths';
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
 * Ends this device's push subscription, on the server and then in the browser, while the session still lets the
 * API remove it: the next person on a shared device gets none of this one's reminders or alerts on the lock screen.
 */
async function forgetPushOnThisDevice(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  await apiRequest('DELETE', ALERT_PATHS.pushSubscribe, { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

/** Removes what the user left on this device: drafts and queued saves, cached data, the worker's copy of them. */
async function clearDevice(user: CurrentUser | null): Promise<void> {
  try {
    if (user) await Promise.all([...cleanups].map((cleanup) => cleanup(user)));
  } finally {
    if (typeof caches !== 'undefined') await caches.delete(CURRENT_USER_CACHE);
  }
}

/**
 * Logs out: ends this device's push subscription, ends the session with POST /api/logout, then removes what the
 * user left on the device (registered clean-ups: drafts and queued saves, cached data) and goes to '/'. With the
 * server out of reach it throws and changes nothing, so nothing unsent is lost and the person stays signed in
 * until they can sign out; should the server refuse the request, the navigation to /api/logout ends the session.
 */
export async function logout(): Promise<void> {
  const user = currentUser();
  await forgetPushOnThisDevice().catch(() => {});
  let next = '/';
  try {
    await apiRequest('POST', AUTH_PATHS.signOut);
  } catch (error) {
    // fetch's TypeError: the server cannot be reached.
    if (error instanceof TypeError) throw error;
    next = AUTH_PATHS.signOut;
  }
  try {
    await clearDevice(user);
  } finally {
    window.location.assign(next);
  }
}
