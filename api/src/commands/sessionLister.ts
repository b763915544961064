import { DAY_MS, SESSION_LIST_MAX } from '../contract/index.js';
import { CoachingSession, type CoachingSessionRecord } from '../models/index.js';

/**
 * The span a list of sessions covers: from when asked (30 days ago when not), to when asked, else every later
 * session: an upcoming session is on its student's list however far ahead it was booked.
 */
export function sessionListSpan(asked: { from?: Date; to?: Date }, now = new Date()): { from: Date; to?: Date } {
  return { from: asked.from ?? new Date(now.getTime() - 30 * DAY_MS), to: asked.to };
}

/** A condition on a session's start: in the span, from `from`, before `to` when there is one. */
export function startIn(span: { from: Date; to?: Date }) {
  return { $gte: span.from, ...(span.to ? { $lt: span.to } : {}) };
}

/** The sessions starting in the span, one student's when given: cancelled ones left out, start ascending, the first `limit`. */
export function findScheduledSessions(options: {
  from: Date;
  to?: Date;
  clientId?: string;
  limit?: number;
}): Promise<CoachingSessionRecord[]> {
  const filter: Record<string, unknown> = { status: { $ne: 'cancelled' }, start: startIn(options) };
  if (options.clientId !== undefined) filter.clientId = options.clientId;
  return CoachingSession.find(filter)
    .sort({ start: 1 })
    .limit(options.limit ?? SESSION_LIST_MAX)
    .lean<CoachingSessionRecord[]>();
}
