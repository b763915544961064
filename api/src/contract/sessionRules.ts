/** The rules and messages of booking coaching sessions, apart from the schemas that check requests. */

/** A session (SESSION_MINUTES, defined with the price it is sold by) is followed by a 10-minute buffer before the next one can start. */
export const SESSION_BUFFER_MINUTES = 10;
/** Sessions start on this grid (minutes past the hour), so the store can tell overlapping bookings apart. */
export const SESSION_GRID_MINUTES = 5;
/** A student may cancel or move a session up to this many hours before it starts; the coach at any time. */
export const CHANGE_NOTICE_HOURS = 24;
/** The widest span GET /api/sessions/slots and GET /api/sessions answer for at once. */
export const MAX_LIST_DAYS = 92;

export const SESSION_STATUSES = ['booked', 'cancelled', 'attended', 'no-show'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** The messages a user can meet while booking, written once. */
export const SESSION_MESSAGES = {
  slotTaken: 'That time has just been booked. Please pick another time.',
  notASlot: 'start: That time is not open for booking. Please pick one of the listed times.',
  tooLateToChange: `Sessions can be cancelled or moved up to ${CHANGE_NOTICE_HOURS} hours before they start. Please contact your coach.`,
  notFound: 'Session not found',
  notYetHeld: 'status: A session can be marked attended or no-show once it has started',
  notBooked: 'This session was cancelled',
  clientNotFound: 'clientId: No such client',
  inThePast: 'start: Please pick a time in the future',
} as const;
