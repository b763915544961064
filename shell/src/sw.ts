/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerCurrentUserRoute } from './sw-current-user.ts';
import { registerOutboxSync } from './sw-outbox-sync.ts';
// Web push for the admin: the 'push' and 'notificationclick' handlers live in their own module.
import './sw-push.ts';

declare const self: ServiceWorkerGlobalScope;

// The update prompt posts this once the user chooses Reload; until then a new version waits.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The shell's files and every remote's files (injected at build time), so the app opens offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Deep links (/admin, /client/abc) open offline too: navigations get the cached index.html,
// except the API's own pages (/api/login and friends), which must reach the server.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/mf\//] }));

registerCurrentUserRoute();
registerOutboxSync();

// The first install takes over the open page at once, so it works offline from the first visit.
clientsClaim();
