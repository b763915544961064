import { z } from 'zod';
import { isCalendarDay } from './checkInRules.js';
import { LIMITS } from './constants.js';
import { isHttpsLink, isWholeCents, optionalText, requiredText } from './fields.js';
import type { SessionStatus } from './sessionRules.js';
import type { SessionUsePolicy } from './sessions.js';
import { centsOf } from './money.js';

/*
 * The practice's business with one student: packages of sessions sold, payments received, and the account read
 * from them. Money is kept as whole cents; the API speaks dollars, as numbers with at most two decimals.
 */

/** The most a package or a payment may be, in dollars. */
export const MONEY_MAX = 100_000;
/** The fewest and most sessions a package holds. */
export const PACKAGE_SESSIONS = { min: 1, max: 100 } as const;
/** The longest payment link kept. */
export const PAYMENT_URL_MAX = 500;
/** The most packages the practice keeps (retired ones included). */
export const PACKAGES_MAX = 200;

/** How a payment was made. */
export const PAYMENT_METHODS = ['card', 'cash', 'check', 'transfer', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How each payment method reads on screen. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  cash: 'Cash',
  check: 'Check',
  transfer: 'Bank transfer',
  other: 'Other',
};

/** What a refused package, assignment or payment is told. */
export const ACCOUNT_MESSAGES = {
  packageName: 'Package name is required',
  sessions: `Sessions must be a whole number from ${PACKAGE_SESSIONS.min} to ${PACKAGE_SESSIONS.max}`,
  price: 'Price must be a number of dollars, 0 or more',
  priceMax: `Price must be at most ${MONEY_MAX}`,
  cents: 'Must be in dollars and whole cents (at most 2 decimals)',
  paymentUrl: 'Payment link must be an https:// web address, or empty',
  paymentUrlTooLong: `Payment link must be at most ${PAYMENT_URL_MAX} characters`,
  packageId: 'Choose a package',
  packageNotFound: 'Package not found',
  packageRetired: 'This package is retired and can no longer be assigned',
  packagesFull: `The practice keeps at most ${PACKAGES_MAX} packages`,
  amount: 'Amount must be a number of dollars more than 0',
  amountMax: `Amount must be at most ${MONEY_MAX}`,
  paidAt: 'Payment date must be a date (YYYY-MM-DD)',
  paidAtFuture: 'Payment date cannot be in the future',
  method: `Method must be one of ${PAYMENT_METHODS.join(', ')}`,
} as const;

/** Dollars with at most two decimals, from `min`, read as whole cents. */
const dollarsField = (messages: { type: string; max: string }, positive: boolean) =>
  z
    .number({ error: messages.type })
    .refine((value) => Number.isFinite(value) && (positive ? value > 0 : value >= 0), { message: messages.type, abort: true })
    .refine((value) => value <= MONEY_MAX, { message: messages.max, abort: true })
    .refine(isWholeCents, ACCOUNT_MESSAGES.cents)
    .transform(centsOf);

/** POST /api/coach/packages: a package of sessions the practice sells; `price` is in dollars, read as cents. */
export const packageSchema = z.strictObject({
  name: requiredText(ACCOUNT_MESSAGES.packageName, LIMITS.name),
  sessions: z
    .number({ error: ACCOUNT_MESSAGES.sessions })
    .int(ACCOUNT_MESSAGES.sessions)
    .min(PACKAGE_SESSIONS.min, ACCOUNT_MESSAGES.sessions)
    .max(PACKAGE_SESSIONS.max, ACCOUNT_MESSAGES.sessions),
  price: dollarsField({ type: ACCOUNT_MESSAGES.price, max: ACCOUNT_MESSAGES.priceMax }, false),
  paymentUrl: z
    .string({ error: ACCOUNT_MESSAGES.paymentUrl })
    .trim()
    .max(PAYMENT_URL_MAX, ACCOUNT_MESSAGES.paymentUrlTooLong)
    .refine((value) => value === '' || isHttpsLink(value), ACCOUNT_MESSAGES.paymentUrl)
    .default(''),
});
/** A package as validated: `price` in cents. */
export type PackagePayload = z.output<typeof packageSchema>;
/** A package as the coach's form sends it: `price` in dollars. */
export type PackageInput = z.input<typeof packageSchema>;

