/* How a save queued on a device is sent later; free of zod, so the service worker can import it. */

/**
 * The header a save queued on a device carries: the id of the person who made it. The API refuses it (409,
 * QUEUED_SAVE_NOT_YOURS) under anyone else's session, as when another person has signed in on the device since.
 */
export const QUEUED_BY_HEADER = 'X-Queued-By';

/** Why a queued save is refused under another person's session: it waits on the device for its maker. */
export const QUEUED_SAVE_NOT_YOURS = 'This save was made on this device by someone else; it waits for them to sign in.';
