import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayKey, type CoachingSession } from '@app/api/contract';
import { dismissToasts, openToasts } from '@app/kit/ui';
import { AttendanceButtons } from './AttendanceButtons';
import { MoveSessionDialog } from './MoveSessionDialog';
import { RecordPastSessionDialog } from './RecordPastSessionDialog';

function renderWithQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sentBody = (spy: ReturnType<typeof vi.spyOn>) => JSON.parse(String((spy.mock.calls[0]![1] as RequestInit).body));

/** A local day and time `hours` from now, on the hour, as the inputs hold them. */
function localTime(hours: number): { date: string; time: string; iso: string } {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setMinutes(0, 0, 0);
  return { date: dayKey(at), time: `${String(at.getHours()).padStart(2, '0')}:00`, iso: at.toISOString() };
}

const session: CoachingSession = {
  id: 's1',
  start: new Date(Math.ceil((Date.now() + 48 * 3_600_000) / 3_600_000) * 3_600_000).toISOString(),
  end: '',
  clientId: 'c1',
  status: 'booked',
  clientName: 'Maya Chen',
  meetingUrl: 'https://zoom.us/j/1',
  ownMeetingUrl: 'https://zoom.us/j/1',
};

beforeEach(() => dismissToasts());
afterEach(() => vi.restoreAllMocks());

describe('RecordPastSessionDialog', () => {
  it('refuses a time that has not come yet before sending anything', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithQueries(<RecordPastSessionDialog clientId="c1" name="Maya Chen" onClose={() => {}} />);
    const ahead = localTime(3);
    fill('Date', ahead.date);
    fill('Start time', ahead.time);
    fireEvent.click(screen.getByRole('button', { name: 'Record session' }));
    expect(openToasts().at(-1)?.title).toBe('Not recorded');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('records a past time with the chosen attendance, says so and closes', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(201, { ...session, status: 'late-cancel' }));
    const onClose = vi.fn();
    renderWithQueries(<RecordPastSessionDialog clientId="c1" name="Maya Chen" onClose={onClose} />);
    const past = localTime(-26);
    fill('Date', past.date);
    fill('Start time', past.time);
    fill('Attendance', 'late-cancel');
    fireEvent.click(screen.getByRole('button', { name: 'Record session' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/coach/sessions');
    expect(sentBody(fetchSpy)).toEqual({ clientId: 'c1', start: past.iso, attendance: 'late-cancel' });
    expect(openToasts().at(-1)).toMatchObject({ title: 'Session recorded' });
    expect(openToasts().at(-1)?.description).toContain('late cancel');
  });
});

describe('MoveSessionDialog', () => {
  it('sends a new meeting link alone when the time stays, so nothing is moved', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, session));
    const onClose = vi.fn();
    renderWithQueries(<MoveSessionDialog session={session} name="Maya Chen" onClose={onClose} />);
    const link = screen.getByLabelText<HTMLInputElement>('Meeting link for this session (optional)');
    expect(link.value).toBe('https://zoom.us/j/1');
    fill('Meeting link for this session (optional)', 'http://zoom.us/j/2');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Meeting link must start with https://')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();

    fill('Meeting link for this session (optional)', ' https://zoom.us/j/2 ');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/sessions/s1');
    expect(sentBody(fetchSpy)).toEqual({ meetingUrl: 'https://zoom.us/j/2' });
    expect(openToasts().at(-1)?.title).toBe('Meeting link saved');
  });

  it('sends the new start alone when only the time changes', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, session));
    const onClose = vi.fn();
    renderWithQueries(<MoveSessionDialog session={session} name="Maya Chen" onClose={onClose} />);
    const later = localTime(72);
    fill('Date', later.date);
    fill('Start time', later.time);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetchSpy)).toEqual({ start: later.iso });
    expect(openToasts().at(-1)?.title).toBe('Session moved');
  });
});

describe('AttendanceButtons', () => {
  it('offers each attendance but the recorded one, Late cancel among them, once the session has started', async () => {
    const held = { ...session, start: new Date(Date.now() - 3_600_000).toISOString(), status: 'attended' as const };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, { ...held, status: 'late-cancel' }));
    renderWithQueries(<AttendanceButtons session={held} label="the session" now={Date.now()} />);
    expect(screen.getByText('Attended')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark the session attended' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark the session no-show' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark the session late cancel' }));
    await vi.waitFor(() => expect(openToasts().at(-1)?.title).toBe('Attendance recorded'));
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/sessions/s1/attendance');
    expect(sentBody(fetchSpy)).toEqual({ status: 'late-cancel' });
  });
});
