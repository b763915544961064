import { DAY_MS, SESSION_LIST_MAX } from '../contract/index.js';
import { CoachingSession, type CoachingSessionRecord } from '../models/index.js';

/** The span a list of sessions covers: as asked, else from 30 days ago to 62 days ahead. */
export function sessionListSpan(asked: { from?: Date; to?: Date }, now = new Date()): { from: Date; to: Date } {
  const from = asked.from ?? new Date(now.getTime() - 30 * DAY_MS);
  const to = asked.to ?? new Date(from.getTime() + 92 * DAY_MS);
  return { from, to };
}

/** The sessions starting in the span, one student's when given: cancelled ones left out, start ascending, the first `limit`. */
export function findScheduledSessions(options: {
  from: Date;
  to: Date;
  clientId?: string;
  limit?: number;
}): Promise<CoachingSessionRecord[]> {
  const filter: Record<string, unknown> = { status: { $ne: 'cancelled' }, start: { $gte: options.from, $lt: options.to } };
  if (options.clientId !== undefined) filter.clientId = options.clientId;
  return CoachingSession.find(filter)
    .sort({ start: 1 })
    .limit(options.limit ?? SESSION_LIST_MAX)
    .lean<CoachingSessionRecord[]>();
}
