import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, type CoachClientCard, type CoachStats } from '@app/api/contract';
import { getQueryFn } from '@app/kit/query';
import { ClientManagement } from './ClientManagement';

const card = (id: string, first: string, last: string, grade: string, parent: string, isActive = true): CoachClientCard => ({
  id,
  userId: `u-${id}`,
  studentFirstName: first,
  studentLastName: last,
  gradeLevel: grade,
  parentName: parent,
  phone: '',
  challenges: '',
  goals: '',
  dateOfBirth: null,
  isActive,
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
  email: `${first.toLowerCase()}@example.com`,
  orientationGoals: [],
  plans: [],
  planCount: 0,
});

/**
 * A stand-in for the API behind fetch: the client list searched, filtered and paged (`pageSize` a page, the next
 * page named by a Link header), the stat cards' figures; every URL asked for is kept.
 */
function fakeApi(clients: CoachClientCard[], pageSize = 50) {
  const asked: string[] = [];
  const reply = (body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname === API_PATHS.coachStats) {
        const stats: CoachStats = {
          totalClients: clients.length,
          activeClients: clients.filter((client) => client.isActive).length,
          averageCompletionRate: 0,
          reassessmentsDue: 0,
          sessionsThisWeek: 0,
        };
        return reply(stats);
      }
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const status = url.searchParams.get('status') ?? 'all';
      const matching = clients.filter(
        (client) =>
          (status === 'all' || client.isActive === (status === 'active')) &&
          [`${client.studentFirstName} ${client.studentLastName}`, client.gradeLevel, client.parentName].some((field) =>
            field.toLowerCase().includes(q),
          ),
      );
      const from = Number(url.searchParams.get('before') ?? 0);
      const page = matching.slice(from, from + pageSize);
      const next = from + pageSize < matching.length ? new URLSearchParams(url.searchParams) : null;
      next?.set('before', String(from + pageSize));
      return reply(page, next ? { Link: `<${API_PATHS.coachClients}?${next}>; rel="next"` } : {});
    }),
  );
  return asked;
}

function renderTab() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false } },
  });
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

const clientReads = (asked: string[]) => asked.filter((url) => url.startsWith(API_PATHS.coachClients));

const MAYA = card('a', 'Maya', 'Okafor', '11th Grade', 'Grace Okafor');
const LEO = card('b', 'Leo', 'Brandt', 'College Freshman', '', false);

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ClientManagement', () => {
  it('sends the search to the server once typing rests, and shows what it answers', async () => {
    const asked = fakeApi([MAYA, LEO]);
    renderTab();
    await waitFor(() => expect(cardNames()).toEqual(['Maya Okafor', 'Leo Brandt']));
    const search = screen.getByLabelText('Search clients');
    for (const typed of ['l', 'le', 'leo', 'leo ', 'leo b']) fireEvent.change(search, { target: { value: typed } });
    await waitFor(() => expect(cardNames()).toEqual(['Leo Brandt']));
    // One read for the whole word, not one per key.
    expect(clientReads(asked)).toEqual([API_PATHS.coachClients, `${API_PATHS.coachClients}?q=leo+b`]);
    expect(screen.getByRole('status').textContent).toBe('1 client match');
  });

  it('filters by status on the server', async () => {
    const asked = fakeApi([MAYA, LEO]);
    renderTab();
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'inactive' } });
    await waitFor(() => expect(cardNames()).toEqual(['Leo Brandt']));
    expect(clientReads(asked).at(-1)).toBe(`${API_PATHS.coachClients}?status=inactive`);
  });

  it('shows the first page with a count, and the next with Load more, where focus continues', async () => {
    const clients = Array.from({ length: 5 }, (_, n) => card(`c${n}`, `Student${n}`, 'Paged', '9th Grade', ''));
    const asked = fakeApi(clients, 2);
    renderTab();
    await waitFor(() => expect(cardNames()).toEqual(['Student0 Paged', 'Student1 Paged']));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Showing 2 of 5 clients'));
    const more = screen.getByRole('button', { name: 'Load more clients' });
    fireEvent.click(more);
    await waitFor(() => expect(cardNames()).toHaveLength(4));
    const items = within(screen.getByRole('list', { name: 'Clients' })).getAllByRole('listitem');
    await waitFor(() => expect(document.activeElement).toBe(items[2]));
    fireEvent.click(screen.getByRole('button', { name: 'Load more clients' }));
    await waitFor(() => expect(cardNames()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Load more clients' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('5 clients');
    expect(clientReads(asked)).toEqual([
      API_PATHS.coachClients,
      `${API_PATHS.coachClients}?before=2`,
      `${API_PATHS.coachClients}?before=4`,
    ]);
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    let seen: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          seen = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const clients = Array.from({ length: 3 }, (_, n) => card(`c${n}`, `Student${n}`, 'Paged', '9th Grade', ''));
    fakeApi(clients, 2);
    renderTab();
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    await waitFor(() => expect(seen).toBeDefined());
    act(() => seen!([{ isIntersecting: true }]));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
  });

  it("shows 'No clients found' for a search without matches", async () => {
    fakeApi([MAYA]);
    renderTab();
    await waitFor(() => expect(cardNames()).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Search clients'), { target: { value: 'nobody' } });
    expect(await screen.findByRole('heading', { name: 'No clients found' })).toBeTruthy();
    expect(screen.getByText('Try adjusting your search terms.')).toBeTruthy();
  });

  it("shows 'No clients yet' without any client", async () => {
    fakeApi([]);
    renderTab();
    expect(await screen.findByRole('heading', { name: 'No clients yet' })).toBeTruthy();
    expect(screen.getByText('Your clients will appear here once they create their profiles.')).toBeTruthy();
  });

  it("links each card's View Progress to the client's page", async () => {
    fakeApi([card('a1', 'Maya', 'Okafor', '11th Grade', '')]);
    renderTab();
    expect((await screen.findByRole('link', { name: /View Progress/ })).getAttribute('href')).toBe('/client/a1');
  });
});
