import { useEffect, useMemo } from 'react';
import { createStore } from 'zustand/vanilla';
import type { CurrentUser } from '@app/api/contract';
import { AUTH_PATHS } from '@app/api/contract/paths';
import { isClientUser, isCoachUser, isGuardianUser } from '@app/api/contract/roles';
import { getJson } from './api-request';
import { useStoreState } from './store';

/** The signed-in user as the screens need it. */
export interface CurrentUserState {
  /** True while the first check runs. */
  isLoading: boolean;
  isAuthenticated: boolean;
  user: CurrentUser | null;
  clientProfile: CurrentUser['clientProfile'];
  isCoach: boolean;
  isClient: boolean;
  isGuardian: boolean;
}

/** Derives the screen-facing state from the user (null: signed out) and whether the first check still runs. */
export function currentUserState(user: CurrentUser | null, isLoading: boolean): CurrentUserState {
  return {
    isLoading,
    isAuthenticated: user !== null,
    user,
    clientProfile: user?.clientProfile ?? null,
    isCoach: user ? isCoachUser(user) : false,
    isClient: user ? isClientUser(user) : false,
    isGuardian: user ? isGuardianUser(user) : false,
  };
}

interface CurrentUserCheck {
  /** False until the first check has ended (or the user was recorded without one). */
  known: boolean;
  user: CurrentUser | null;
}

const store = createStore<CurrentUserCheck>()(() => ({ known: false, user: null }));

/** Counts checks and recordings, so that only the latest one decides (an older reply arriving late is ignored). */
let latest = 0;
let firstCheck: Promise<void> | null = null;

/** GETs the user once; a 401 or any failure means signed out, and nothing is retried. */
async function check(): Promise<void> {
  const mine = ++latest;
  let user: CurrentUser | null;
  try {
    user = await getJson<CurrentUser>(AUTH_PATHS.currentUser, { on401: 'returnNull' });
  } catch {
    user = null;
  }
  if (mine === latest) store.setState({ known: true, user });
}

/** The user this page knows of: null when signed out or not yet known. */
export function currentUser(): CurrentUser | null {
  return store.getState().user;
}

/** Records the user without asking the server (for a page that already knows, and for tests). */
export function setCurrentUser(user: CurrentUser | null): void {
  latest++;
  firstCheck ??= Promise.resolve();
  store.setState({ known: true, user });
}

/** Asks the server again (after a change such as a new profile); resolves once the store holds the answer. */
export function refetchCurrentUser(): Promise<void> {
  const refetch = check();
  firstCheck ??= refetch;
  return refetch;
}

/**
 * The current user: GET /api/auth/user once, when a screen first needs it, then kept; null on 401 or on any
 * failure, never retried (whoever cannot be confirmed is treated as signed out), with a loading flag while
 * that first check runs.
 */
export function useCurrentUser(): CurrentUserState {
  const { known, user } = useStoreState(store);
  useEffect(() => {
    firstCheck ??= check();
  }, []);
  return useMemo(() => currentUserState(user, !known), [user, known]);
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
  if (!store.getState().known) setCurrentUser(null);
}
