/**
 * One line of the table `npm run bench` prints (scripts/bench.mjs). A row held to a budget says what the budget is
 * (`budget`, e.g. 'p99 < 250 ms', 'p50 < 1 s') and whether this run met it (`met`); the table shows MISS for a budget missed.
 * `figure` is the measured value when it is not a time (a size, a score, memory).
 */
export interface BenchRow {
  name: string;
  figure?: string;
  opsPerSec?: number;
  p50Ms?: number;
  p99Ms?: number;
  ratio?: number;
  budget?: string;
  met?: boolean;
  note?: string;
}

/** The p-th percentile of ascending `sorted` (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
