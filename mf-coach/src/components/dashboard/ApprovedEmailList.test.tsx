import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApprovedEmail } from '@app/api/contract';
import { getQueryFn } from '@app/kit/query';
import { coachKeys } from '../../api/coach-api';
import { ApprovedEmailList, removeQuestion } from './ApprovedEmailList';

/** Renders the list over a cached reply (data never goes stale, so nothing is fetched). */
function renderWith(emails: ApprovedEmail[]) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(coachKeys.approvedEmails, emails);
  return render(
    <QueryClientProvider client={queryClient}>
      <ApprovedEmailList />
    </QueryClientProvider>,
  );
}

describe('ApprovedEmailList', () => {
  it('shows the count in its label, and an empty state without addresses', () => {
    renderWith([]);
    expect(screen.getByRole('heading', { name: 'Approved Emails (0)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No approved emails yet' })).toBeTruthy();
  });

  it('lists each address with its date, an Approved badge and a remove button naming it', () => {
    renderWith([
      { id: 'a', email: 'maya@example.com', addedBy: 'c', createdAt: '2025-03-04T12:00:00.000Z' },
      { id: 'b', email: 'leo@example.com', addedBy: 'c', createdAt: '2025-03-05T12:00:00.000Z' },
    ]);
    expect(screen.getByRole('heading', { name: 'Approved Emails (2)' })).toBeTruthy();
    expect(screen.getAllByText('Approved')).toHaveLength(2);
    expect(screen.getByText('Added Mar 4, 2025')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove leo@example.com' })).toBeTruthy();
    expect(screen.queryByText('No approved emails yet')).toBeNull();
  });

  it('asks before removing, naming the address, and removes nothing on Cancel', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      renderWith([{ id: 'b', email: 'leo@example.com', addedBy: 'c', createdAt: '2025-03-05T12:00:00.000Z' }]);
      fireEvent.click(screen.getByRole('button', { name: 'Remove leo@example.com' }));
      const dialog = screen.getByRole('dialog', { name: 'Remove sign-in access?' });
      expect(dialog.textContent).toContain(removeQuestion('leo@example.com'));
      expect(removeQuestion('leo@example.com')).toContain('leo@example.com');
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
