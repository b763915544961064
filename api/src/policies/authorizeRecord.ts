import { NotFoundError } from '../domain/errors.js';

/**
 * The last step of "load, then authorize": a record that is missing and one that is not the caller's
 * give the same 404, so a guessed id reveals nothing about other students.
 */
export function authorizeRecord<T extends object>(
  record: T | null | undefined,
  allowed: (record: NoInfer<T>) => boolean,
  message: string,
): T {
  if (record === null || record === undefined || !allowed(record)) throw new NotFoundError(message);
  return record;
}
