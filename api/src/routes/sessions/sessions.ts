import type { z } from 'zod';
import {
  DAY_MS,
  MAX_LIST_DAYS,
  SESSION_LIST_MAX,
  MEETING_URL_MESSAGES,
  SESSION_MESSAGES,
  TOTAL_COUNT_HEADER,
  type CoachingSession,
  type Slot,
  type attendanceSchema,
  type coachBookingSchema,
  type sessionChangeSchema,
  type sessionListQuerySchema,
  type slotQuerySchema,
  studentMayChange,
} from '../../contract/index.js';
import { announceSessionChange, type SessionChange } from '../../commands/sessionAnnouncer.js';
import { countScheduledSessions } from '../../commands/sessionCounter.js';
import { findScheduledSessions, sessionListSpan } from '../../commands/sessionLister.js';
import { readFullPracticeProfile } from '../../commands/practiceProfile.js';
import {
  bookSession,
  cancelSession,
  moveSession,
  recordAttendance,
  recordPastSession,
  setSessionMeetingUrl,
} from '../../commands/sessionBooker.js';
import { listFreeSlots, loadAvailability, findSlots, sessionEnd } from '../../commands/slotFinder.js';
import { remindIfSoon } from '../../reminders/sessionReminders.js';
import { actorOf } from '../../http/actor.js';
import type { AppContext } from '../../http/context.js';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import type { RouteInput } from '../../http/route.js';
import { ClientProfile, CoachingSession as SessionModel, type CoachingSessionRecord } from '../../models/index.js';
import type { Actor } from '../../policies/actor.js';
import { authorizeRecord } from '../../policies/authorizeRecord.js';
import { coachingSessionPolicy } from '../../policies/coachingSession.js';
import { presentSession, type SessionLinkView } from '../../presenters/coachingSession.js';

type Start = { start: Date };
type Id = { id: string };

/** How replies to `actor` show meeting links: the practice's link, and the session's own to the coach. */
async function linkView(ctx: AppContext, actor: Actor): Promise<SessionLinkView> {
  const { meetingUrl } = await readFullPracticeProfile(ctx.config.site);
  return { practiceMeetingUrl: meetingUrl, forCoach: actor.role === 'coach' };
}

/** The caller as the session policies need it: a student's profile is looked up, since these routes serve both roles. */
async function sessionActor(ctx: AppContext): Promise<Actor> {
  const actor = actorOf(ctx);
  if (actor.role !== 'client') return actor;
  const profile = await ClientProfile.findOne({ userId: actor.userId }, { _id: 1 }).lean();
  return { ...actor, profileId: profile?._id ?? null };
}

async function loadSession(ctx: AppContext, id: string, action: 'read' | 'change' | 'recordAttendance') {
  const actor = await sessionActor(ctx);
  const session = await SessionModel.findById(id).lean<CoachingSessionRecord>();
  const found = authorizeRecord(session, (record) => coachingSessionPolicy[action](actor, record), SESSION_MESSAGES.notFound);
  return { actor, session: found };
}

/**
 * The student's e-mail (with the calendar file), the change kept for the coach's quarter-hourly e-mail and,
 * for a session within 24 hours, its reminder go out after the reply.
 */
function afterChange(ctx: AppContext, session: CoachingSessionRecord, change: SessionChange, previousStart?: Date) {
  const { config, services } = ctx;
  services.background.run('session e-mail', () =>
    announceSessionChange(session, change, config, services, previousStart),
  );
  if (change !== 'cancelled') services.background.run('session reminder', () => remindIfSoon(session, config, services));
}

/** Whether `start` is one of the open times a student may book now (leaving out a session being moved). */
async function isOpenSlot(ctx: AppContext, start: Date, except?: string): Promise<'open' | 'taken' | 'closed'> {
  const query = { from: start, to: sessionEnd(start), now: new Date(), timeZone: ctx.config.practiceTimeZone };
  const offered = findSlots(await loadAvailability(), [], query);
  if (!offered.some((slot) => slot.start === start.toISOString())) return 'closed';
  const free = await listFreeSlots(query, except);
  return free.length > 0 ? 'open' : 'taken';
}

