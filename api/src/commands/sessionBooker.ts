import {
  SESSION_BUFFER_MINUTES,
  SESSION_GRID_MINUTES,
  SESSION_MESSAGES,
  SESSION_MINUTES,
  holdsTime,
  tooManyUpcomingSessions,
  type AttendanceStatus,
} from '../contract/index.js';
import { ConflictError } from '../domain/errors.js';
import { CoachingSession, type CoachingSessionRecord } from '../models/index.js';
import { isDuplicateKey } from '../models/duplicateKey.js';
import { createInPlace, placeTaken } from './boundedPlaces.js';
import { sessionEnd } from './slotFinder.js';

const GRID_MS = SESSION_GRID_MINUTES * 60_000;
const HELD_MARKS = (SESSION_MINUTES + SESSION_BUFFER_MINUTES) / SESSION_GRID_MINUTES;

/**
 * The 5-minute marks a session at `start` holds: the session and the buffer after it. Two sessions
 * closer than the buffer share a mark, and the unique index on the marks refuses the second.
 */
export function holdsOf(start: Date): Date[] {
  return Array.from({ length: HELD_MARKS }, (_, index) => new Date(start.getTime() + index * GRID_MS));
}

/** Turns the store's duplicate-key refusal into the 409 a user reads; any other error passes through. */
function takenSlot(error: unknown): never {
  if (isDuplicateKey(error)) throw new ConflictError(SESSION_MESSAGES.slotTaken);
  throw error;
}

/** Turns the store's duplicate-key refusal of a held session's marks into the 409 the coach reads. */
function timeHeld(error: unknown): never {
  if (isDuplicateKey(error)) throw new ConflictError(SESSION_MESSAGES.timeHeld);
  throw error;
}

/** The write recording `status`: the session's marks held (again), or dropped when it no longer keeps the time. */
function attendanceUpdate(status: AttendanceStatus, start: Date) {
  return holdsTime(status) ? { $set: { status, holds: holdsOf(start) } } : { $set: { status }, $unset: { holds: 1 } };
}

/**
 * A student's upcoming sessions, with the places they hold (those the coach booked count too, holding none).
 * Sessions that have started give their place back first.
 */
async function upcomingSessions(clientId: string, now: Date) {
  await CoachingSession.updateMany(
    { clientId, place: { $exists: true }, start: { $lte: now } },
    { $unset: { place: 1 } },
  );
  return CoachingSession.find({ clientId, status: 'booked', start: { $gt: now } }, { place: 1 }).lean();
}

/**
 * Books a session. The single insert either holds all its marks or fails as a whole, so of two
 * bookings of one time (from any processes) exactly one succeeds and the other gets 409. A student's
 * booking also takes one of their `maxUpcoming` places in the same insert (createInPlace), so parallel
 * bookings by one student cannot pass the bound either. The coach's bookings take no place and are not bounded.
 */
export async function bookSession(fields: {
  clientId: string;
  start: Date;
  bookedBy: 'client' | 'coach';
  /** The student's bound on upcoming sessions (for bookedBy 'client'). */
  maxUpcoming?: number;
  /** The session's own meeting link ('' or left out = the practice's). */
  meetingUrl?: string;
  now?: Date;
}): Promise<CoachingSessionRecord> {
  const now = fields.now ?? new Date();
  const max = fields.maxUpcoming ?? 1;
  const create = async (place?: number): Promise<CoachingSessionRecord> => {
    try {
      const created = await CoachingSession.create({
        clientId: fields.clientId,
        start: fields.start,
        end: sessionEnd(fields.start),
        holds: holdsOf(fields.start),
        bookedBy: fields.bookedBy,
        place,
        meetingUrl: fields.meetingUrl ?? '',
      });
      return created.toObject();
    } catch (error) {
      // A place taken meanwhile is createInPlace's to retry; a time taken is the user's 409.
      if (placeTaken(error)) throw error;
      return takenSlot(error);
    }
  };
  if (fields.bookedBy === 'coach') return create();
  return createInPlace(
    () => upcomingSessions(fields.clientId, now),
    max,
    (count) => tooManyUpcomingSessions(count, max),
    create,
  );
}

/**
 * Moves a booked session to a new start in one conditional write (its marks move with it, checked by
 * the unique index as for a booking) and raises its SEQUENCE; `meetingUrl`, when given, becomes its own
 * link in the same write. Null when it is no longer booked.
 */
export async function moveSession(
  sessionId: string,
  start: Date,
  meetingUrl?: string,
): Promise<CoachingSessionRecord | null> {
  const link = meetingUrl === undefined ? {} : { meetingUrl };
  try {
    return await CoachingSession.findOneAndUpdate(
      { _id: sessionId, status: 'booked' },
      { $set: { start, end: sessionEnd(start), holds: holdsOf(start), ...link }, $inc: { sequence: 1 } },
      { returnDocument: 'after' },
    ).lean<CoachingSessionRecord>();
  } catch (error) {
    return takenSlot(error);
  }
}

/**
 * Sets a booked session's own meeting link ('' = the practice's) and raises its SEQUENCE, so calendars
 * take the new location. Null when it is no longer booked.
 */
export async function setSessionMeetingUrl(sessionId: string, meetingUrl: string): Promise<CoachingSessionRecord | null> {
  return CoachingSession.findOneAndUpdate(
    { _id: sessionId, status: 'booked' },
    { $set: { meetingUrl }, $inc: { sequence: 1 } },
    { returnDocument: 'after' },
  ).lean<CoachingSessionRecord>();
}

/**
 * Cancels a booked session: its time, and the student's place it held, are free again at once, and its
 * SEQUENCE is raised. Null when not booked.
 */
export async function cancelSession(sessionId: string): Promise<CoachingSessionRecord | null> {
  return CoachingSession.findOneAndUpdate(
    { _id: sessionId, status: 'booked' },
    { $set: { status: 'cancelled' }, $unset: { holds: 1, place: 1 }, $inc: { sequence: 1 } },
    { returnDocument: 'after' },
  ).lean<CoachingSessionRecord>();
}

/**
 * Records how a session that has started went. An attended or missed one keeps its time held; one cancelled late
 * gives it back, and takes it again if the coach corrects it (a 409 when another session was recorded there
 * meanwhile). Null when it was cancelled, or moved since it was read.
 */
export async function recordAttendance(
  session: { _id: string; start: Date },
  status: AttendanceStatus,
): Promise<CoachingSessionRecord | null> {
  try {
    return await CoachingSession.findOneAndUpdate(
      { _id: session._id, start: session.start, status: { $ne: 'cancelled' } },
      attendanceUpdate(status, session.start),
      { returnDocument: 'after' },
    ).lean<CoachingSessionRecord>();
  } catch (error) {
    return timeHeld(error);
  }
}

/**
 * Records a session held outside the booking, already with its attendance. Like the coach's bookings it takes
 * none of the student's places; it holds its time as a booked session with that attendance would, so one recorded
 * over another that holds the time is refused (409).
 */
export async function recordPastSession(fields: {
  clientId: string;
  start: Date;
  attendance: AttendanceStatus;
  meetingUrl?: string;
}): Promise<CoachingSessionRecord> {
  try {
    const created = await CoachingSession.create({
      clientId: fields.clientId,
      start: fields.start,
      end: sessionEnd(fields.start),
      status: fields.attendance,
      ...(holdsTime(fields.attendance) ? { holds: holdsOf(fields.start) } : {}),
      bookedBy: 'coach',
      meetingUrl: fields.meetingUrl ?? '',
    });
    return created.toObject();
  } catch (error) {
    return timeHeld(error);
  }
}
