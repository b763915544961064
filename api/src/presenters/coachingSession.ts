import type { CoachingSession, SessionStatus } from '../contract/index.js';
import { iso } from './dates.js';

/** A session as stored (hydrated or lean): what the presenter reads. */
export interface StoredSession {
  _id: string;
  clientId: string;
  start: Date;
  end: Date;
  status: string;
}

/** A session as the API returns it; the coach's lists add the student's name. */
export function presentSession(session: StoredSession, clientName?: string): CoachingSession {
  return {
    id: session._id,
    start: iso(session.start),
    end: iso(session.end),
    clientId: session.clientId,
    status: session.status as SessionStatus,
    ...(clientName !== undefined ? { clientName } : {}),
  };
}
