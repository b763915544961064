import type { CurrentUser } from '@app/api/contract';
import { describe, expect, it } from 'vitest';
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
