import type { StudentAccount } from './account.js';

/*
 * Money as every screen, statement and sum reads it, apart from the account's schemas: a page that shows a balance
 * needs no validation library to do so.
 */

/** A sum of money in whole cents, as it is stored and added up. */
export type Cents = number;

/** Dollars as the API speaks them, from stored cents (1999 → 19.99). */
export function dollarsOf(cents: Cents): number {
  return cents / 100;
}

/** Whole cents of an amount in dollars with at most two decimals (19.99 → 1999, read without float drift). */
export function centsOf(dollars: number): Cents {
  return Math.round(dollars * 100);
}

// signDisplay 'negative': no payments at all read "$0.00", never "-$0.00".
const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', signDisplay: 'negative' });

/** An amount in dollars as every screen and statement shows it: "$400.00", "-$12.50". */
export function formatMoney(dollars: number): string {
  return MONEY.format(dollars);
}

/**
 * Whether the student has an account history: a package sold or a payment recorded. Sessions charged at the session
 * price alone do not count: until the coach sells or records something, the practice keeps its accounts elsewhere.
 */
export function hasAccountHistory(account: StudentAccount | null | undefined): account is StudentAccount {
  return !!account && (account.packages.length > 0 || account.payments.length > 0);
}

/** How the balance reads: what is owed ("Balance due", $0.00 when settled), or money paid ahead ("Paid ahead"). */
export function balanceFigure(balanceDue: number): { label: string; amount: string } {
  return balanceDue < 0
    ? { label: 'Paid ahead', amount: formatMoney(-balanceDue) }
    : { label: 'Balance due', amount: formatMoney(balanceDue) };
}
