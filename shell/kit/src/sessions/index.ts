/**
 * "@app/kit/sessions": coaching-session times as people read them, the calendar subscription card, and moving
 * or cancelling a session, used by the coach and student remotes. Not shared: each remote that uses it bundles its
 * own copy, so it holds no state and imports only stateless kit pieces, by path (the card is given the page's
 * shared toast).
 */
export { CalendarSubscribe, webcalLink, type CalendarSubscribeProps } from './calendar-subscribe';
export { byDay, clockTime, dayKey, longDay, sessionWhen, shortDay } from './session-time';
export { cancelSession, moveSession, sessionPath } from './session-requests';
