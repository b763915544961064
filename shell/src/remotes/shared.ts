import { loadShare } from '@module-federation/runtime';
import type * as Drafts from '@app/kit/drafts';
import type * as Query from '@app/kit/query';

/**
 * Shared libraries the shell provides but does not load at start-up, so that '/' downloads only what the
 * landing page needs. The remotes take these from the shell only (see shell/kit/federation.ts).
 */
export type OnDemandShare = 'zod' | '@app/kit/drafts' | '@app/kit/query';

/** Loads one shared library through the federation runtime: the copy every remote uses too. */
export async function loadShared<T>(name: OnDemandShare): Promise<T> {
  const factory = await loadShare<T>(name);
  const module = factory ? factory() : undefined;
  if (!module) throw new Error(`The shared library ${name} could not be loaded`);
  return module;
}

/** The student's offline database (drafts, outbox, sync status): the one instance the student pages use. */
export function loadDrafts(): Promise<typeof Drafts> {
  return loadShared<typeof Drafts>('@app/kit/drafts');
}

/** The query library and the app's query client: the one instance the admin, coach and student pages use. */
export function loadQuery(): Promise<typeof Query> {
  return loadShared<typeof Query>('@app/kit/query');
}
