import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATEMENT_MESSAGES } from '@app/api/contract';
import { dismissToasts, openToasts } from '@app/kit/ui';
import { StatementSection } from './StatementSection';

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <StatementSection clientId="c1" />
    </QueryClientProvider>,
  );
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const openLink = () => screen.getByRole('link', { name: 'Open statement (opens in a new tab)' });
const sendButton = () => screen.getByRole('button', { name: 'E-mail to family' });

beforeEach(() => dismissToasts());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('StatementSection', () => {
  it('opens this month so far by default, and the period typed, in a new tab', () => {
    vi.useFakeTimers({ now: new Date(2025, 2, 17, 12), toFake: ['Date'] });
    renderSection();
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2025-03-01');
    expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe('2025-03-17');
    expect(openLink().getAttribute('href')).toBe('/api/coach/client/c1/statement?from=2025-03-01&to=2025-03-17');
    expect(openLink().getAttribute('target')).toBe('_blank');
    fill('From', '2025-02-01');
    fill('To', '2025-02-28');
    expect(openLink().getAttribute('href')).toBe('/api/coach/client/c1/statement?from=2025-02-01&to=2025-02-28');
  });

  it('shows a backwards period’s problem beside its field, and neither opens nor sends it', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderSection();
    fill('From', '2025-04-01');
    fill('To', '2025-03-01');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    openLink().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    fireEvent.click(sendButton());
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(STATEMENT_MESSAGES.order)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('e-mails the period and says who it went to; a refusal says why', async () => {
    const sentTo = [
      { name: 'Ada Lovelace', email: 'ada@example.com', role: 'student' },
      { name: 'Grace Lovelace', email: 'grace@example.com', role: 'guardian' },
    ];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, { sentTo }));
    renderSection();
    fill('From', '2025-03-01');
    fill('To', '2025-03-31');
    fireEvent.click(sendButton());
    await vi.waitFor(() => expect(openToasts().at(-1)?.title).toBe('Statement sent'));
    expect(openToasts().at(-1)?.description).toBe('E-mailed to Ada Lovelace (student) and Grace Lovelace.');
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/coach/client/c1/statement/send');
    expect(JSON.parse(String(init?.body))).toEqual({ from: '2025-03-01', to: '2025-03-31' });

    fetchSpy.mockResolvedValue(reply(409, { message: STATEMENT_MESSAGES.mailOff }));
    fireEvent.click(sendButton());
    await vi.waitFor(() => expect(openToasts().at(-1)?.title).toBe('Not sent'));
    expect(openToasts().at(-1)?.description).toBe(STATEMENT_MESSAGES.mailOff);
  });
});
