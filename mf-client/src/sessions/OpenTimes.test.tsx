import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Slot } from '@app/api/contract';
import { OpenTimes, useSlotChoice } from './OpenTimes';
import { sessionKeys } from './session-queries';

const at = (day: number, hour: number): Slot => {
  const start = new Date(2030, 0, day, hour);
  return { start: start.toISOString(), end: new Date(start.getTime() + 50 * 60_000).toISOString() };
};

/** OpenTimes as a form uses it: the picked start shown after the picker. */
function Picking({ empty }: { empty?: ReactNode }) {
  const choice = useSlotChoice();
  return (
    <OpenTimes choice={choice} empty={empty}>
      <p>Picked: {choice.start ?? 'nothing'}</p>
    </OpenTimes>
  );
}

function renderWith(slots: Slot[] | undefined, empty?: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  if (slots) client.setQueryData(sessionKeys.slots, slots);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(<Picking empty={empty} />, { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('the open times to pick from', () => {
  it('picks a day, then a time; picking another day clears the time', () => {
    // jsdom lays nothing out, so it has no scrollIntoView: record the calls instead.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const tenOnThe7th = at(7, 10);
    renderWith([tenOnThe7th, at(7, 11), at(8, 10)]);
    expect(screen.queryByRole('group', { name: '2. Pick a time' })).toBeNull();

    fireEvent.click(screen.getByLabelText('Mon, Jan 7'));
    // The picked day's times are brought into view (below weeks of days on a phone).
    expect(scrolled.mock.contexts).toEqual([screen.getByRole('group', { name: '2. Pick a time' })]);
    fireEvent.click(screen.getByLabelText('10:00 AM'));
    expect(screen.getByText(`Picked: ${tenOnThe7th.start}`)).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Tue, Jan 8'));
    expect(screen.getByText('Picked: nothing')).toBeTruthy();
  });

  it('shows what the form gives for no open times, instead of the picker', () => {
    renderWith([], 'No open times right now.');
    expect(screen.getByText('No open times right now.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '1. Pick a day' })).toBeNull();
  });

  it('says they are loading, then that they could not be loaded, with Try again', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ message: 'Down for maintenance' }, { status: 503 }));
    renderWith(undefined);
    expect(screen.getByText('Loading open times...')).toBeTruthy();
    expect(await screen.findByText('The open times could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
