import { ADULT_AGE, birthdayAt, type SharingSection } from '../contract/index.js';
import { practiceToday, type PracticeClock } from '../domain/practiceDays.js';

/*
 * When a student turns 18, every guardian's sharing pauses until the student, now an adult, sets it again: a link
 * whose sections were last set before the 18th birthday, or never set by the student (a guardian linked since sees
 * nothing by default: an adult's records are shared only by their own choice), shows its guardian none of the
 * student's sections. Decided at each read from stored dates, on the practice's clock, so it holds on every
 * process with nothing to run on the birthday. A student without a date of birth is never paused.
 */

/** The date the rule reads from a guardian's link: when the student last set its sections. */
export interface SharingDates {
  sharedAt?: Date | null;
}

/** Whether this guardian's sharing is paused because the student turned 18 since it was last set. */
export function isPausedAtAdulthood(
  dateOfBirth: string | null | undefined,
  link: SharingDates,
  clock: PracticeClock,
): boolean {
  if (!dateOfBirth) return false;
  const adulthood = birthdayAt(dateOfBirth, ADULT_AGE);
  if (adulthood > clock.today) return false;
  return !link.sharedAt || practiceToday(link.sharedAt, clock.timeZone) < adulthood;
}

/** The sections a guardian sees now: what the student shares, or none while paused at 18. */
export function sectionsShown(
  dateOfBirth: string | null | undefined,
  link: SharingDates & { sections?: readonly string[] | null },
  clock: PracticeClock,
): readonly SharingSection[] {
  return isPausedAtAdulthood(dateOfBirth, link, clock) ? [] : ((link.sections ?? []) as readonly SharingSection[]);
}
