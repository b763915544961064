import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@app/api/contract';
import { AUTH_PATHS } from '@app/api/contract/paths';
import { InboxFrame } from './InboxFrame';

const coach: CurrentUser = {
  id: 'u1',
  email: 'coach@example.com',
  firstName: 'Dana',
  lastName: 'Reed',
  profileImageUrl: null,
  role: 'coach',
  isCoach: true,
  isClient: false,
  clientProfile: null,
};

describe('InboxFrame', () => {
  it("shows the page once it knows whose frame holds it, so a coach's page starts only once", async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) =>
      String(input).endsWith(AUTH_PATHS.currentUser)
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    let starts = 0;
    function Page() {
      useState(() => (starts += 1));
      return <main>The inbox</main>;
    }
    render(
      <MemoryRouter>
        <InboxFrame>
          <Page />
        </InboxFrame>
      </MemoryRouter>,
    );
    expect(screen.queryByText('The inbox')).toBeNull();

    await act(async () => answer(Response.json(coach)));
    await screen.findByText('The inbox');
    expect(screen.getByRole('navigation', { name: 'Coach' })).toBeTruthy();
    expect(starts).toBe(1);
  });
});
