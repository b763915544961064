/**
 * "@app/kit/api": the request helpers, the current user and the business identity (small stores), logout and
 * cache invalidation. It never imports the query library, so the pages that need no query cache (the landing
 * page) never download it; the query client lives in "@app/kit/query".
 */
export { apiRequest, getJson, throwIfResNotOk, type UnauthorizedBehavior } from './api-request';
export { downloadFile } from './download';
export {
  useCurrentUser,
  setCurrentUser,
  refetchCurrentUser,
  startSignedOutWithoutSession,
  NO_SESSION_META,
  type CurrentUserState,
} from './current-user';
export { useSite, setSite, DEFAULT_SITE } from './site';
export { invalidateCached, onInvalidateCached, type CacheInvalidator, type StaleData } from './cache-invalidation';
export { logout, onLogout, type LogoutCleanup } from './logout';
export { getLinkedPage, type LinkedPage } from './linked-page';
export { ApiError, isApiError } from './api-error';
export { newIdempotencyKey } from './idempotency-key';
export { serverMessage, failureStatus } from './server-message';
