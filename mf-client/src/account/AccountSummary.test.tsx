import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AssignedPackage, StudentAccount } from '@app/api/contract';
import { SectionView } from '../family/section-views';
import { AccountSummary } from './AccountSummary';

const sold = (id: string, name: string, paymentUrl: string): AssignedPackage => ({
  id,
  packageId: `k${id}`,
  name,
  sessions: 4,
  price: 340,
  paymentUrl,
  assignedAt: '2026-03-01T10:00:00.000Z',
  sessionsUsed: 1,
  sessionsLeft: 3,
});

const account = (fields: Partial<StudentAccount>): StudentAccount => ({
  sessionsLeft: 3,
  balanceDue: 240,
  packages: [sold('1', 'Four sessions', 'https://buy.stripe.com/four')],
  payments: [],
  charges: [],
  ...fields,
});

describe('AccountSummary', () => {
  it('shows sessions left, the balance due as money, and a Pay button opening the link in a new tab', () => {
    render(<AccountSummary account={account({})} />);
    expect(document.querySelector('[data-sessions-left]')?.textContent).toBe('3');
    expect(screen.getByText('Balance due')).toBeTruthy();
    expect(document.querySelector('[data-balance]')?.textContent).toBe('$240.00');
    const pay = screen.getByRole('link', { name: 'Pay for Four sessions (opens in a new tab)' });
    expect(pay.textContent).toBe('Pay');
    expect(pay.getAttribute('href')).toBe('https://buy.stripe.com/four');
    expect(pay.getAttribute('target')).toBe('_blank');
    expect(pay.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('offers one Pay button per payment link, named by package when there are several, none for a package without one', () => {
    const packages = [
      sold('1', 'Four sessions', 'https://buy.stripe.com/four'),
      sold('2', 'Four sessions', 'https://buy.stripe.com/four'),
      sold('3', 'Intro', ''),
      sold('4', 'Eight sessions', 'https://square.link/eight'),
    ];
    render(<AccountSummary account={account({ packages })} />);
    const links = within(screen.getByRole('list', { name: 'Pay online' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Pay for Four sessions', 'https://buy.stripe.com/four'],
      ['Pay for Eight sessions', 'https://square.link/eight'],
    ]);
  });

  it('offers no Pay button while nothing is owed, and reads money paid ahead as such', () => {
    render(<AccountSummary account={account({ balanceDue: -20 })} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Paid ahead')).toBeTruthy();
    expect(document.querySelector('[data-balance]')?.textContent).toBe('$20.00');
  });
});

describe('the shared account, as a guardian reads it', () => {
  it('draws the same account with its Pay button', () => {
    render(<SectionView section="account" value={account({})} partHeading="h4" studentId="s1" />);
    expect(document.querySelector('[data-balance]')?.textContent).toBe('$240.00');
    expect(screen.getByRole('link', { name: 'Pay for Four sessions (opens in a new tab)' })).toBeTruthy();
  });

  it('offers the statements of this month and last month of that student', () => {
    vi.useFakeTimers({ now: new Date(2025, 0, 17, 12) });
    try {
      render(<SectionView section="account" value={account({})} partHeading="h4" studentId="s1" />);
    } finally {
      vi.useRealTimers();
    }
    const links = within(screen.getByRole('list', { name: 'Statements to print or save as PDF:' })).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['This month’s statement (opens in a new tab)', '/api/my-account/statement?from=2025-01-01&to=2025-01-17&student=s1', '_blank'],
      ['Last month’s statement (opens in a new tab)', '/api/my-account/statement?from=2024-12-01&to=2024-12-31&student=s1', '_blank'],
    ]);
  });

  it('says plainly when nothing was sold or paid', () => {
    render(<SectionView section="account" value={account({ packages: [] })} partHeading="h4" studentId="s1" />);
    expect(screen.getByText('Nothing sold or paid yet.')).toBeTruthy();
    render(<SectionView section="account" value={null} partHeading="h4" studentId="s1" />);
    expect(screen.getAllByText('Nothing sold or paid yet.')).toHaveLength(2);
  });
});
