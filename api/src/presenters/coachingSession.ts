import { effectiveMeetingUrl, type CoachingSession, type SessionStatus } from '../contract/index.js';
import { iso } from './dates.js';

/** A session as stored (hydrated or lean): what the presenter reads. */
export interface StoredSession {
  _id: string;
  clientId: string;
  start: Date;
  end: Date;
  status: string;
  meetingUrl?: string | null;
}

/** What a reply says of the meeting link: the practice's link, and whether the coach reads it. */
export interface SessionLinkView {
  practiceMeetingUrl: string;
  /** The coach's replies also carry the session's own link, to edit it. */
  forCoach: boolean;
}

/**
 * A session as the API returns it; the coach's lists add the student's name; with `link`, the link the
 * session is held on (and, for the coach, the session's own).
 */
export function presentSession(session: StoredSession, clientName?: string, link?: SessionLinkView): CoachingSession {
  return {
    id: session._id,
    start: iso(session.start),
    end: iso(session.end),
    clientId: session.clientId,
    status: session.status as SessionStatus,
    ...(clientName !== undefined ? { clientName } : {}),
    ...(link ? { meetingUrl: effectiveMeetingUrl(session, link.practiceMeetingUrl) } : {}),
    ...(link?.forCoach ? { ownMeetingUrl: session.meetingUrl ?? '' } : {}),
  };
}
