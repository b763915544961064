/**
 * How long the server keeps what it keeps: links and cookies it hands out, claims it stores, and the one
 * copy a process holds in memory (the activity library). Each lifetime is written here once. Sessions,
 * users, approvals, profiles and the practice profile are read from the store on every request.
 */
import { DAY_MS, MINUTE_MS } from '../contract/index.js';

/** A sign-in link works this long (and only until a newer one is sent to the same address). */
export const SIGN_IN_LINK_TTL_MS = 15 * MINUTE_MS;

/** An invitation's sign-in link works this long. */
export const INVITATION_TTL_MS = 7 * DAY_MS;

/** After one invitation e-mail, the next to the same request waits this long. */
export const INVITATION_RESEND_INTERVAL_MS = MINUTE_MS;

/** A device that signed in to an address by link is known as one of its owner's devices this long. */
export const KNOWN_DEVICE_MAX_AGE_MS = 365 * DAY_MS;

/** A session lasts this long after its last use. */
export const SESSION_MAX_AGE_MS = 14 * DAY_MS;

/** An external sign-in under way (its signed cookie) must come back from the identity provider within this. */
export const EXTERNAL_SIGN_IN_MAX_AGE_MS = 10 * MINUTE_MS;

/** The same consultation request from the same address within this time is answered as already received. */
export const REPEAT_WINDOW_MS = 10 * MINUTE_MS;

/**
 * How long a process keeps the activity library in memory. No API call changes activities (they are seeded
 * at start-up); the limit bounds how long a change made directly in the database takes to show.
 */
export const CATALOG_TTL_MS = MINUTE_MS;
