import { SESSION_CHANGES_PER_HOUR, SESSION_MESSAGES, STUDENT_BOUND_MESSAGES, MINUTE_MS } from '../contract/index.js';

/** One rate limit's numbers: at most `max` hits per caller within `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** One rate limit in full: its numbers, whom it counts, what a refused caller is told. */
interface RateLimitRule extends RateLimit {
  /**
   * What one count belongs to: a client address (IPv6 by /64), a signed-in user, a signed-in student (the
   * coach is not counted), an e-mail address, or everyone together.
   */
  counts: 'address' | 'user' | 'student' | 'email' | 'everyone';
  /** Whether a request is refused (503) while the store cannot count, rather than let through. */
  refuseWhenUncounted: boolean;
  message: string;
}

const WAIT = 'Please wait a few minutes and try again.';

/** The sign-in links one address may be sent in a quarter hour. */
const SIGN_IN_LINKS_PER_ADDRESS = {
  max: 3,
  windowMs: 15 * MINUTE_MS,
  counts: 'email',
  refuseWhenUncounted: true,
  message: `Too many sign-in links requested for this address. ${WAIT}`,
} as const;

/**
 * Every rate limit. While the store cannot count, log-ins and sign-in links are refused (a guessing attack
 * must not get through while the store is down); the consultation form and students' saves go on.
 */
export const RATE_LIMITS = {
  consultation: {
    max: 5,
    windowMs: 15 * MINUTE_MS,
    counts: 'address',
    refuseWhenUncounted: false,
    message: 'Too many consultation requests from this address. Please try again later or contact us directly.',
  },
  adminLogin: {
    max: 10,
    windowMs: 15 * MINUTE_MS,
    counts: 'address',
    refuseWhenUncounted: true,
    message: `Too many login attempts. ${WAIT}`,
  },
  adminLoginFailures: {
    max: 100,
    windowMs: 60 * MINUTE_MS,
    counts: 'everyone',
    refuseWhenUncounted: true,
    message: `Too many login attempts. ${WAIT}`,
  },
  signInLink: {
    max: 10,
    windowMs: 15 * MINUTE_MS,
    counts: 'address',
    refuseWhenUncounted: true,
    message: `Too many sign-in requests. ${WAIT}`,
  },
  signInLinkAddress: SIGN_IN_LINKS_PER_ADDRESS,
  // The same allowance for requests from a device that signed in to the address before, counted apart: a
  // stranger using up the address's links cannot keep its owner out (http/knownDevice.ts).
  signInLinkKnownDevice: SIGN_IN_LINKS_PER_ADDRESS,
  studentWrite: {
    max: 120,
    windowMs: MINUTE_MS,
    counts: 'user',
    refuseWhenUncounted: false,
    message: STUDENT_BOUND_MESSAGES.saves,
  },
  // Reads that scan or write much: a student's whole copy of their records, and a guardian's view, each of which
  // adds to the access log. A person needs a few an hour; a script looping on them is refused.
  ownDataExport: {
    max: 10,
    windowMs: 60 * MINUTE_MS,
    counts: 'user',
    refuseWhenUncounted: false,
    message: `Too many downloads of your data. ${WAIT}`,
  },
  familyRead: {
    max: 60,
    windowMs: 60 * MINUTE_MS,
    counts: 'user',
    refuseWhenUncounted: false,
    message: `Too many visits to the family page. ${WAIT}`,
  },
  sessionChange: {
    max: SESSION_CHANGES_PER_HOUR,
    windowMs: 60 * MINUTE_MS,
    counts: 'student',
    refuseWhenUncounted: false,
    message: SESSION_MESSAGES.changesPerHour,
  },
} as const satisfies Record<string, RateLimitRule>;

/** The name of a rate limit. */
export type RateLimitName = keyof typeof RATE_LIMITS;

/** The limits a route may name in its table: those counting the caller's address, the signed-in user or student. */
export type RouteRateLimitName = {
  [K in RateLimitName]: (typeof RATE_LIMITS)[K]['counts'] extends 'address' | 'user' | 'student' ? K : never;
}[RateLimitName];

/** The numbers of every limit (configuration starts from these; tests change them). */
export function defaultRateLimits(): Record<RateLimitName, RateLimit> {
  const entries = Object.entries(RATE_LIMITS).map(([name, rule]) => [name, { max: rule.max, windowMs: rule.windowMs }]);
  return Object.fromEntries(entries) as Record<RateLimitName, RateLimit>;
}
