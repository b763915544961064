import { consultationRequestSchema } from '@app/api/contract';
import type { ConsultationCheck, ConsultationErrors, ConsultationField, ConsultationFormValues } from './form-values';

/** Checks the form with the API's own schema, so the messages and bounds are the server's. */
export function checkConsultationForm(values: ConsultationFormValues): ConsultationCheck {
  const result = consultationRequestSchema.safeParse(values);
  if (result.success) return { ok: true, payload: result.data };
  const errors: ConsultationErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !(field in errors)) {
      errors[field as ConsultationField] = issue.message;
    }
  }
  return { ok: false, errors };
}
