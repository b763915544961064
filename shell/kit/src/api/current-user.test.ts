import type { CurrentUser } from '@app/api/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRENT_USER_KEY, currentUserState, NO_SESSION_META, startSignedOutWithoutSession } from './current-user';
import { queryClient } from './query-client';

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

describe('currentUserState', () => {
  it('is loading and signed out while the first check runs', () => {
    expect(currentUserState(undefined, false, true)).toMatchObject({ isLoading: true, isAuthenticated: false, user: null });
  });

  it('treats a 401 (null) as signed out', () => {
    expect(currentUserState(null, false, false)).toMatchObject({ isAuthenticated: false, isCoach: false, isClient: false });
  });

  it('treats a failed call as signed out', () => {
    expect(currentUserState(client, true, false)).toMatchObject({ isAuthenticated: false, user: null });
  });

  it('exposes the role flags and the client profile', () => {
    expect(currentUserState(client, false, false)).toMatchObject({
      isAuthenticated: true,
      isClient: true,
      isCoach: false,
      clientProfile: { id: 'p1' },
    });
    const coach = { ...client, role: 'coach' as const, isCoach: true, isClient: false, clientProfile: null };
    expect(currentUserState(coach, false, false)).toMatchObject({ isCoach: true, isClient: false });
  });
});

describe('startSignedOutWithoutSession', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    queryClient.clear();
  });

  const markNoSession = () => {
    const meta = document.createElement('meta');
    meta.name = NO_SESSION_META.name;
    meta.content = NO_SESSION_META.content;
    document.head.append(meta);
  };

  it('records a signed-out visitor when the server rendered the page for one', () => {
    markNoSession();
    startSignedOutWithoutSession();
    expect(queryClient.getQueryState(CURRENT_USER_KEY)?.status).toBe('success');
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
  });

  it('leaves the user to GET /api/auth/user on any other page', () => {
    startSignedOutWithoutSession();
    expect(queryClient.getQueryState(CURRENT_USER_KEY)).toBeUndefined();
  });

  it('never overwrites a user already known', () => {
    queryClient.setQueryData(CURRENT_USER_KEY, client);
    markNoSession();
    startSignedOutWithoutSession();
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(client);
  });
});
