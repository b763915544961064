/** The rules and messages of booking coaching sessions, apart from the schemas that check requests. */
import { HOUR_MS, type Instant } from './dates.js';

/** A session (SESSION_MINUTES, defined with the price it is sold by) is followed by a 10-minute buffer before the next one can start. */
export const SESSION_BUFFER_MINUTES = 10;
/** Sessions start on this grid (minutes past the hour), so the store can tell overlapping bookings apart. */
export const SESSION_GRID_MINUTES = 5;
/** A student may cancel or move a session up to this many hours before it starts; the coach at any time. */
export const CHANGE_NOTICE_HOURS = 24;

/** Whether a student may still cancel or move a session starting at `start`: up to CHANGE_NOTICE_HOURS before it. */
export function studentMayChange(start: Instant, now: number = Date.now()): boolean {
  return new Date(start).getTime() - now >= CHANGE_NOTICE_HOURS * HOUR_MS;
}

/** The widest span GET /api/sessions/slots and GET /api/sessions answer for at once. */
export const MAX_LIST_DAYS = 92;
/**
 * How many upcoming sessions one student may hold at once, bookings by the coach included: the coach
 * sets it under Availability, within these bounds. The coach may book beyond it.
 */
export const UPCOMING_SESSIONS = { default: 3, min: 1, max: 10 } as const;
/** A student may book, move or cancel at most this many sessions an hour (the coach is not counted). */
export const SESSION_CHANGES_PER_HOUR = 10;

const sessions = (count: number) => `${count} upcoming session${count === 1 ? '' : 's'}`;

export const SESSION_STATUSES = ['booked', 'cancelled', 'attended', 'no-show', 'late-cancel'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** What the coach records of a session that has started: attended, missed, or cancelled too late to be free. */
export const ATTENDANCE_STATUSES = ['attended', 'no-show', 'late-cancel'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** How the coach's screens name each attendance. */
export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = {
  attended: 'Attended',
  'no-show': 'No-show',
  'late-cancel': 'Late cancel',
};

/**
 * Whether a session keeps the coach's time (with its buffer) from other sessions: a cancelled one does not, nor
 * one cancelled late, since another session may have been held in its place.
 */
export function holdsTime(status: SessionStatus): boolean {
  return status !== 'cancelled' && status !== 'late-cancel';
}

/** What can happen to a session, as its e-mails say it. */
export const SESSION_CHANGES = ['booked', 'moved', 'cancelled'] as const;

/** The messages a user can meet while booking, written once. */
export const SESSION_MESSAGES = {
  slotTaken: 'That time has just been booked. Please pick another time.',
  notASlot: 'start: That time is not open for booking. Please pick one of the listed times.',
  tooLateToChange: `Sessions can be cancelled or moved up to ${CHANGE_NOTICE_HOURS} hours before they start. Please contact your coach.`,
  notFound: 'Session not found',
  notYetHeld: 'status: A session can be marked attended, no-show or late cancel once it has started',
  attendanceAhead: 'attendance: Attendance can be recorded only for a session that has started. Leave it out to book a future session.',
  timeHeld: 'Another session is recorded at that time. Please check the date and start time.',
  notBooked: 'This session was cancelled',
  clientNotFound: 'clientId: No such client',
  inThePast: 'start: Please pick a time in the future',
  changesPerHour: `You can book, move or cancel at most ${SESSION_CHANGES_PER_HOUR} sessions an hour. Please try again later or contact your coach.`,
} as const;

/** Why a student cannot book another session: they hold `count` upcoming ones and the bound is `max`. */
export function tooManyUpcomingSessions(count: number, max: number): string {
  return count > max
    ? `You already have ${sessions(count)}; you can book at most ${max} at once. Please contact your coach to book more.`
    : `You already have ${sessions(count)}, the most you can book at once. Please contact your coach to book more.`;
}
