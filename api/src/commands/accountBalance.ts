import type { Cents } from '../contract/index.js';

/** What an account's balance is read from: the totals of its records. */
export interface AccountTotals {
  /** The prices of the packages sold. */
  soldCents: Cents;
  /** The sessions those packages hold. */
  soldSessions: number;
  /** The sessions that used one (usesASession). */
  sessionsUsed: number;
  /** The payments received. */
  paidCents: Cents;
}

/** An account with no records. */
export const NO_TOTALS: AccountTotals = { soldCents: 0, soldSessions: 0, sessionsUsed: 0, paidCents: 0 };

/** The totals of two sets of an account's records taken together. */
export function addTotals(a: AccountTotals, b: Partial<AccountTotals>): AccountTotals {
  return {
    soldCents: a.soldCents + (b.soldCents ?? 0),
    soldSessions: a.soldSessions + (b.soldSessions ?? 0),
    sessionsUsed: a.sessionsUsed + (b.sessionsUsed ?? 0),
    paidCents: a.paidCents + (b.paidCents ?? 0),
  };
}

/**
 * The balance due in cents (negative: paid ahead): every package sold is charged its price; each session used
 * draws one of the packages' sessions while any is left, and is charged the practice's price of a session once
 * none is; the payments are taken off. Which package a session draws from changes what the account lists, never
 * the balance, so the totals are enough.
 */
export function balanceCents(totals: AccountTotals, sessionPrice: Cents): Cents {
  const uncovered = Math.max(0, totals.sessionsUsed - totals.soldSessions);
  return totals.soldCents + uncovered * sessionPrice - totals.paidCents;
}
