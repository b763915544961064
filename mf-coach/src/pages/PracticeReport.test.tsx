import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, type CurrentUser, type PracticeReport as Figures, type ReportMonths } from '@app/api/contract';
import { setCurrentUser } from '@app/kit/api';
import PracticeReport from './PracticeReport';

const coach: CurrentUser = {
  id: 'u1',
  email: 'coach@example.com',
  firstName: 'Cora',
  lastName: 'Coach',
  profileImageUrl: null,
  role: 'coach',
  isCoach: true,
  isClient: false,
  clientProfile: null,
};

const figures = (values: Partial<Figures>): Figures => ({
  sessionsAttended: 0,
  noShows: 0,
  lateCancels: 0,
  income: 0,
  outstanding: 0,
  activeClients: 0,
  newClients: 0,
  ...values,
});

/** Two months and the period's total: Ada attended in both, so the total counts one active client, not two. */
const REPORT: ReportMonths = {
  months: [
    { month: '2025-02', ...figures({ sessionsAttended: 3, income: 150, outstanding: 80, activeClients: 1 }) },
    { month: '2025-03', ...figures({ sessionsAttended: 2, income: 40.5, outstanding: 120, activeClients: 1 }) },
  ],
  total: figures({ sessionsAttended: 5, income: 190.5, outstanding: 120, activeClients: 1 }),
};

/** The API behind fetch: the report's months answer `reply`; every path asked for is kept. */
function fakeApi(reply: () => Response) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname === API_PATHS.coachReportMonths) return reply();
      return new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return asked;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PracticeReport />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The figure a card of the period shows. */
const cardValue = (title: string) =>
  within(screen.getByRole('region', { name: 'Figures for the period' }))
    .getByRole('group', { name: title })
    .querySelector('p')!.textContent;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2025, 2, 17, 12), toFake: ['Date'] });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  setCurrentUser(coach);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('PracticeReport', () => {
  it('reads the months and the period’s total in one request, the cards and the total row showing the total', async () => {
    const asked = fakeApi(() => json(REPORT));
    renderPage();
    const table = await screen.findByRole('table', { name: 'By month' });

    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.querySelector('th')!.textContent)).toEqual(['Month', 'Feb 2025', 'Mar 2025', 'Total']);
    const totalRow = within(rows[3]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(totalRow).toEqual(['5', '0', '0', '$190.50', '$120.00', '1', '0']);
    expect(cardValue('Active clients')).toBe('1');
    expect(cardValue('Income')).toBe('$190.50');
    expect(cardValue('Outstanding')).toBe('$120.00');

    const reportReads = asked.filter((path) => path.startsWith(API_PATHS.coachReport));
    expect(reportReads).toEqual([`${API_PATHS.coachReportMonths}?from=2024-04-01&to=2025-03-31`]);
  });

  it('says when the report could not be read, and reads it again on asking', async () => {
    let replies = 0;
    const asked = fakeApi(() => (++replies === 1 ? json({ message: 'Server error' }, 500) : json(REPORT)));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the report.');
    expect(cardValue('Income')).toBe('n/a');

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table', { name: 'By month' });
    expect(cardValue('Income')).toBe('$190.50');
    expect(asked.filter((path) => path.startsWith(API_PATHS.coachReport))).toHaveLength(2);
  });
});
