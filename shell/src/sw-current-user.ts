/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

/** Cache holding the last signed-in reply of GET /api/auth/user; the kit's logout() deletes it. */
const CACHE = 'current-user';
const PATH = '/api/auth/user';

/**
 * GET /api/auth/user goes to the network; a signed-in reply is remembered, a 401 forgets it, and when the
 * network is unreachable the remembered reply answers, so a student who opens the app offline still sees
 * their own screens (and their drafts) instead of the public page.
 */
export function registerCurrentUserRoute(): void {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && url.pathname === PATH && request.method === 'GET',
    async ({ request }) => {
      const cache = await caches.open(CACHE);
      try {
        const response = await fetch(request);
        if (response.ok) await cache.put(PATH, response.clone());
        else if (response.status === 401) await cache.delete(PATH);
        return response;
      } catch (error) {
        const remembered = await cache.match(PATH);
        if (remembered) return remembered;
        throw error;
      }
    },
  );
}
