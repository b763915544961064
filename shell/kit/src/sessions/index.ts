/**
 * "@app/kit/sessions": moving or cancelling a coaching session, used by the coach and student remotes (how session
 * times read is in the contract's dates). Not shared: each remote that uses it bundles its own copy, so it holds no
 * state and no controls (the calendar subscription card is in "@app/kit/panels", which the shell provides).
 */
export { cancelSession, moveSession } from './session-requests';
