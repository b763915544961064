import {
  SESSION_BUFFER_MINUTES,
  SESSION_GRID_MINUTES,
  SESSION_MESSAGES,
  SESSION_MINUTES,
} from '../contract/index.js';
import { conflict } from '../http/errors.js';
import { CoachingSession, type CoachingSessionRecord } from '../models/index.js';
import { isDuplicateKey } from './duplicateKey.js';
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
  if (isDuplicateKey(error)) throw conflict(SESSION_MESSAGES.slotTaken);
  throw error;
}

/**
 * Books a session. The single insert either holds all its marks or fails as a whole, so of two
 * bookings of one time (from any processes) exactly one succeeds and the other gets 409.
 */
export async function bookSession(fields: {
  clientId: string;
  start: Date;
  bookedBy: 'client' | 'coach';
}): Promise<CoachingSessionRecord> {
  try {
    const created = await CoachingSession.create({
      clientId: fields.clientId,
      start: fields.start,
      end: sessionEnd(fields.start),
      holds: holdsOf(fields.start),
      bookedBy: fields.bookedBy,
    });
    return created.toObject();
  } catch (error) {
    return takenSlot(error);
  }
}

/**
 * Moves a booked session to a new start in one conditional write (its marks move with it, checked by
 * the unique index as for a booking) and raises its SEQUENCE. Null when it is no longer booked.
 */
export async function moveSession(sessionId: string, start: Date): Promise<CoachingSessionRecord | null> {
  try {
    return await CoachingSession.findOneAndUpdate(
      { _id: sessionId, status: 'booked' },
      { $set: { start, end: sessionEnd(start), holds: holdsOf(start) }, $inc: { sequence: 1 } },
      { returnDocument: 'after' },
    ).lean<CoachingSessionRecord>();
  } catch (error) {
    return takenSlot(error);
  }
}

/** Cancels a booked session: its time is free again at once, and its SEQUENCE is raised. Null when not booked. */
export async function cancelSession(sessionId: string): Promise<CoachingSessionRecord | null> {
  return CoachingSession.findOneAndUpdate(
    { _id: sessionId, status: 'booked' },
    { $set: { status: 'cancelled' }, $unset: { holds: 1 }, $inc: { sequence: 1 } },
    { returnDocument: 'after' },
  ).lean<CoachingSessionRecord>();
}

/** Records whether a session that has started was attended; the time stays held either way. */
export async function recordAttendance(
  sessionId: string,
  status: 'attended' | 'no-show',
): Promise<CoachingSessionRecord | null> {
  return CoachingSession.findOneAndUpdate(
    { _id: sessionId, status: { $ne: 'cancelled' } },
    { $set: { status } },
    { returnDocument: 'after' },
  ).lean<CoachingSessionRecord>();
}
