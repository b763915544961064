/** First wait before reconnecting the live stream after an error. */
export const RECONNECT_BASE_MS = 1000;
/** Longest wait between reconnection attempts. */
export const RECONNECT_MAX_MS = 30_000;

/**
 * Exponential back-off with jitter for the `attempt`-th reconnection (0-based): 1 s, 2 s, 4 s ... up to
 * 30 s, each scaled by a random factor in [0.5, 1] so many open dashboards do not reconnect in step.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}
