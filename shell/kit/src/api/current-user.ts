import { useQuery } from '@app/kit/query';
import type { CurrentUser } from '@app/api/contract';
import { getQueryFn, queryClient } from './query-client';

/** Query key of the signed-in user (GET /api/auth/user). */
export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** The signed-in user as the screens need it. */
export interface CurrentUserState {
  /** True while the first check runs. */
  isLoading: boolean;
  isAuthenticated: boolean;
  user: CurrentUser | null;
  clientProfile: CurrentUser['clientProfile'];
  isCoach: boolean;
  isClient: boolean;
}

/** Derives the screen-facing state from the query's outcome; a failed call means signed out. */
export function currentUserState(data: CurrentUser | null | undefined, failed: boolean, isLoading: boolean): CurrentUserState {
  const user = failed ? null : (data ?? null);
  return {
    isLoading,
    isAuthenticated: user !== null,
    user,
    clientProfile: user?.clientProfile ?? null,
    isCoach: user ? user.isCoach || user.role === 'coach' : false,
    isClient: user ? user.isClient || user.role === 'client' : false,
  };
}

/** The current user: null on 401 or on any failure, never retried (SPEC section 7). */
export function useCurrentUser(): CurrentUserState {
  const query = useQuery<CurrentUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
    retry: false,
  });
  return currentUserState(query.data, query.isError, query.isLoading);
}

/**
 * The meta tag of a page the server rendered for a visitor holding no session cookie (the landing page at
 * '/'; the API sends it to no one else). Such a visitor is signed out, as far as that page is concerned.
 */
export const NO_SESSION_META = { name: 'app-session', content: 'none' } as const;

/**
 * When this page was rendered for a visitor holding no session, records that they are signed out, so the
 * first render needs no GET /api/auth/user round trip. A later log-in is a full-page navigation.
 */
export function startSignedOutWithoutSession(): void {
  const meta = document.querySelector(`meta[name="${NO_SESSION_META.name}"]`);
  if (meta?.getAttribute('content') !== NO_SESSION_META.content) return;
  if (queryClient.getQueryData(CURRENT_USER_KEY) === undefined) queryClient.setQueryData(CURRENT_USER_KEY, null);
}
