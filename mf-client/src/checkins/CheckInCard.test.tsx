import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, dayKey, type CheckInSummary as Summary, type CurrentUser } from '@app/api/contract';
import { setCurrentUser } from '@app/kit/api';
import { getQueryFn } from '@app/kit/query';
import { queryKeys } from '../data/queries';
import { CHECK_IN_TEXT } from '../messages';
import { CheckInCard } from './CheckInCard';
import { CheckInSummary } from './CheckInSummary';

const student: CurrentUser = {
  id: 'u-check-in',
  email: 'sam@example.test',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  role: 'client',
  isCoach: false,
  isClient: true,
  clientProfile: { id: 'p1', studentFirstName: 'Sam', studentLastName: 'Lee' },
};

const summary = (fields: Partial<Summary> = {}): Summary => ({
  daysWithCheckIn: 4,
  of: 7,
  paused: false,
  estimateRatio: 1.5,
  ...fields,
});

afterEach(() => vi.unstubAllGlobals());

describe('the feedback line on an estimate', () => {
  it('suggests the actual time when a task took longer than planned', () => {
    expect(CHECK_IN_TEXT.feedback(30, 45)).toBe('Planned 30, took 45: next time try 45.');
  });

  it('says a task finished early, or spot on', () => {
    expect(CHECK_IN_TEXT.feedback(45, 30)).toBe('Planned 45, took 30: you finished early.');
    expect(CHECK_IN_TEXT.feedback(30, 30)).toBe('Planned 30, took 30: spot on.');
    expect(CHECK_IN_TEXT.feedback(20, 0)).toBe('Planned 20, took 0: you finished early.');
  });
});

describe('the check-in summary', () => {
  it('counts days without streaks and says the estimate ratio in plain words', () => {
    expect(CHECK_IN_TEXT.consistency(4, 7)).toBe('Checked in 4 of the last 7 days');
    expect(CHECK_IN_TEXT.estimateRatio(1.5)).toBe('Tasks take you about 1.5× what you plan');
    expect(CHECK_IN_TEXT.estimateRatio(1.25)).toBe('Tasks take you about 1.3× what you plan');
    expect(CHECK_IN_TEXT.estimateRatio(2)).toBe('Tasks take you about 2× what you plan');
    expect(CHECK_IN_TEXT.estimateRatio(0.67)).toBe('Tasks take you about 0.7× what you plan');
    expect(CHECK_IN_TEXT.estimateRatio(1.04)).toBe('Tasks take you about as long as you plan');
    // A ratio near nothing never reads as "0×".
    expect(CHECK_IN_TEXT.estimateRatio(0.01)).toBe('Tasks take you about 0.1× what you plan');
  });

  it('shows the count and the ratio, and offers to pause', () => {
    const onPause = vi.fn();
    render(<CheckInSummary summary={summary()} busy={false} onPause={onPause} />);
    expect(screen.getByText('Checked in 4 of the last 7 days')).toBeTruthy();
    expect(screen.getByText('Tasks take you about 1.5× what you plan')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause check-ins (holiday or illness)' }));
    expect(onPause).toHaveBeenCalledWith(true);
  });

  it('leaves the ratio out until there is one', () => {
    render(<CheckInSummary summary={summary({ daysWithCheckIn: 0, estimateRatio: null })} busy={false} onPause={vi.fn()} />);
    expect(screen.getByText('Checked in 0 of the last 7 days')).toBeTruthy();
    expect(screen.queryByText(/Tasks take you/)).toBeNull();
  });

  it('while paused says so instead of the count, and offers to resume', () => {
    const onPause = vi.fn();
    const { container } = render(<CheckInSummary summary={summary({ paused: true, daysWithCheckIn: 1 })} busy={false} onPause={onPause} />);
    expect(screen.getByText(CHECK_IN_TEXT.paused)).toBeTruthy();
    expect(container.textContent).not.toContain('Checked in');
    fireEvent.click(screen.getByRole('button', { name: 'Resume check-ins' }));
    expect(onPause).toHaveBeenCalledWith(false);
  });
});

describe('CheckInCard', () => {
  function renderCard() {
    setCurrentUser(student);
    // Reads go through the app's own loader to the stubbed fetch below.
    const queryFn = getQueryFn({ on401: 'throw' });
    const client = new QueryClient({ defaultOptions: { queries: { queryFn, staleTime: Infinity, retry: false } } });
    client.setQueryData(queryKeys.checkInSummary, summary({ daysWithCheckIn: 3 }));
    client.setQueryData(queryKeys.plans, []);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return render(<CheckInCard />, { wrapper });
  }

  it('points at every missing answer, then saves and answers with one line on the estimate', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url === API_PATHS.checkIns && init.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return Response.json({ id: 'c1' }, { status: 201 });
      }
      return Response.json(summary({ daysWithCheckIn: 4 }));
    });
    renderCard();
    const form = screen.getByRole('form', { name: 'Check-in' });
    expect(screen.getByLabelText('Planned minutes').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Actual minutes').getAttribute('inputmode')).toBe('numeric');
    // The optional details start folded away.
    expect(screen.getByLabelText('Date').closest('[hidden]')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Save Check-in/ }));
    expect(within(form).getByText('Say what you worked on')).toBeTruthy();
    expect(within(form).getByText('Planned minutes: a whole number from 1 to 600')).toBeTruthy();
    expect(within(form).getByText('Actual minutes: a whole number from 0 to 900')).toBeTruthy();
    expect(within(form).getByText('Choose Yes or No')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('What did you work on?'), { target: { value: 'Chemistry worksheet' } });
    fireEvent.change(screen.getByLabelText('Planned minutes'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Actual minutes'), { target: { value: '45' } });
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.click(screen.getByRole('button', { name: /Save Check-in/ }));

    await screen.findByText('Planned 30, took 45: next time try 45.');
    // Dated the student's own today, sent now or later alike.
    expect(sent).toEqual([
      {
        task: 'Chemistry worksheet',
        plannedMinutes: 30,
        actualMinutes: 45,
        startedOnTime: true,
        barrier: null,
        planId: null,
        date: dayKey(new Date()),
      },
    ]);
    // The form is ready for the next one.
    await waitFor(() => expect((screen.getByLabelText('What did you work on?') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Yes') as HTMLInputElement).checked).toBe(false);
  });
});
