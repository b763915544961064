import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from '@app/api/contract';
import { isApiError } from '@app/kit/api';

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

/** What the server refused in a save: its message per field, and the values it refused them for. */
export interface Refusal<V> {
  values: V;
  errors: FieldErrors;
}

/**
 * The field messages of a save the API refused (a 400 whose body lists `errors: [{ field, message }]`), or null when
 * the failure names no field (network down, another status), for the form to fall back on its general message.
 */
export function refusalOf<V>(error: unknown, values: V): Refusal<V> | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const errors: FieldErrors = {};
  try {
    const listed = (JSON.parse(error.text) as { errors?: unknown }).errors;
    for (const item of Array.isArray(listed) ? listed : []) {
      const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
      if (typeof field === 'string' && typeof message === 'string') errors[field] ??= message;
    }
  } catch {
    return null;
  }
  return Object.keys(errors).length > 0 ? { values, errors } : null;
}

/** The server's messages still due: each only while its field holds the value the server refused. */
export function stillRefused<V extends Record<string, unknown>>(refusal: Refusal<V> | null, values: V): FieldErrors {
  const due: FieldErrors = {};
  for (const [field, message] of Object.entries(refusal?.errors ?? {})) {
    if (field in values && values[field] === refusal!.values[field]) due[field] = message;
  }
  return due;
}