async function requireOpenSlot(ctx: AppContext, start: Date, except?: string) {
  const state = await isOpenSlot(ctx, start, except);
  if (state === 'closed') throw badRequest(SESSION_MESSAGES.notASlot);
  if (state === 'taken') throw conflict(SESSION_MESSAGES.slotTaken);
}

/** A student changes a session only up to 24 hours before it; the coach at any time. */
function requireChangeable(actor: Actor, session: CoachingSessionRecord) {
  if (session.status !== 'booked') throw conflict(SESSION_MESSAGES.notBooked);
  if (actor.role === 'client' && !studentMayChange(session.start)) {
    throw forbidden(SESSION_MESSAGES.tooLateToChange);
  }
}

/** GET /api/sessions/slots: free times between from and to, start ascending. */
export async function listSlots(
  ctx: AppContext,
  { query }: RouteInput<undefined, undefined, z.output<typeof slotQuerySchema>>,
): Promise<Slot[]> {
  return listFreeSlots({ ...query, now: new Date(), timeZone: ctx.config.practiceTimeZone });
}

/** POST /api/sessions: a student books one of the open times, within their bound on upcoming sessions. */
export async function bookOwnSession(ctx: AppContext, { body }: RouteInput<Start, undefined, undefined>) {
  const actor = await sessionActor(ctx);
  const [{ maxUpcomingSessions }] = await Promise.all([loadAvailability(), requireOpenSlot(ctx, body.start)]);
  const session = await bookSession({
    clientId: actor.profileId!,
    start: body.start,
    bookedBy: 'client',
    maxUpcoming: maxUpcomingSessions,
  });
  afterChange(ctx, session, 'booked');
  ctx.status = 201;
  return presentSession(session, undefined, await linkView(ctx, actor));
}

/**
 * POST /api/coach/sessions: the coach books any client at any future time, inside weekly hours or not, and
 * beyond the student's bound on upcoming sessions (which counts the coach's bookings against the student's own).
 * With `attendance`, the coach records a session held outside the booking instead: its start must have passed,
 * and nobody is told of it (no e-mail, no reminder, nothing for the coach's quarter-hourly e-mail).
 */
export async function bookForClient(
  ctx: AppContext,
  { body }: RouteInput<z.output<typeof coachBookingSchema>, undefined, undefined>,
) {
  const past = body.start.getTime() <= Date.now();
  if (body.attendance === undefined && past) throw badRequest(SESSION_MESSAGES.inThePast);
  if (body.attendance !== undefined && !past) throw badRequest(SESSION_MESSAGES.attendanceAhead);
  const profile = await ClientProfile.findById(body.clientId, { studentFirstName: 1, studentLastName: 1 }).lean();
  if (!profile) throw badRequest(SESSION_MESSAGES.clientNotFound);
  const fields = { clientId: profile._id, start: body.start, meetingUrl: body.meetingUrl };
  let session: CoachingSessionRecord;
  if (body.attendance === undefined) {
    session = await bookSession({ ...fields, bookedBy: 'coach' });
    afterChange(ctx, session, 'booked');
  } else {
    session = await recordPastSession({ ...fields, attendance: body.attendance });
  }
  ctx.status = 201;
  const name = `${profile.studentFirstName} ${profile.studentLastName}`;
  return presentSession(session, name, await linkView(ctx, actorOf(ctx)));
}

/**
 * GET /api/sessions: a student's own sessions, or (for the coach) everyone's, optionally one client's;
 * cancelled ones left out, start ascending, the first `limit` (500 by default). Without from: from 30 days ago;
 * without to: every later session. A list cut at its limit carries the span's count in TOTAL_COUNT_HEADER.
 */
