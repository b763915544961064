/** "@app/kit/api": the request helper, the shared query client and the current user, per SPEC section 7. */
export { apiRequest, throwIfResNotOk } from './api-request';
export { getQueryFn, queryClient, type UnauthorizedBehavior } from './query-client';
export { useCurrentUser, currentUserState, CURRENT_USER_KEY, type CurrentUserState } from './current-user';
export { useSite, DEFAULT_SITE } from './site';
export { logout, CURRENT_USER_CACHE } from './logout';
