import { z } from 'zod';

/** A failed check's messages by field path ("strategies.1", "reassessmentDate"; "" for the value as a whole). */
export type FieldErrors = Record<string, string>;

/**
 * The first message of each field path of a failed check, in the schema's own words: fields in the order of
 * their first problem, then the value's own problems (such as an unknown key).
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const flat = z.flattenError(error, (issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  const byField: Record<string, typeof flat.formErrors> = flat.fieldErrors;
  const errors: FieldErrors = {};
  for (const { path, message } of [...Object.values(byField).flat(), ...flat.formErrors]) errors[path] ??= message;
  return errors;
}

/** The first message of a failed check: the whole message of a check of one value or of a one-field form. */
export function firstError(error: z.ZodError): string | undefined {
  return Object.values(fieldErrors(error))[0];
}
