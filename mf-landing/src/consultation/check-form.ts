import { consultationRequestSchema, fieldErrors } from '@app/api/contract';
import type { ConsultationCheck, ConsultationErrors, ConsultationField, ConsultationFormValues } from './form-values';

/** Checks the form with the API's own schema, so the messages and bounds are the server's. */
export function checkConsultationForm(values: ConsultationFormValues): ConsultationCheck {
  const result = consultationRequestSchema.safeParse(values);
  if (result.success) return { ok: true, payload: result.data };
  const errors: ConsultationErrors = {};
  for (const [field, message] of Object.entries(fieldErrors(result.error))) {
    if (field in values) errors[field as ConsultationField] = message;
  }
  return { ok: false, errors };
}
