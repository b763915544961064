import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Brief } from '@app/api/contract';
import { dismissToasts, openToasts } from '@app/kit/ui';
import { BriefsPanel } from './BriefsPanel';

const SUGGESTED = 'Hello,\n\nHere is Iris’s week.';
const brief = (fields: Partial<Brief>): Brief => ({
  id: 'b1',
  text: 'A good week.',
  status: 'sent',
  createdAt: '2026-03-02T10:00:00Z',
  sentAt: '2026-03-02T10:05:00Z',
  sentTo: 2,
  ...fields,
});

function renderPanel(briefs: Brief[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BriefsPanel clientId="c1" firstName="Iris" briefs={briefs} suggestedText={SUGGESTED} />
    </QueryClientProvider>,
  );
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => dismissToasts());
afterEach(() => vi.restoreAllMocks());

describe('BriefsPanel', () => {
  it('starts the brief from the week and lists sent briefs with how many guardians got them', () => {
    renderPanel([brief({}), brief({ id: 'b2', status: 'draft', sentAt: null, sentTo: 0, text: 'Still writing.' })]);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Write this week’s brief').value).toBe(SUGGESTED);
    expect(screen.getByText(/Sent to 2 guardians/)).toBeTruthy();
    expect(screen.getByText('Still writing.')).toBeTruthy();
  });

  it('saves a draft with the text written', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(201, brief({ status: 'draft' })));
    renderPanel();
    fireEvent.change(screen.getByLabelText('Write this week’s brief'), { target: { value: 'Iris planned her week.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(openToasts().at(-1)?.title).toBe('Draft saved'));
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/coach/client/c1/briefs');
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toEqual({ text: 'Iris planned her week.' });
  });

  it('refuses an empty brief beside the field', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPanel();
    fireEvent.change(screen.getByLabelText('Write this week’s brief'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to family' }));
    expect(screen.getByText('The brief’s text is required')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks first, saying who gets it and that the student reads it, then saves and sends it', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(reply(201, brief({ id: 'b9', status: 'draft', sentAt: null, sentTo: 0 })))
      .mockResolvedValueOnce(reply(200, brief({ id: 'b9', sentTo: 1 })));
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Send to family' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain(
      'It goes by e-mail to every guardian who has accepted the agreement for families',
    );
    expect(dialog.textContent).toContain('Iris reads it exactly as sent');
    expect(fetchSpy).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to family', hidden: true }));
    await vi.waitFor(() => expect(openToasts().at(-1)?.title).toBe('Brief sent'));
    expect(openToasts().at(-1)?.description).toBe('Sent to 1 guardian by e-mail.');
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([
      '/api/coach/client/c1/briefs',
      '/api/coach/client/c1/briefs/b9/send',
    ]);
  });
});
