/* How a save queued on a device is sent later; free of zod, so the service worker can import it. */

/**
 * The header a save queued on a device carries: the id of the person who made it. The API refuses it (409,
 * QUEUED_SAVE_NOT_YOURS) under anyone else's session, as when another person has signed in on the device since.
 */
export const QUEUED_BY_HEADER = 'X-Queued-By';

/** Why a queued save is refused under another person's session: it waits on the device for its maker. */
export const QUEUED_SAVE_NOT_YOURS = 'This save was made on this device by someone else; it waits for them to sign in.';

/**
 * The record a save changes: the one it names (a plan's edit and its reassessment name the same), else the one at
 * its address. A device sends the saves to one record in the order they were made, none overtaking another.
 */
export const savedRecord = (save: { record?: string; url: string }): string => save.record ?? save.url;

/**
 * The header naming one save, so that the same save sent twice (its reply lost on the way back, then sent again
 * from the device's queue) is made once: the API answers the second time with the first reply. A key is 8 to 100
 * letters, digits, '-' or '_' (a UUID), and names one save of one person on one path.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * The header a queued save of a whole record carries: the version of the record it was made over (`"<updatedAt>"`).
 * The API refuses it (412, CHANGED_ELSEWHERE) when the record changed since, as when it was saved on another device
 * meanwhile; the device then offers to keep its change over that one or to discard it.
 */
export const BASE_VERSION_HEADER = 'If-Match';

/** A record's version as BASE_VERSION_HEADER names it: its updatedAt, quoted as an entity tag. */
export const versionTag = (updatedAt: string): string => `"${updatedAt}"`;

/** Why a queued save is refused when the record changed after the save was made. */
export const CHANGED_ELSEWHERE = 'This was changed on another device after this change was made here.';

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key must be 8 to 100 letters, digits, hyphens or underscores.',
  reused: 'This Idempotency-Key was used for another save.',
  inProgress: 'This save is still being made; send it again in a moment.',
} as const;
