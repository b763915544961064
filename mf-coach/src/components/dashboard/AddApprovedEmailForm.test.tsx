import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToasts, openToasts } from '@app/kit/ui';
import { AddApprovedEmailForm } from './AddApprovedEmailForm';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AddApprovedEmailForm />
    </QueryClientProvider>,
  );
}

const lastToast = () => openToasts().at(-1);

beforeEach(() => dismissToasts());
afterEach(() => vi.restoreAllMocks());

describe('AddApprovedEmailForm validation', () => {
  it("refuses a blank address with the 'Invalid Email' toast and sends nothing", () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderForm();
    fireEvent.change(screen.getByLabelText('Add email address'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(lastToast()).toMatchObject({
      title: 'Invalid Email',
      description: 'Please enter a valid email address.',
      variant: 'destructive',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("refuses an address without '@' when submitted with Enter", () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderForm();
    const input = screen.getByLabelText('Add email address');
    fireEvent.change(input, { target: { value: 'student.example.com' } });
    fireEvent.submit(input.closest('form')!);
    expect(lastToast()).toMatchObject({
      title: 'Invalid Email',
      description: 'Please enter a valid email address with @',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends a valid address trimmed', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ id: 'e1', email: 'new@example.com', addedBy: 'c1', createdAt: '2025-01-01' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderForm();
    fireEvent.change(screen.getByLabelText('Add email address'), { target: { value: '  new@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(lastToast()?.title).toBe('Email Added'));
    expect(fetchSpy.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ email: 'new@example.com' }));
    expect(screen.getByLabelText<HTMLInputElement>('Add email address').value).toBe('');
  });
});
