import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CoachClient } from '@app/api/contract';
import { getQueryFn } from '@app/kit/query';
import { coachKeys } from '../../api/coach-api';
import { ClientManagement } from './ClientManagement';

const progress = { started: 0, completed: 0, totalActivities: 30, percent: 0, percentOfStarted: 0, sessionsAttended: 0, sessionsMissed: 0 };
const client = (id: string, first: string, last: string, grade: string, parent: string): CoachClient => ({
  id,
  userId: `u-${id}`,
  studentFirstName: first,
  studentLastName: last,
  gradeLevel: grade,
  parentName: parent,
  phone: '',
  challenges: '',
  goals: '',
  isActive: true,
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
  email: `${first.toLowerCase()}@example.com`,
  notes: '',
  progress,
  orientationGoals: [],
  plans: [],
});

/** Renders the tab over a cached client list (data never goes stale, so nothing is fetched). */
function renderWith(clients: CoachClient[]) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(coachKeys.clients, clients);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ClientManagement />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const cardNames = () =>
  within(screen.queryByRole('list', { name: 'Clients' }) ?? document.createElement('ul'))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('ClientManagement', () => {
  it('filters by full name, grade and parent name, ignoring case', () => {
    renderWith([
      client('a', 'Maya', 'Okafor', '11th Grade', 'Grace Okafor'),
      client('b', 'Leo', 'Brandt', 'College Freshman', ''),
    ]);
    const search = screen.getByLabelText('Search clients');
    expect(cardNames()).toEqual(['Maya Okafor', 'Leo Brandt']);
    fireEvent.change(search, { target: { value: 'LEO BRANDT' } });
    expect(cardNames()).toEqual(['Leo Brandt']);
    fireEvent.change(search, { target: { value: '11th' } });
    expect(cardNames()).toEqual(['Maya Okafor']);
    fireEvent.change(search, { target: { value: 'grace' } });
    expect(cardNames()).toEqual(['Maya Okafor']);
  });

  it("shows 'No clients found' for a search without matches", () => {
    renderWith([client('a', 'Maya', 'Okafor', '11th Grade', 'Grace Okafor')]);
    fireEvent.change(screen.getByLabelText('Search clients'), { target: { value: 'nobody' } });
    expect(screen.getByRole('heading', { name: 'No clients found' })).toBeTruthy();
    expect(screen.getByText('Try adjusting your search terms.')).toBeTruthy();
  });

  it("shows 'No clients yet' without any client", () => {
    renderWith([]);
    expect(screen.getByRole('heading', { name: 'No clients yet' })).toBeTruthy();
    expect(screen.getByText('Your clients will appear here once they create their profiles.')).toBeTruthy();
  });

  it("links each card's View Progress to the client's page", () => {
    renderWith([client('a1', 'Maya', 'Okafor', '11th Grade', '')]);
    expect(screen.getByRole('link', { name: /View Progress/ }).getAttribute('href')).toBe('/client/a1');
  });
});
