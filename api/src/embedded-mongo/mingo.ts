/** mingo, as the store uses it: one set of options, and its errors turned into MongoDB's. */
import { toCommandError } from './errors.js';

/** No server-side JavaScript from the wire ($where, $function, $accumulator). */
export const MINGO_OPTIONS = { scriptEnabled: false } as const;

/**
 * Runs a mingo call, rethrowing its complaints (bad operators, conflicting paths...) as
 * MongoCommandErrors. These are raised before anything is written, which is what lets the write
 * commands report them per document instead of aborting the command.
 */
export function withMingo<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    throw toCommandError(error);
  }
}
