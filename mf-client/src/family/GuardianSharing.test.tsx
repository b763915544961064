import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, SHARING_SECTION_TEXT } from '@app/api/contract';
import { QueryClientProvider, queryClient } from '@app/kit/query';
import { GuardianSharing } from './GuardianSharing';

const guardian = { id: 'g1', name: 'Alex Rivera', relationship: 'mother' as const, sections: ['sessions' as const], paused: false };
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('GuardianSharing', () => {
  it('names each section with what it shows, ticks what is shared, and saves exactly the ticked sections', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (url === API_PATHS.sharingGuardian('g1') && init.method === 'PUT') sent.push(JSON.parse(String(init.body)));
      return Response.json({});
    });
    render(<GuardianSharing guardian={guardian} />, { wrapper });
    const sessions = screen.getByRole('checkbox', { name: 'Sessions' }) as HTMLInputElement;
    const goals = screen.getByRole('checkbox', { name: 'Goals' }) as HTMLInputElement;
    expect(sessions.checked).toBe(true);
    expect(goals.checked).toBe(false);
    expect(document.getElementById(goals.getAttribute('aria-describedby')!)?.textContent).toBe(SHARING_SECTION_TEXT.goals.shows);
    expect(screen.getByText('Mother')).toBeTruthy();

    const save = screen.getByRole('button', { name: 'Save what Alex Rivera sees' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(goals);
    expect(screen.getByText(/Not saved yet/)).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(sent).toEqual([{ sections: ['sessions', 'goals'] }]));
  });
});

describe('GuardianSharing, paused when the student turned 18', () => {
  it('says the guardian sees nothing, and saves the same choice again to resume', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (url === API_PATHS.sharingGuardian('g1') && init.method === 'PUT') sent.push(JSON.parse(String(init.body)));
      return Response.json({});
    });
    render(<GuardianSharing guardian={{ ...guardian, paused: true }} />, { wrapper });
    expect(screen.getByText('Paused: Alex Rivera sees nothing until you save again.')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save what Alex Rivera sees' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(sent).toEqual([{ sections: ['sessions'] }]));
  });
});
