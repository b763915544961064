import { HONEYPOT_FIELD, type ConsultationRequestInput, type ConsultationRequestPayload } from '@app/api/contract';

/** What the consultation form holds while the visitor fills it in: every field of the request, none missing. */
export type ConsultationFormValues = {
  [K in keyof ConsultationRequestInput]-?: NonNullable<ConsultationRequestInput[K]>;
};

/** A field of the form. */
export type ConsultationField = keyof ConsultationFormValues;

/** The empty form (also what it returns to after a successful submission). */
export const EMPTY_CONSULTATION_FORM: ConsultationFormValues = {
  studentFirstName: '',
  studentLastName: '',
  gradeLevel: '',
  parentName: '',
  phone: '',
  email: '',
  challenges: '',
  weekdayMorning: false,
  weekdayAfternoon: false,
  weekdayEvening: false,
  weekend: false,
  [HONEYPOT_FIELD]: '',
};

/** The text fields in screen order: the first one in error gets the focus. */
export const FIELD_ORDER: readonly ConsultationField[] = [
  'studentFirstName',
  'studentLastName',
  'gradeLevel',
  'parentName',
  'phone',
  'email',
  'challenges',
];

/** One message per field in error (the first the shared schema reports). */
export type ConsultationErrors = Partial<Record<ConsultationField, string>>;

/** The outcome of checking the form: the payload to send, or the messages to show. */
export type ConsultationCheck =
  { ok: true; payload: ConsultationRequestPayload } | { ok: false; errors: ConsultationErrors };

/** The first field in error, in screen order. */
export function firstFieldInError(errors: ConsultationErrors): ConsultationField | undefined {
  return FIELD_ORDER.find((field) => errors[field]);
}
