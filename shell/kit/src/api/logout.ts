import type { CurrentUser } from '@app/api/contract';
import { CURRENT_USER_KEY } from './current-user';
import { queryClient } from './query-client';

/** Name of the service worker's cache of the last GET /api/auth/user reply (see shell/src/sw-current-user.ts). */
export const CURRENT_USER_CACHE = 'current-user';

/**
 * Logs out: removes the student's drafts and queued saves from this device, forgets the cached user,
 * then leaves for /api/logout as a full-page navigation (the server ends the session and returns to '/').
 */
export async function logout(): Promise<void> {
  const user = queryClient.getQueryData<CurrentUser | null>(CURRENT_USER_KEY);
  try {
    if (user) {
      // Loaded on demand so pages that never log out do not download the database code.
      const { clearUserData } = await import('@app/kit/drafts');
      await clearUserData(user.id);
    }
    if (typeof caches !== 'undefined') await caches.delete(CURRENT_USER_CACHE);
  } finally {
    queryClient.clear();
    window.location.assign('/api/logout');
  }
}
