import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** The list under its heading, as the Family tab shows it (none left: the heading alone). */
function Guardians({ guardians }: { guardians: Guardian[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h3 ref={heading} tabIndex={-1}>
        Guardians
      </h3>
      {guardians.length > 0 && (
        <GuardianList clientId="c1" firstName="Ada" guardians={guardians} agreementVersion={1} heading={heading} />
      )}
    </>
  );
}

const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
const withQueries = (guardians: Guardian[]) => (
  <QueryClientProvider client={client}>
    <Guardians guardians={guardians} />
  </QueryClientProvider>
);

function renderList(guardians: Guardian[]) {
  const view = render(withQueries(guardians));
  const item = (email: string) =>
    within(screen.getByRole('list', { name: 'Ada’s guardians' }).querySelector(`[data-guardian="${email}"]`)!);
  return Object.assign(item, { rerender: (next: Guardian[]) => view.rerender(withQueries(next)) });
}

afterEach(() => vi.restoreAllMocks());

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

  it('keeps the keyboard in place when a guardian is removed: at the next one, then at the heading', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(null, { status: 204 }));
    const grace = guardian({});
    const carl = guardian({ id: 'g2', email: 'carl@example.com', name: 'Carl Lovelace' });
    const item = renderList([grace, carl]);
    const remove = async (name: string, left: Guardian[]) => {
      fireEvent.click(screen.getByRole('button', { name: `Remove ${name}` }));
      fireEvent.click(await screen.findByRole('button', { name: 'Remove guardian' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      item.rerender(left);
    };
    await remove('Grace Lovelace', [carl]);
    await waitFor(() => expect(document.activeElement?.getAttribute('data-guardian')).toBe('carl@example.com'));
    await remove('Carl Lovelace', []);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Guardians' })));
  });
});
