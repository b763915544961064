/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { API_PATHS } from '@app/api/contract/paths';

declare const self: ServiceWorkerGlobalScope;

/** Cache of the signed-in user's last replies (who they are, a student's own data); the kit's logout() deletes it. */
const CACHE = 'current-user';

/** The reads a student's screens make about their own work: activities, progress, orientation, plans. */
const STUDENT_READS = [
  API_PATHS.activities,
  API_PATHS.myProgress,
  API_PATHS.orientation,
  API_PATHS.reflections,
  API_PATHS.plans,
];

const sameOriginGet = (url: URL, request: Request) => url.origin === self.location.origin && request.method === 'GET';

const isStudentRead = (pathname: string) =>
  STUDENT_READS.some((path) => pathname === path || (path === API_PATHS.plans && pathname.startsWith(`${path}/`)));

/** The id in a GET /api/auth/user reply, or undefined when there is none. */
async function userId(response: Response | undefined): Promise<string | undefined> {
  if (!response) return undefined;
  const user = (await response.clone().json().catch(() => null)) as { id?: unknown } | null;
  return typeof user?.id === 'string' ? user.id : undefined;
}

/**
 * GET /api/auth/user goes to the network; a signed-in reply is remembered, and when the network is unreachable
 * the remembered reply answers, so a student who opens the app offline still sees their own screens (and their
 * drafts) instead of the public page. A 401, or a different user signing in, forgets everything remembered.
 */
async function currentUser(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.status === 401) await caches.delete(CACHE);
    else if (response.ok) {
      const remembered = await cache.match(API_PATHS.currentUser, { ignoreVary: true });
      if (remembered && (await userId(remembered)) !== (await userId(response))) await caches.delete(CACHE);
      await (await caches.open(CACHE)).put(API_PATHS.currentUser, response.clone());
    }
    return response;
  } catch (error) {
    const remembered = await cache.match(API_PATHS.currentUser, { ignoreVary: true });
    if (remembered) return remembered;
    throw error;
  }
}

/**
 * A student's own reads go to the network too; each successful reply is remembered and answers when the network
 * is unreachable, so a plan or the orientation opened after an offline reload shows what was last seen (and any
 * draft typed over it) instead of an error. A refusal (401, 403, 404) forgets that reply.
 */
async function studentRead(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    else if (response.status >= 400 && response.status < 500) await cache.delete(request);
    return response;
  } catch (error) {
    const remembered = await cache.match(request, { ignoreVary: true });
    if (remembered) return remembered;
    throw error;
  }
}

/** Routes the signed-in user's reads through the remembered copies above. */
export function registerCurrentUserRoute(): void {
  registerRoute(
    ({ url, request }) => sameOriginGet(url, request) && url.pathname === API_PATHS.currentUser,
    ({ request }) => currentUser(request),
  );
  registerRoute(
    ({ url, request }) => sameOriginGet(url, request) && isStudentRead(url.pathname),
    ({ request }) => studentRead(request),
  );
}
