/**
 * The first script of a signed-in page, built on its own (build/first-page-script.ts) so that it runs as soon as it
 * arrives, long before the federation runtime and the libraries the app needs: it reads who is signed in (the reply
 * index.html preloads) and asks at once for the opened page's code and first reads, which the app would otherwise
 * discover only after all of its own code has arrived. On a slow connection they then download together with it.
 */
import type { CurrentUser } from '@app/api/contract';
import { AUTH_PATHS } from '@app/api/contract/paths';
import { preloadPage, preloadReads } from '../remotes/preload-page.ts';
import { firstReadsOf } from '../routing/first-reads.ts';
import { pageForUser } from '../routing/route-table.ts';

/** Who is signed in, as this script read it: null when signed out, undefined when the read failed. */
type UserRead = CurrentUser | null | undefined;

declare global {
  interface Window {
    firstUserRead?: Promise<UserRead>;
  }
}

async function readUser(): Promise<UserRead> {
  try {
    const reply = await fetch(AUTH_PATHS.currentUser, { credentials: 'include' });
    if (reply.status === 401) return null;
    return reply.ok ? ((await reply.json()) as CurrentUser) : undefined;
  } catch {
    return undefined;
  }
}

async function preloadFirstPage(read: Promise<UserRead>): Promise<void> {
  const user = await read;
  if (!user) return;
  const page = pageForUser(user, window.location.pathname);
  preloadReads(firstReadsOf(page));
  await preloadPage(page);
}

window.firstUserRead = readUser();
void preloadFirstPage(window.firstUserRead);
