import {
  fieldErrors,
  practiceProfileSchema,
  type FieldErrors,
  type PracticeProfileInfo,
  type PracticeProfileInput,
  type PracticeProfilePayload,
  type Testimonial,
} from '@app/api/contract';
import { numberOf } from './typed-number';

/**
 * The Practice profile form's values: the profile as the coach edits it (photo aside), with its numbers as the
 * text typed and each testimonial's consent box as it stands.
 */
export type ProfileFormValues = Omit<PracticeProfileInfo, 'coachPhotoUrl' | 'pricePerSession' | 'yearsExperience' | 'testimonials'> & {
  pricePerSession: string;
  yearsExperience: string;
  testimonials: Array<Testimonial & { consent: boolean }>;
};

/** The form's values from the stored profile; published testimonials were saved with consent given. */
export function formValues(site: PracticeProfileInfo): ProfileFormValues {
  return {
    businessName: site.businessName,
    shortName: site.shortName,
    coachName: site.coachName,
    coachEmail: site.coachEmail,
    phone: site.phone,
    address: site.address,
    pricePerSession: String(site.pricePerSession),
    degrees: site.degrees.map((degree) => ({ ...degree })),
    licence: site.licence,
    yearsExperience: String(site.yearsExperience),
    testimonials: site.testimonials.map((testimonial) => ({ ...testimonial, consent: true })),
    privacyNote: site.privacyNote,
    meetingUrl: site.meetingUrl,
  };
}

/** Field name (as `degrees.0.institution`) → message, for the fields at fault. */
export type ProfileErrors = FieldErrors;

/**
 * Checks the form with the contract's schema (the one the server applies): the payload to send, or the
 * message of each field at fault.
 */
export function checkProfile(values: ProfileFormValues): { payload: PracticeProfilePayload } | { errors: ProfileErrors } {
  const input: PracticeProfileInput = {
    ...values,
    pricePerSession: numberOf(values.pricePerSession),
    // A pasted link often carries a space at either end.
    meetingUrl: values.meetingUrl.trim(),
    yearsExperience: numberOf(values.yearsExperience),
    testimonials: values.testimonials.map((testimonial) => ({
      ...testimonial,
      consent: testimonial.consent as true,
    })),
  };
  const parsed = practiceProfileSchema.safeParse(input);
  if (parsed.success) return { payload: parsed.data };
  return { errors: fieldErrors(parsed.error) };
}

/** The wire body of PUT /api/site: the checked values with each testimonial's consent confirmed. */
export function profileBody(payload: PracticeProfilePayload): PracticeProfileInput {
  return { ...payload, testimonials: payload.testimonials.map((testimonial) => ({ ...testimonial, consent: true })) };
}
