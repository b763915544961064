import { describe, expect, it } from 'vitest';
import { reconnectDelay, RECONNECT_BASE_MS, RECONNECT_MAX_MS } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('doubles from one second per attempt', () => {
    const top = () => 1;
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, top))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(reconnectDelay(10, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(1_000_000, () => 1)).toBe(RECONNECT_MAX_MS);
  });

  it('spreads reconnections with jitter between half and the full delay', () => {
    expect(reconnectDelay(0, () => 0)).toBe(RECONNECT_BASE_MS / 2);
    expect(reconnectDelay(3, () => 0.5)).toBe(6000);
  });
});
