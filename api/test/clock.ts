const HOUR_MS = 3_600_000;

/**
 * The start of the real clock's next hour, for a test's own clock: the shared rate counter's windows then expire
 * after the real now, so the store's TTL sweep, which reads the real clock, cannot remove them during the test.
 */
export function comingHour(): number {
  return (Math.floor(Date.now() / HOUR_MS) + 1) * HOUR_MS;
}
