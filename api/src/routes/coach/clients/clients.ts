import {
  API_PATHS,
  type ClientWork,
  type CoachClientCard,
  type CoachClientDetail,
  type CoachClientListQuery,
  type CoachClientUpdate,
  type CoachStats,
} from '../../../contract/index.js';
import { readClientPage } from '../../../commands/clientList.js';
import { parseCursor } from '../../../commands/consultationCursor.js';
import { countSessionsThisWeek } from '../../../commands/sessionCounter.js';
import { actorOf } from '../../../http/actor.js';
import type { AppContext } from '../../../http/context.js';
import { badRequest } from '../../../http/errors.js';
import type { RouteInput } from '../../../http/route.js';
import { ClientProfile } from '../../../models/index.js';
import { authorizeRecord } from '../../../policies/authorizeRecord.js';
import { clientProfilePolicy } from '../../../policies/clientProfile.js';
import {
  loadClientWork,
  loadCoachClientDetail,
  loadCoachStats,
} from '../../../commands/coachRoster.js';

const CLIENT_NOT_FOUND = 'Client not found';

/**
 * GET /api/coach/clients?limit=&before=&q=&status=: one page of client cards, newest first, searched and
 * filtered by the store. While more follow, a `Link: <...>; rel="next"` header names the next page (with the
 * same search, status and size).
 */
export async function listClients(
  ctx: AppContext,
  { query }: RouteInput<undefined, undefined, CoachClientListQuery>,
): Promise<CoachClientCard[]> {
  const before = query.before === undefined ? undefined : parseCursor(query.before);
  if (before === null) {
    throw badRequest('before: Invalid page cursor', { errors: [{ field: 'before', message: 'Invalid page cursor' }] });
  }
  const page = await readClientPage({ limit: query.limit, before, q: query.q, status: query.status });
  ctx.set('Cache-Control', 'no-store');
  if (page.next) {
    const next = new URLSearchParams({ before: page.next, limit: String(query.limit) });
    if (query.q?.trim()) next.set('q', query.q.trim());
    if (query.status !== 'all') next.set('status', query.status);
    ctx.set('Link', `<${API_PATHS.coachClients}?${next}>; rel="next"`);
  }
  return page.clients;
}

/** GET /api/coach/stats: the figures of the dashboard's stat cards. */
export async function getStats(ctx: AppContext): Promise<CoachStats> {
  const now = new Date();
  const [stats, sessionsThisWeek] = await Promise.all([
    loadCoachStats(now, ctx.config.practiceTimeZone),
    countSessionsThisWeek(now, ctx.config.practiceTimeZone),
  ]);
  return { ...stats, sessionsThisWeek };
}

/** GET /api/coach/client/{id}: one client with every progress record. */
export async function getClient(
  ctx: AppContext,
  { params }: RouteInput<undefined, { id: string }, undefined>,
): Promise<CoachClientDetail> {
  const actor = actorOf(ctx);
  const profile = await ClientProfile.findById(params.id).lean();
  return loadCoachClientDetail(
    authorizeRecord(profile, (found) => clientProfilePolicy.read(actor, found), CLIENT_NOT_FOUND),
  );
}

/** GET /api/coach/client/{id}/work: the student's orientation answers, plans, reassessments and activities, newest first. */
export async function getClientWork(
  ctx: AppContext,
  { params }: RouteInput<undefined, { id: string }, undefined>,
): Promise<ClientWork> {
  const actor = actorOf(ctx);
  const profile = await ClientProfile.findById(params.id).lean();
  ctx.set('Cache-Control', 'no-store');
  return loadClientWork(authorizeRecord(profile, (found) => clientProfilePolicy.read(actor, found), CLIENT_NOT_FOUND));
}

/**
 * PUT /api/coach/client/{id}: replaces the coach's private notes on a client and/or sets whether the
 * client is active (an inactive student keeps their sign-in and data); returns the client in full.
 */
export async function updateClient(
  ctx: AppContext,
  { body, params }: RouteInput<CoachClientUpdate, { id: string }, undefined>,
): Promise<CoachClientDetail> {
  const actor = actorOf(ctx);
  const profile = await ClientProfile.findById(params.id);
  const found = authorizeRecord(profile, () => clientProfilePolicy.updateNotes(actor), CLIENT_NOT_FOUND);
  if (body.notes !== undefined) found.notes = body.notes;
  if (body.isActive !== undefined) found.isActive = body.isActive;
  await found.save();
  return loadCoachClientDetail(found.toObject());
}
