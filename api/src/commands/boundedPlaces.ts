import { ConflictError } from '../domain/errors.js';
import { isDuplicateKey } from '../models/duplicateKey.js';

/** Whether the store refused a write because its numbered place was taken meanwhile (the unique index on it). */
export function placeTaken(error: unknown): boolean {
  const keyPattern = (error as { keyPattern?: Record<string, unknown> } | null)?.keyPattern;
  return isDuplicateKey(error) && keyPattern !== undefined && 'place' in keyPattern;
}

/**
 * Creates one more record of a bounded set (a student's upcoming sessions, check-ins of one day, plans; a plan's
 * scores), or refuses it (409, `refusal` of the count) when the set already holds `max`. The record takes the first
 * free numbered place, 1 to `max`, and a unique index on the set and `place` lets only one of two creations that
 * read the set at once write that place, from any number of processes: the other reads it again, and finds another
 * place or the bound.
 * Records that hold no place (stored before places were kept, or booked by the coach) count towards the bound.
 */
export async function createInPlace<T>(
  set: () => Promise<ReadonlyArray<{ place?: number | null }>>,
  max: number,
  refusal: (count: number) => string,
  create: (place: number) => Promise<T>,
): Promise<T> {
  for (;;) {
    const records = await set();
    const taken = new Set(records.map((record) => record.place));
    let place = 1;
    while (taken.has(place)) place += 1;
    if (records.length >= max || place > max) throw new ConflictError(refusal(records.length));
    try {
      return await create(place);
    } catch (error) {
      // Another creation took the place, so the set grew: at most `max` times before the bound refuses.
      if (!placeTaken(error)) throw error;
    }
  }
}
