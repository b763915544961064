import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { AppConfig } from '../config.js';
import type { SiteInfo } from '../contract/index.js';

/** Who holds the sessions: the practice's profile as the coach last saved it. */
export type CalendarPractice = Pick<SiteInfo, 'businessName' | 'coachName' | 'coachEmail'>;

/** What a calendar event needs of a session. */
export interface CalendarSession {
  _id: string;
  start: Date;
  end: Date;
  sequence: number;
  updatedAt?: Date | null;
}

/** A session's event, as one calendar file or one entry of a feed. */
export interface SessionEvent {
  session: CalendarSession;
  /** The event's title: the coach's name for a student, the student's initials for the coach. */
  summary: string;
  /** The student's address, named as the attendee in invitations. */
  attendee?: { name: string; email: string };
}

/**
 * The event's UID: the session's id at the practice's host. It never changes for one session, so a
 * move or a cancellation updates the event already in the calendar instead of adding another.
 */
export function sessionUid(sessionId: string, config: Pick<AppConfig, 'publicUrl'>): string {
  return `${sessionId}@${new URL(config.publicUrl).hostname}`;
}

function calendar(practice: CalendarPractice, method: ICalCalendarMethod | null, name?: string) {
  return ical({
    prodId: { company: practice.businessName, product: 'Coaching sessions', language: 'EN' },
    ...(method ? { method } : {}),
    ...(name ? { name } : {}),
  });
}

function addEvent(
  cal: ReturnType<typeof ical>,
  config: AppConfig,
  practice: CalendarPractice,
  event: SessionEvent,
  cancelled: boolean,
) {
  const { session } = event;
  // No time zone: ical-generator then writes every time in UTC (…Z), which every calendar app reads alike.
  cal.createEvent({
    id: sessionUid(session._id, config),
    sequence: session.sequence,
    start: session.start,
    end: session.end,
    stamp: session.updatedAt ?? new Date(),
    summary: event.summary,
    description: `A ${Math.round((session.end.getTime() - session.start.getTime()) / 60_000)}-minute coaching session with ${practice.coachName}.`,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: practice.coachName, email: practice.coachEmail },
    attendees: event.attendee
      ? [
          {
            name: event.attendee.name,
            email: event.attendee.email,
            role: ICalAttendeeRole.REQ,
            status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
            rsvp: false,
          },
        ]
      : [],
    url: `${config.publicUrl}/`,
  });
}

/**
 * The `.ics` attached to a booking, move or cancellation e-mail: one event with METHOD:REQUEST (new or
 * changed) or METHOD:CANCEL, its stable UID and the session's current SEQUENCE.
 */
export function sessionInvitation(
  config: AppConfig,
  practice: CalendarPractice,
  event: SessionEvent,
  method: 'REQUEST' | 'CANCEL',
): string {
  const cal = calendar(practice, method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  addEvent(cal, config, practice, event, method === 'CANCEL');
  return cal.toString();
}

/** A subscription feed (GET /api/calendar/{token}.ics): the given sessions, published, none cancelled. */
export function sessionFeed(
  config: AppConfig,
  practice: CalendarPractice,
  name: string,
  events: readonly SessionEvent[],
): string {
  const cal = calendar(practice, ICalCalendarMethod.PUBLISH, name);
  for (const event of events) addEvent(cal, config, practice, { ...event, attendee: undefined }, false);
  return cal.toString();
}
