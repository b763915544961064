import { ownsRecord, type Actor } from './actor.js';

/**
 * Who may do what with a session: its student sees, cancels and moves it (the 24-hour rule is the
 * route's); the coach does all of that for every session, and alone records attendance.
 */
export const coachingSessionPolicy = {
  read: (actor: Actor, session: { clientId: string }) => ownsRecord(actor, session) || actor.role === 'coach',
  change: (actor: Actor, session: { clientId: string }) => ownsRecord(actor, session) || actor.role === 'coach',
  recordAttendance: (actor: Actor) => actor.role === 'coach',
} as const;
