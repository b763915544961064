import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE, sessionWhen, type CoachingSession, type SessionStatus } from '@app/api/contract';
import { sessionKeys } from './session-queries';
import { YourSessions } from './YourSessions';

/** A session that started `minutesAgo` minutes ago (negative: starts later), still within its 50 minutes. */
function session(id: string, minutesAgo: number, status: SessionStatus): CoachingSession {
  const start = new Date(Math.floor((Date.now() - minutesAgo * 60_000) / 300_000) * 300_000);
  return {
    id,
    start: start.toISOString(),
    end: new Date(start.getTime() + 50 * 60_000).toISOString(),
    clientId: 'me',
    status,
    meetingUrl: '',
  };
}

function renderWith(sessions: CoachingSession[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: async () => sessions } },
  });
  client.setQueryData(sessionKeys.mine, sessions);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(<YourSessions />, { wrapper });
}

afterEach(() => vi.restoreAllMocks());

describe('Your sessions', () => {
  it('lists the sessions to come and under way, not one the coach marked cancelled late', () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(DEFAULT_SITE), { status: 200 }));
    const underWay = session('a', 10, 'attended');
    const cancelledLate = session('b', 20, 'late-cancel');
    const later = session('c', -120, 'booked');
    renderWith([cancelledLate, underWay, later]);
    expect(screen.getByText(sessionWhen(underWay.start))).toBeTruthy();
    expect(screen.getByText(sessionWhen(later.start))).toBeTruthy();
    expect(screen.queryByText(sessionWhen(cancelledLate.start))).toBeNull();
  });
});
