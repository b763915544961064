import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUARDIAN_ALREADY_LINKED } from '@app/api/contract';
import { dismissToasts, openToasts } from '@app/kit/ui';
import { AddGuardianForm } from './AddGuardianForm';

function renderForm(parentName = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AddGuardianForm clientId="c1" parentName={parentName} />
    </QueryClientProvider>,
  );
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => dismissToasts());
afterEach(() => vi.restoreAllMocks());

describe('AddGuardianForm', () => {
  it('starts with the parent named on the profile', () => {
    renderForm('Petra Novak');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Petra Novak');
    expect(screen.getByText('The parent named on the student’s profile')).toBeTruthy();
  });

  it('shows each field’s error beside it and sends nothing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderForm();
    fill('Name', 'Petra Novak');
    fill('E-mail', 'petra.example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Add guardian' }));
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Relationship').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Relationship must be mother, father, guardian or other')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('adds the guardian, says so and empties the form', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(201, { id: 'g1' }));
    renderForm();
    fill('Name', ' Petra Novak ');
    fill('E-mail', 'petra@example.com');
    fill('Relationship', 'mother');
    fireEvent.click(screen.getByRole('button', { name: 'Add guardian' }));
    await vi.waitFor(() => expect(openToasts().at(-1)?.title).toBe('Guardian added'));
    expect(openToasts().at(-1)?.description).toBe('Petra Novak was e-mailed an invitation at petra@example.com.');
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/coach/client/c1/guardians');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Petra Novak',
      email: 'petra@example.com',
      relationship: 'mother',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
  });

  it('shows the server’s refusal beside the form and keeps what was typed', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(409, { message: GUARDIAN_ALREADY_LINKED }));
    renderForm();
    fill('Name', 'Petra Novak');
    fill('E-mail', 'petra@example.com');
    fill('Relationship', 'mother');
    fireEvent.click(screen.getByRole('button', { name: 'Add guardian' }));
    expect((await screen.findByRole('alert')).textContent).toBe(GUARDIAN_ALREADY_LINKED);
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('petra@example.com');
    expect(openToasts()).toHaveLength(0);
  });
});
