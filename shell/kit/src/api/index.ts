/** "@app/kit/api": the request helper, the shared query client and the current user, per SPEC section 7. */
export { apiRequest, throwIfResNotOk } from './api-request';
export { getQueryFn, queryClient, type UnauthorizedBehavior } from './query-client';
export {
  useCurrentUser,
  currentUserState,
  startSignedOutWithoutSession,
  CURRENT_USER_KEY,
  NO_SESSION_META,
  type CurrentUserState,
} from './current-user';
export { useSite, DEFAULT_SITE } from './site';
export { logout, onLogout, CURRENT_USER_CACHE, type LogoutCleanup } from './logout';
