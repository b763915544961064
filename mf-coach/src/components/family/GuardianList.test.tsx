import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Guardian } from '@app/api/contract';
import { GuardianList } from './GuardianList';

const guardian = (fields: Partial<Guardian>): Guardian => ({
  id: 'g1',
  name: 'Grace Lovelace',
  email: 'grace@example.com',
  relationship: 'mother',
  sections: ['sessions', 'plans'],
  paused: false,
  acceptedVersion: 1,
  acceptedAt: '2026-03-01T10:00:00Z',
  signedIn: true,
  invitationExpiresAt: null,
  createdAt: '2026-02-01T10:00:00Z',
  ...fields,
});

function renderList(guardians: Guardian[]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GuardianList clientId="c1" firstName="Ada" guardians={guardians} agreementVersion={1} />
    </QueryClientProvider>,
  );
  return (email: string) =>
    within(screen.getByRole('list', { name: 'Ada’s guardians' }).querySelector(`[data-guardian="${email}"]`)!);
}

describe('GuardianList', () => {
  it('names what the student shares, says when sharing paused at 18, and tells an unused invitation from a sign-in', () => {
    const item = renderList([
      guardian({}),
      guardian({ id: 'g2', email: 'carl@example.com', name: 'Carl Lovelace', paused: true }),
      guardian({ id: 'g3', email: 'dora@example.com', name: 'Dora Lovelace', signedIn: false, sections: [] }),
    ]);
    const shared = item('grace@example.com').getByRole('list', { name: 'What Ada shares with Grace Lovelace' });
    expect(
      within(shared)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Sessions', 'Plans']);
    expect(item('grace@example.com').getByText('Has signed in')).toBeTruthy();

    expect(item('carl@example.com').getByText('Nothing for now: Ada turned 18 and has not chosen again')).toBeTruthy();
    expect(item('carl@example.com').queryByRole('list')).toBeNull();

    expect(item('dora@example.com').getByText('Invitation link expired')).toBeTruthy();
    expect(item('dora@example.com').getByText('Nothing')).toBeTruthy();
  });
});
