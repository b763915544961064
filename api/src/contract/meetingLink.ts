import { z } from 'zod';
import { isHttpsLink, NOT_IN_A_LINK } from './fields.js';

/** Online sessions' meeting link: the practice's, and each session's own when the coach sets one. */

/** The longest meeting link kept. */
export const MEETING_URL_MAX = 500;

/** What a refused meeting link is told. */
export const MEETING_URL_MESSAGES = {
  https: 'Meeting link must start with https://',
  oneAddress: 'Meeting link must be one web address, without spaces or line breaks',
  tooLong: `Meeting link must be at most ${MEETING_URL_MAX} characters`,
  coachOnly: 'meetingUrl: Only the coach sets a session’s meeting link',
} as const;

/** A meeting link: an `https:` address, or '' for none. */
export const meetingUrlField = z
  .string({ error: MEETING_URL_MESSAGES.https })
  .max(MEETING_URL_MAX, MEETING_URL_MESSAGES.tooLong)
  .refine((value) => !NOT_IN_A_LINK.test(value), { message: MEETING_URL_MESSAGES.oneAddress, abort: true })
  .refine((value) => value === '' || isHttpsLink(value), MEETING_URL_MESSAGES.https);

/** The link a session is held on: its own, else the practice's ('' when neither has one). */
export function effectiveMeetingUrl(session: { meetingUrl?: string | null }, practiceMeetingUrl: string): string {
  return session.meetingUrl || practiceMeetingUrl;
}
