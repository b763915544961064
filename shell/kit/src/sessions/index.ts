/**
 * "@app/kit/sessions": coaching-session times as people read them, and moving or cancelling a session, used by the
 * coach and student remotes. Not shared: each remote that uses it bundles its own copy, so it holds no state and no
 * controls (the calendar subscription card is in "@app/kit/panels", which the shell provides).
 */
export { byDay, clockTime, dayKey, longDay, sessionWhen, shortDay } from './session-time';
export { cancelSession, moveSession, sessionPath } from './session-requests';
