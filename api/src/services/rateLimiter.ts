import { RateLimitedError, UnavailableError } from '../domain/errors.js';
import type { Logger } from './logger.js';
import { errorFields } from './logger.js';
import type { RateCounter, WindowCount } from './rateCounter.js';
import { RATE_LIMITS, type RateLimit, type RateLimitName } from './rateLimits.js';

/** Named limits over the shared counter: a hit over the limit is refused with a 429. */
export interface RateLimiter {
  /** Records one hit of `key` against limit `name`; throws a RateLimitedError (429) when over. */
  check(name: RateLimitName, key: string): Promise<void>;
  /** Throws the 429 of limit `name` when `key` has used up its window already; records nothing. */
  refuseWhenFull(name: RateLimitName, key: string): Promise<void>;
  /** Forgets every count (tests and benchmarks). */
  reset(): Promise<void>;
}

/** The reply while a limit that fails closed cannot be counted. */
export const UNCOUNTED_MESSAGE = 'This is unavailable for a moment. Please try again in a few minutes.';

export function createRateLimiter(
  limits: Record<RateLimitName, RateLimit>,
  counter: RateCounter,
  logger: Logger,
): RateLimiter {
  /** Runs one count; a store failure refuses (503) or allows the request by the limit's rule, and logs which. */
  const count = async (name: RateLimitName, read: () => Promise<WindowCount>): Promise<WindowCount | null> => {
    try {
      return await read();
    } catch (error) {
      const refused = RATE_LIMITS[name].refuseWhenUncounted;
      logger.error(`rate limit ${name} could not be counted: request ${refused ? 'refused' : 'allowed'}`, {
        limit: name,
        ...errorFields(error),
      });
      if (refused) throw new UnavailableError(UNCOUNTED_MESSAGE);
      return null;
    }
  };
  const refusal = (name: RateLimitName, window: WindowCount) =>
    new RateLimitedError(RATE_LIMITS[name].message, Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000)));

  return {
    async check(name, key) {
      const limit = limits[name];
      const window = await count(name, () => counter.hit(`${name}:${key}`, limit.windowMs));
      if (window && window.count > limit.max) throw refusal(name, window);
    },
    async refuseWhenFull(name, key) {
      const limit = limits[name];
      const window = await count(name, () => counter.peek(`${name}:${key}`, limit.windowMs));
      if (window && window.count >= limit.max) throw refusal(name, window);
    },
    reset: () => counter.reset(),
  };
}