export async function listSessions(
  ctx: AppContext,
  { query }: RouteInput<undefined, undefined, z.output<typeof sessionListQuerySchema>>,
): Promise<CoachingSession[]> {
  const actor = await sessionActor(ctx);
  const { from, to } = sessionListSpan(query);
  if (to) {
    if (to.getTime() <= from.getTime()) throw badRequest('to: must be after from');
    if (to.getTime() - from.getTime() > MAX_LIST_DAYS * DAY_MS) {
      throw badRequest(`to: must be at most ${MAX_LIST_DAYS} days after from`);
    }
  }
  const clientId = actor.role === 'client' ? (actor.profileId ?? '') : query.clientId;
  const limit = query.limit ?? SESSION_LIST_MAX;
  const sessions = await findScheduledSessions({ from, to, clientId, limit });
  // A list cut at its limit says how many the span holds.
  if (sessions.length === limit) ctx.set(TOTAL_COUNT_HEADER, String(await countScheduledSessions(from, to, clientId)));
  const link = await linkView(ctx, actor);
  if (actor.role === 'client') return sessions.map((session) => presentSession(session, undefined, link));
  const profiles = await ClientProfile.find(
    { _id: { $in: [...new Set(sessions.map((session) => session.clientId))] } },
    { studentFirstName: 1, studentLastName: 1 },
  ).lean();
  const names = new Map(profiles.map((profile) => [profile._id, `${profile.studentFirstName} ${profile.studentLastName}`]));
  return sessions.map((session) => presentSession(session, names.get(session.clientId) ?? 'Former client', link));
}

/** DELETE /api/sessions/{id}: cancels a session (a student's own, up to 24 hours before it). */
export async function cancelSessionRoute(ctx: AppContext, { params }: RouteInput<undefined, Id, undefined>) {
  const { actor, session } = await loadSession(ctx, params.id, 'change');
  requireChangeable(actor, session);
  const cancelled = await cancelSession(session._id);
  if (!cancelled) throw conflict(SESSION_MESSAGES.notBooked);
  afterChange(ctx, cancelled, 'cancelled');
  ctx.status = 204;
}

/**
 * PUT /api/sessions/{id}: moves a session, a student to another open time, the coach to any future time;
 * the coach alone may also set (or, with '', clear) the session's own meeting link, with or without a move.
 */
export async function moveSessionRoute(
  ctx: AppContext,
  { body, params }: RouteInput<z.output<typeof sessionChangeSchema>, Id, undefined>,
) {
  const { actor, session } = await loadSession(ctx, params.id, 'change');
  if (body.meetingUrl !== undefined && actor.role !== 'coach') throw forbidden(MEETING_URL_MESSAGES.coachOnly);
  requireChangeable(actor, session);
  if (body.start === undefined) {
    // Only the link changes: no move to announce; its raised SEQUENCE updates the calendar feeds.
    const updated = await setSessionMeetingUrl(session._id, body.meetingUrl!);
    if (!updated) throw conflict(SESSION_MESSAGES.notBooked);
    return presentSession(updated, undefined, await linkView(ctx, actor));
  }
  if (actor.role === 'client') await requireOpenSlot(ctx, body.start, session._id);
  else if (body.start.getTime() <= Date.now()) throw badRequest(SESSION_MESSAGES.inThePast);
  const moved = await moveSession(session._id, body.start, body.meetingUrl);
  if (!moved) throw conflict(SESSION_MESSAGES.notBooked);
  afterChange(ctx, moved, 'moved', session.start);
  return presentSession(moved, undefined, await linkView(ctx, actor));
}

/** PUT /api/sessions/{id}/attendance: the coach records a session that has started as attended, no-show or late cancel. */
export async function recordAttendanceRoute(
  ctx: AppContext,
  { body, params }: RouteInput<z.output<typeof attendanceSchema>, Id, undefined>,
) {
  const { session } = await loadSession(ctx, params.id, 'recordAttendance');
  if (session.start.getTime() > Date.now()) throw badRequest(SESSION_MESSAGES.notYetHeld);
  const updated = await recordAttendance(session, body.status);
  if (!updated) throw conflict(SESSION_MESSAGES.notBooked);
  return presentSession(updated);
}
