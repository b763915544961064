/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { AUTH_PATHS, STUDENT_PATHS } from '@app/api/contract/paths';
import { CURRENT_USER_CACHE } from '../kit/src/api/current-user-cache.ts';

declare const self: ServiceWorkerGlobalScope;

/** The reads a student's screens make about their own work: activities, progress, orientation, plans. */
const STUDENT_READS = [
  STUDENT_PATHS.activities,
  STUDENT_PATHS.myProgress,
  STUDENT_PATHS.orientation,
  STUDENT_PATHS.reflections,
  STUDENT_PATHS.plans,
];

const sameOriginGet = (url: URL, request: Request) => url.origin === self.location.origin && request.method === 'GET';

const isStudentRead = (pathname: string) =>
  STUDENT_READS.some((path) => pathname === path || (path === STUDENT_PATHS.plans && pathname.startsWith(`${path}/`)));

/** The id in a GET /api/auth/user reply, or undefined when there is none. */
async function userId(response: Response | undefined): Promise<string | undefined> {
  if (!response) return undefined;
  const user = (await response.clone().json().catch(() => null)) as { id?: unknown } | null;
  return typeof user?.id === 'string' ? user.id : undefined;
}

/**
 * The cache holds one user's replies: a 401 from GET /api/auth/user, or a different user in its reply, forgets
 * everything remembered before the page sees the reply.
 */
const oneUserOnly: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status === 401) await caches.delete(CURRENT_USER_CACHE);
    else if (response.ok) {
      const cache = await caches.open(CURRENT_USER_CACHE);
      const remembered = await cache.match(AUTH_PATHS.currentUser, { ignoreVary: true });
      if (remembered && (await userId(remembered)) !== (await userId(response))) await caches.delete(CURRENT_USER_CACHE);
    }
    return response;
  },
};

/** A refusal (401, 403, 404) of one of the student's reads forgets the reply remembered for it. */
const forgetRefused: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status >= 400 && response.status < 500) {
      await (await caches.open(CURRENT_USER_CACHE)).delete(request, { ignoreVary: true });
    }
    return response;
  },
};

/**
 * Network first: every read goes to the server and a successful reply is remembered; only when the network is
 * unreachable does the remembered reply answer, so a student who opens the app offline still sees who they are,
 * their own screens and their drafts instead of the public page or an error.
 */
const lastReplies = (plugin: WorkboxPlugin) =>
  new NetworkFirst({ cacheName: CURRENT_USER_CACHE, matchOptions: { ignoreVary: true }, plugins: [plugin] });

/** Routes the signed-in user's reads through the remembered copies above; the kit's logout() deletes them. */
export function registerCurrentUserRoute(): void {
  registerRoute(
    ({ url, request }) => sameOriginGet(url, request) && url.pathname === AUTH_PATHS.currentUser,
    lastReplies(oneUserOnly),
  );
  registerRoute(
    ({ url, request }) => sameOriginGet(url, request) && isStudentRead(url.pathname),
    lastReplies(forgetRefused),
  );
}
