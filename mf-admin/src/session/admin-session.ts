import { queryClient, useMutation, useQuery } from '@app/kit/query';
import { apiRequest, failureStatus, serverMessage } from '@app/kit/api';
import { toast } from '@app/kit/ui';
import { TOASTS } from '../messages';
import { API_PATHS } from '@app/api/contract';

/** Query key of the admin session check (GET /api/admin/check). */
export const ADMIN_CHECK_KEY = [API_PATHS.adminCheck] as const;

/** Query key of the consultation request list, loaded only once the admin is signed in. */
export const REQUESTS_KEY = [API_PATHS.consultationRequests] as const;

/** The admin session as the screens see it: unknown while the check runs, then in or out. */
export type AdminSession = 'checking' | 'authenticated' | 'unauthenticated';

/** Any failed check (401, 5xx, network) means "not logged in" (no error shown: the log-in card is the answer). */
async function checkAdmin({ signal }: { signal: AbortSignal }): Promise<boolean> {
  try {
    const res = await fetch(ADMIN_CHECK_KEY[0], { credentials: 'include', signal });
    return res.ok;
  } catch {
    return false;
  }
}

/** The admin session state, from one GET /api/admin/check (never retried). */
export function useAdminSession(): AdminSession {
  const query = useQuery({ queryKey: ADMIN_CHECK_KEY, queryFn: checkAdmin, retry: false });
  if (query.data === undefined) return 'checking';
  return query.data ? 'authenticated' : 'unauthenticated';
}

/** Marks the session signed out and forgets the requests it could see. */
export function markSignedOut(): void {
  queryClient.setQueryData(ADMIN_CHECK_KEY, false);
  queryClient.removeQueries({ queryKey: REQUESTS_KEY });
}

/** Replies that mean the password itself was refused (as opposed to a rate limit or a server fault). */
const REFUSED = new Set([400, 401, 403]);

/** Set by a sign-in on this page, taken by the inbox it opens: the password card and its focus are gone. */
let focusInboxAfterSignIn = false;

/** Whether the inbox opens after a sign-in on this page (then its heading takes the focus); true once. */
export function takeSignInFocus(): boolean {
  const take = focusInboxAfterSignIn;
  focusInboxAfterSignIn = false;
  return take;
}

/**
 * POST /api/admin/login. A refused password is 'Login Failed'; too many attempts is 'Error' with the server's
 * reason (to wait, since every attempt meanwhile keeps the limit reached); anything else, such as the network or
 * the server failing, is 'Error' / 'Something went wrong.'.
 */
export function useAdminLogin() {
  return useMutation({
    mutationFn: (password: string) => apiRequest('POST', API_PATHS.adminSignIn, { password }),
    onSuccess: () => {
      focusInboxAfterSignIn = true;
      queryClient.setQueryData(ADMIN_CHECK_KEY, true);
      toast(TOASTS.loggedIn);
    },
    onError: (error) => {
      const status = failureStatus(error);
      if (status !== null && REFUSED.has(status)) {
        toast(TOASTS.wrongPassword);
      } else if (status === 429) {
        toast({ ...TOASTS.loginError, description: serverMessage(error, TOASTS.loginError.description) });
      } else {
        toast(TOASTS.loginError);
      }
    },
  });
}

/** POST /api/admin/logout, with its toasts; the screen returns to the password card. */
export function useAdminLogout() {
  return useMutation({
    mutationFn: () => apiRequest('POST', API_PATHS.adminSignOut),
    onSuccess: () => {
      markSignedOut();
      toast(TOASTS.loggedOut);
    },
    onError: () => {
      toast(TOASTS.logoutFailed);
    },
  });
}

/** True when an API error is a 401: the admin session ended on the server. */
export function isUnauthorized(error: unknown): boolean {
  return failureStatus(error) === 401;
}
