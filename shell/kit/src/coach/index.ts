/**
 * "@app/kit/coach": what the coach's frame shows, for the coach remote and for the inbox's pages when the coach
 * opens them. Plain data, so not shared: each of those remotes bundles its own copy and passes it to the shared
 * `AppFrame`.
 */
export { COACH_FRAME, COACH_MENU, COACH_NAV } from './coach-frame';
