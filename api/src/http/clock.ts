import { practiceClock, type PracticeClock } from '../domain/practiceDays.js';
import type { AppContext } from './context.js';

/** The practice's clock now: the day and age rules are counted on it. */
export function practiceClockOf(ctx: AppContext): PracticeClock {
  return practiceClock(new Date(), ctx.config.practiceTimeZone);
}
