import { z } from 'zod';
import { LIMITS } from './constants.js';

/** Building blocks for the payload schemas: each bound and message is written once. */

/** Line breaks of every kind: LF, CR, and the vertical tab, form feed, NEL and Unicode line separators. */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;

/** Said when a single-line field holds a line break. */
export const ONE_LINE_MESSAGE = 'Must be on one line (no line breaks)';

/** Whether text holds no line break: what a single-line field requires. */
export function isOneLine(value: string): boolean {
  return !LINE_BREAK.test(value);
}

/**
 * Required single-line text, trimmed; a line break is refused. Names, titles and anything else shown on
 * one line use this or optionalText; free text that may run over several lines opts in with the
 * multi-line builders below.
 */
export const requiredText = (message: string, max: number = LIMITS.name) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .refine(isOneLine, ONE_LINE_MESSAGE);

/** Optional single-line text, trimmed; a line break is refused; missing becomes ''. */
export const optionalText = (max: number = LIMITS.text) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).refine(isOneLine, ONE_LINE_MESSAGE).default('');

/** Required free text, trimmed, line breaks allowed (a plan's implementation, a testimonial). */
export const requiredMultilineText = (message: string, max: number = LIMITS.text) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** Optional free text, trimmed, line breaks allowed (challenges, reflections); missing becomes ''. */
export const optionalMultilineText = (max: number = LIMITS.text) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).default('');

/** E-mail address, with its two messages (missing, not an address); an address never holds a line break. */
export const emailField = (required = 'Email is required', invalid = 'Please enter a valid email address') =>
  z.string({ error: required }).trim().min(1, required).max(LIMITS.email, invalid).pipe(z.email(invalid));

const PHONE_SHAPE = /^\+?[\d\s\-().]+$/;

/** Whether text is a phone number: 7 to 20 digits, with optional +, spaces, dashes, parentheses and dots. */
function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_SHAPE.test(value) && digits >= 7 && digits <= 20;
}

/** Whitespace and control characters: a link holding any is not one address (it would split a mail or calendar line). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const NOT_IN_A_LINK = /[\s\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/** Whether text is one `https:` address with a host (a meeting or payment link). */
export function isHttpsLink(value: string): boolean {
  if (NOT_IN_A_LINK.test(value) || !value.toLowerCase().startsWith('https://')) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Whether an amount in dollars has at most two decimals (19.99 yes, 19.999 no; float drift forgiven). */
export function isWholeCents(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

/** Phone number: 7 to 20 digits, with optional +, spaces, dashes, parentheses and dots. */
export const phoneField = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(40, 'Please enter a valid phone number')
  .refine(isOneLine, ONE_LINE_MESSAGE)
  .refine(isPhoneNumber, 'Please enter a valid phone number');

/** An optional phone number: empty, or a valid one; missing becomes ''. */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(40, 'Please enter a valid phone number')
  .refine(isOneLine, ONE_LINE_MESSAGE)
  .refine((value) => value === '' || isPhoneNumber(value), 'Please enter a valid phone number')
  .default('');

/** A random text id as the API generates them. */
export const idField = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');

/**
 * A page size in a list's query: a whole number from 1 to `max`, `fallback` when missing. Query fields
 * convert with codecs, not transforms: zod's transform attaches a new closure to every parse, which a
 * busy process carries into its old generation.
 */
export const pageSizeField = (fallback: number, max: number) => {
  const message = `Must be a whole number from 1 to ${max}`;
  return z
    .codec(z.string().regex(/^\d{1,4}$/, message), z.number().min(1, message).max(max, message), {
      decode: Number,
      encode: String,
    })
    .default(fallback);
};

/** The opaque cursor a list's `Link: rel="next"` carries (only its shape is checked here). */
export const pageCursorField = z
  .string()
  .max(256, 'Invalid page cursor')
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid page cursor')
  .optional();

/** Route parameter carrying a record id. */
export const idParams = z.strictObject({ id: idField });
