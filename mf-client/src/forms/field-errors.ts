import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from '@app/api/contract';

export type { FieldErrors };

/** A form's values checked: the payload to send, or one message per invalid field. */
export type Checked<P> = { payload: P } | { errors: FieldErrors };

/** Checks a form's values against a schema, with the schema's messages per field. */
export function checkWith<S extends z.ZodType>(schema: S, values: unknown): Checked<z.output<S>> {
  const parsed = schema.safeParse(values);
  return parsed.success ? { payload: parsed.data } : { errors: fieldErrors(parsed.error) };
}

/**
 * The messages still due after a failed save, given the values' messages now: a shown message stays (in its
 * current words) only while its field is still invalid, so it clears as soon as the value is valid; a field
 * that was fine is not marked until the next save.
 */
export function stillDue(shown: FieldErrors, now: FieldErrors): FieldErrors {
  const due: FieldErrors = {};
  for (const path of Object.keys(shown)) if (path in now) due[path] = now[path]!;
  return due;
}

/** The messages of checked values (none when they passed). */
export function messagesOf<P>(checked: Checked<P>): FieldErrors {
  return 'errors' in checked ? checked.errors : {};
}

/** Moves keyboard focus to the first invalid control of a form, so the student lands on what to fix. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
}
