import { z } from 'zod';
import { LIMITS } from './constants.js';
import {
  emailField,
  isWholeCents,
  optionalPhoneField,
  optionalText,
  requiredMultilineText,
  requiredText,
} from './fields.js';
import { meetingUrlField } from './meetingLink.js';
import type { SiteInfo } from './site.js';

/** At most this many degrees are listed. */
export const MAX_DEGREES = 4;

/** The practice shows up to three testimonials. */
export const MAX_TESTIMONIALS = 3;

/** The consent a testimonial needs before it is published. */
export const TESTIMONIAL_CONSENT_MESSAGE = 'Confirm you have permission to publish this testimonial';

/** A short text field's bound. */
const SHORT = 200;

/** Longest privacy note and testimonial. */
export const PRIVACY_NOTE_MAX = 600;
export const TESTIMONIAL_MAX = 600;

/**
 * The practice profile as the coach saves it (PUT /api/site): everything the public pages show except the
 * photo, which is uploaded on its own. Each testimonial carries the coach's confirmation of consent, which
 * must be given; what is stored and shown is its text and attribution. The meeting link is saved with it but
 * shown only to booked clients.
 */
export const practiceProfileSchema = z.strictObject({
  businessName: requiredText('Practice name is required', SHORT),
  shortName: requiredText('Short name is required', LIMITS.name),
  coachName: requiredText('Coach name is required', LIMITS.name),
  coachEmail: emailField('Contact e-mail is required', 'Please enter a valid email address'),
  phone: optionalPhoneField,
  address: optionalText(SHORT),
  pricePerSession: z
    .number({ error: 'Price must be a number' })
    .positive('Price must be more than 0')
    .max(10_000, 'Price must be at most 10000')
    .refine(isWholeCents, 'Price must be in whole cents'),
  degrees: z
    .array(
      z.strictObject({
        degree: requiredText('Degree is required', SHORT),
        institution: optionalText(SHORT),
      }),
    )
    .max(MAX_DEGREES, `At most ${MAX_DEGREES} degrees`),
  licence: optionalText(SHORT),
  yearsExperience: z
    .number({ error: 'Years of experience must be a number' })
    .int('Years of experience must be a whole number')
    .min(0, 'Years of experience cannot be negative')
    .max(70, 'Years of experience must be at most 70'),
  testimonials: z
    .array(
      z
        .strictObject({
          text: requiredMultilineText('Testimonial text is required', TESTIMONIAL_MAX),
          attribution: requiredText('Attribution is required, for example "Parent of a 10th grader"', LIMITS.name),
          consent: z.literal(true, { error: TESTIMONIAL_CONSENT_MESSAGE }),
        })
        .transform(({ text, attribution }) => ({ text, attribution })),
    )
    .max(MAX_TESTIMONIALS, `At most ${MAX_TESTIMONIALS} testimonials`),
  privacyNote: requiredMultilineText('Privacy note is required', PRIVACY_NOTE_MAX),
  /** Left out, the stored link stays as it is. */
  meetingUrl: meetingUrlField.optional(),
}) satisfies z.ZodType<Omit<SiteInfo, 'coachPhotoUrl'>>;

export type PracticeProfileInput = z.input<typeof practiceProfileSchema>;
export type PracticeProfilePayload = z.output<typeof practiceProfileSchema>;
