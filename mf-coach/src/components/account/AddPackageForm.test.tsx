import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@app/api/contract';
import { dismissToasts, openToasts } from '@app/kit/ui';
import { AddPackageForm } from './AddPackageForm';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AddPackageForm />
    </QueryClientProvider>,
  );
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add package' }));

beforeEach(() => dismissToasts());
afterEach(() => vi.restoreAllMocks());

describe('AddPackageForm', () => {
  it('shows each field’s error beside it and sends nothing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderForm();
    fill('Sessions', '101');
    fill('Payment link (optional)', 'http://pay.example.com/x');
    add();
    for (const label of ['Name', 'Sessions', 'Price in dollars', 'Payment link (optional)']) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid'), label).toBe('true');
    }
    expect(screen.getByText(ACCOUNT_MESSAGES.sessions)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.paymentUrl)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('adds the package with its price in dollars, says so and empties the form', async () => {
    const created = { id: 'k1', name: 'Four', sessions: 4, price: 340, paymentUrl: '', retired: false, createdAt: '' };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(201, created));
    renderForm();
    fill('Name', ' Four ');
    fill('Sessions', '4');
    fill('Price in dollars', '$340');
    add();
    await vi.waitFor(() => expect(openToasts().at(-1)?.title).toBe('Package added'));
    expect(openToasts().at(-1)?.description).toBe('Four can now be sold to students.');
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/coach/packages');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Four', sessions: 4, price: 340, paymentUrl: '' });
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
  });

  it('shows the server’s refusal under the form and keeps what was typed', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(409, { message: ACCOUNT_MESSAGES.packagesFull }));
    renderForm();
    fill('Name', 'One more');
    fill('Sessions', '2');
    fill('Price in dollars', '170');
    add();
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.packagesFull);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('One more');
  });
});
