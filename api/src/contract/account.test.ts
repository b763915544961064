import { describe, expect, it } from 'vitest';
import type { StudentAccount } from './account.js';
import { balanceFigure, formatMoney, hasAccountHistory } from './money.js';

const empty: StudentAccount = { sessionsLeft: 0, balanceDue: 0, packages: [], payments: [], charges: [] };

describe('formatMoney', () => {
  it('shows dollars with cents and thousands separators, as US dollars', () => {
    expect(formatMoney(400)).toBe('$400.00');
    expect(formatMoney(99.99)).toBe('$99.99');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
    expect(formatMoney(12_345.5)).toBe('$12,345.50');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('shows a negative amount with its sign, and nothing owed as "$0.00" even when negated', () => {
    expect(formatMoney(-12.5)).toBe('-$12.50');
    expect(formatMoney(-0)).toBe('$0.00');
  });
});

describe('balanceFigure', () => {
  it('reads what is owed as the balance due, and a negative balance as money paid ahead', () => {
    expect(balanceFigure(240)).toEqual({ label: 'Balance due', amount: '$240.00' });
    expect(balanceFigure(0)).toEqual({ label: 'Balance due', amount: '$0.00' });
    expect(balanceFigure(-15.5)).toEqual({ label: 'Paid ahead', amount: '$15.50' });
  });
});

describe('hasAccountHistory', () => {
  it('is true once anything was sold or paid, and false for an empty or missing account', () => {
    expect(hasAccountHistory(null)).toBe(false);
    expect(hasAccountHistory(undefined)).toBe(false);
    expect(hasAccountHistory(empty)).toBe(false);
    // Sessions charged at the session price alone do not count: the practice may keep its accounts elsewhere.
    expect(hasAccountHistory({ ...empty, balanceDue: 85, charges: [{ kind: 'session', id: 's1', at: '2026-01-01T00:00:00Z', label: 'Coaching session', amount: 85 }] })).toBe(false);
    const payment = { id: 'p1', amount: 10, paidAt: '2026-01-02', method: 'cash' as const, note: '', recordedAt: '2026-01-02T00:00:00Z' };
    expect(hasAccountHistory({ ...empty, payments: [payment] })).toBe(true);
    const sold = {
      id: 'a1',
      packageId: 'k1',
      name: 'Four',
      sessions: 4,
      price: 340,
      paymentUrl: '',
      assignedAt: '2026-01-01T00:00:00Z',
      sessionsUsed: 0,
      sessionsLeft: 4,
    };
    expect(hasAccountHistory({ ...empty, packages: [sold] })).toBe(true);
  });
});
