import type { CurrentUser } from '@app/api/contract';
import { API_PATHS } from '@app/api/contract/paths';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveTestApi } from '../../test-api';
import { currentUserState } from './current-user';

const client: CurrentUser = {
  id: 'u1',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Lee',
  profileImageUrl: null,
  role: 'client',
  isCoach: false,
  isClient: true,
  clientProfile: { id: 'p1', studentFirstName: 'Sam', studentLastName: 'Lee' },
};

/** What the test API answers to GET /api/auth/user: a status and a body. */
let reply: [number, unknown] = [200, client];
const api = serveTestApi(
  (req, res) => {
    if (req.url !== API_PATHS.currentUser) return res.writeHead(404).end();
    res.writeHead(reply[0], { 'content-type': 'application/json' }).end(JSON.stringify(reply[1]));
  },
  { relativeFetches: true },
);

/** A fresh copy of the module: the store starts unknown, as on a new page. */
let currentUser: typeof import('./current-user');
beforeEach(async () => {
  vi.resetModules();
  currentUser = await import('./current-user');
  reply = [200, client];
});
afterEach(() => {
  document.head.innerHTML = '';
});

const userRequests = () => api.seen.filter((request) => request.url === API_PATHS.currentUser).length;

describe('currentUserState', () => {
  it('is signed out while the first check runs', () => {
    expect(currentUserState(null, true)).toMatchObject({ isLoading: true, isAuthenticated: false, user: null });
  });

  it('exposes the role flags and the client profile', () => {
    expect(currentUserState(client, false)).toMatchObject({
      isAuthenticated: true,
      isClient: true,
      isCoach: false,
      clientProfile: { id: 'p1' },
    });
    const coach = { ...client, role: 'coach' as const, isCoach: true, isClient: false, clientProfile: null };
    expect(currentUserState(coach, false)).toMatchObject({ isCoach: true, isClient: false, isGuardian: false });
    const guardian = { ...client, role: 'guardian' as const, isClient: false, clientProfile: null };
    expect(currentUserState(guardian, false)).toMatchObject({ isGuardian: true, isCoach: false, isClient: false });
  });
});

describe('useCurrentUser', () => {
  it('GETs /api/auth/user once, with a loading flag meanwhile, and keeps the user', async () => {
    const first = renderHook(() => currentUser.useCurrentUser());
    expect(first.result.current).toMatchObject({ isLoading: true, isAuthenticated: false });
    await waitFor(() => expect(first.result.current.isLoading).toBe(false));
    expect(first.result.current).toMatchObject({ isAuthenticated: true, isClient: true, user: client });
    const second = renderHook(() => currentUser.useCurrentUser());
    expect(second.result.current).toMatchObject({ isLoading: false, user: client });
    expect(userRequests()).toBe(1);
  });

  it('treats a 401 as signed out', async () => {
    reply = [401, { message: 'Not signed in' }];
    const { result } = renderHook(() => currentUser.useCurrentUser());
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ isAuthenticated: false, isCoach: false, isClient: false, user: null });
  });

  it('treats a failed call as signed out and never retries it', async () => {
    reply = [500, { message: 'Internal Server Error' }];
    const first = renderHook(() => currentUser.useCurrentUser());
    await waitFor(() => expect(first.result.current.isLoading).toBe(false));
    expect(first.result.current).toMatchObject({ isAuthenticated: false, user: null });
    reply = [200, client];
    first.unmount();
    const second = renderHook(() => currentUser.useCurrentUser());
    expect(second.result.current).toMatchObject({ isLoading: false, isAuthenticated: false });
    expect(userRequests()).toBe(1);
  });

  it('asks again on refetchCurrentUser(), showing the new user without a loading state', async () => {
    reply = [200, { ...client, clientProfile: null }];
    const { result } = renderHook(() => currentUser.useCurrentUser());
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.clientProfile).toBeNull();
    reply = [200, client];
    const refetch = currentUser.refetchCurrentUser();
    expect(result.current.isLoading).toBe(false);
    await act(() => refetch);
    expect(result.current.clientProfile).toEqual(client.clientProfile);
    expect(userRequests()).toBe(2);
  });
});

describe('startSignedOutWithoutSession', () => {
  const markNoSession = () => {
    const meta = document.createElement('meta');
    meta.name = currentUser.NO_SESSION_META.name;
    meta.content = currentUser.NO_SESSION_META.content;
    document.head.append(meta);
  };

  it('records a signed-out visitor when the server rendered the page for one, without asking', () => {
    markNoSession();
    currentUser.startSignedOutWithoutSession();
    const { result } = renderHook(() => currentUser.useCurrentUser());
    expect(result.current).toMatchObject({ isLoading: false, isAuthenticated: false, user: null });
    expect(userRequests()).toBe(0);
  });

  it('leaves the user to GET /api/auth/user on any other page', async () => {
    currentUser.startSignedOutWithoutSession();
    const { result } = renderHook(() => currentUser.useCurrentUser());
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.user).toEqual(client));
  });

  it('never overwrites a user already known', () => {
    currentUser.setCurrentUser(client);
    markNoSession();
    currentUser.startSignedOutWithoutSession();
    expect(currentUser.currentUser()).toEqual(client);
  });
});
