import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CoachingSession } from '@app/api/contract';
import { CancelSessionDialog } from './cancel-session-dialog';

describe('CancelSessionDialog', () => {
  const SESSION = { id: 's1', start: '2030-03-04T15:00:00.000Z' } as CoachingSession;

  function Harness({ cancel }: { cancel: (session: CoachingSession) => Promise<void> }) {
    const [session, setSession] = useState<CoachingSession | null>(SESSION);
    return (
      <CancelSessionDialog
        session={session}
        onClose={() => setSession(null)}
        consequence={(chosen) => `The session ${chosen.id} will be cancelled.`}
        cancel={cancel}
      />
    );
  }

  it('keeps the session, or cancels it with both buttons waiting, then closes', async () => {
    let finish!: () => void;
    const cancel = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness cancel={cancel} />);
    expect(screen.getByText('Cancel this session?')).toBeTruthy();
    expect(screen.getByText('The session s1 will be cancelled.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    expect(cancel).toHaveBeenCalledWith(SESSION);
    await vi.waitFor(() =>
      expect((screen.getByRole('button', { name: 'Keep session' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect((screen.getByRole('button', { name: 'Cancel session' }) as HTMLButtonElement).disabled).toBe(true);
    finish();
    await vi.waitFor(() => expect(screen.queryByText('Cancel this session?')).toBeNull());
  });

  it('closes on Keep session without cancelling', () => {
    const cancel = vi.fn(() => Promise.resolve());
    render(<Harness cancel={cancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Keep session' }));
    expect(screen.queryByText('Cancel this session?')).toBeNull();
    expect(cancel).not.toHaveBeenCalled();
  });
});
