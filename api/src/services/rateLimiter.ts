import type { RateLimit } from '../config.js';
import type { RateLimitName } from '../http/route.js';
import { tooManyRequests } from '../http/errors.js';

/** Counts hits per caller in fixed windows and refuses the ones over the limit with a 429. */
export interface RateLimiter {
  /** Records one hit of `key` against limit `name`; throws a 429 HttpError when over. */
  check(name: RateLimitName, key: string): void;
  /** Forgets every count (tests and benchmarks). */
  reset(): void;
}

const MESSAGES: Record<RateLimitName, string> = {
  consultation: 'Too many consultation requests from this address. Please try again later or contact us directly.',
  adminLogin: 'Too many login attempts. Please wait a few minutes and try again.',
  signInLink: 'Too many sign-in requests. Please wait a few minutes and try again.',
  signInLinkAddress: 'Too many sign-in links requested for this address. Please wait a few minutes and try again.',
};

interface Window {
  count: number;
  resetAt: number;
}

/**
 * An in-process limiter. Each API process counts on its own, so behind a load balancer the
 * effective limit is per process; the limits are about stopping floods, not exact quotas.
 */
export function createRateLimiter(limits: Record<RateLimitName, RateLimit>, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();
  let nextSweep = now() + 60_000;

  const sweep = (time: number) => {
    if (time < nextSweep) return;
    nextSweep = time + 60_000;
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  };

  return {
    check(name, key) {
      const limit = limits[name];
      const time = now();
      sweep(time);
      const id = `${name}\u0000${key}`;
      let window = windows.get(id);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + limit.windowMs };
        windows.set(id, window);
      }
      window.count += 1;
      if (window.count > limit.max) {
        throw tooManyRequests(MESSAGES[name], Math.ceil((window.resetAt - time) / 1000));
      }
    },
    reset() {
      windows.clear();
    },
  };
}