/** POST /api/coach/client/:id/packages: assigns one of the practice's packages to the student. */
export const packageAssignmentSchema = z.strictObject({
  packageId: z
    .string({ error: ACCOUNT_MESSAGES.packageId })
    .trim()
    .min(1, ACCOUNT_MESSAGES.packageId)
    .max(64, ACCOUNT_MESSAGES.packageNotFound)
    .regex(/^[A-Za-z0-9_-]+$/, ACCOUNT_MESSAGES.packageNotFound),
});

/** POST /api/coach/client/:id/payments: a payment received; `amount` is in dollars, read as cents. */
export const paymentSchema = z.strictObject({
  amount: dollarsField({ type: ACCOUNT_MESSAGES.amount, max: ACCOUNT_MESSAGES.amountMax }, true),
  paidAt: z.string({ error: ACCOUNT_MESSAGES.paidAt }).refine(isCalendarDay, ACCOUNT_MESSAGES.paidAt),
  method: z.enum(PAYMENT_METHODS, { error: ACCOUNT_MESSAGES.method }),
  note: optionalText(LIMITS.name * 2),
});
/** A payment as validated: `amount` in cents. */
export type PaymentPayload = z.output<typeof paymentSchema>;
/** A payment as the coach's form sends it: `amount` in dollars. */
export type PaymentInput = z.input<typeof paymentSchema>;

/** One of the practice's packages (money in dollars). */
export interface Package {
  id: string;
  name: string;
  sessions: number;
  price: number;
  /** The practice's payment link for it (Stripe, Square, PayPal), '' when none. */
  paymentUrl: string;
  /** A retired package stays listed but can no longer be assigned. */
  retired: boolean;
  createdAt: string;
}

/** A package sold to a student, as it was when sold (POST /api/coach/client/:id/packages, the export). */
export interface SoldPackage {
  id: string;
  packageId: string;
  name: string;
  sessions: number;
  price: number;
  /** The payment link it was sold with, '' when none: the account's Pay button opens it. */
  paymentUrl: string;
  assignedAt: string;
}

/** A package sold to a student, with how many of its sessions were drawn. */
export interface AssignedPackage extends SoldPackage {
  sessionsUsed: number;
  sessionsLeft: number;
}

/** A payment received from a student's family (money in dollars). */
export interface Payment {
  id: string;
  amount: number;
  /** The day it was paid, YYYY-MM-DD. */
  paidAt: string;
  method: PaymentMethod;
  note: string;
  recordedAt: string;
}

/** One charge to the account: a package sold, or a session held that no package covered. */
export interface AccountCharge {
  kind: 'package' | 'session';
  /** The package assignment's id, or the session's. */
  id: string;
  /** When: the package's sale, or the session's start. */
  at: string;
  /** What it is, as the account shows it. */
  label: string;
  amount: number;
}

/**
 * GET /api/coach/client/:id/account and GET /api/my-account: the student's account, read from the packages sold,
 * the sessions held and the payments received (money in dollars). A negative balance is money paid ahead.
 */
export interface StudentAccount {
  sessionsLeft: number;
  balanceDue: number;
  /** Oldest first: the order their sessions are drawn in. */
  packages: AssignedPackage[];
  /** Oldest first. */
  payments: Payment[];
  /** Oldest first. */
  charges: AccountCharge[];
}

/**
 * Whether a session uses up one of the student's sessions (drawn from a package, else charged the session price):
 * an attended one always does; a no-show and a late cancel only as the practice's policy says (Availability). The
 * one place this rule is written.
 */
export function usesASession(status: SessionStatus | string, policy: SessionUsePolicy): boolean {
  if (status === 'attended') return true;
  if (status === 'no-show') return policy.noShowUsesSession;
  if (status === 'late-cancel') return policy.lateCancelUsesSession;
  return false;
}

/** How a charged session reads on the account. */
export function sessionChargeLabel(status: SessionStatus | string): string {
  if (status === 'no-show') return 'Coaching session (missed, no-show)';
  if (status === 'late-cancel') return 'Coaching session (cancelled late)';
  return 'Coaching session';
}
