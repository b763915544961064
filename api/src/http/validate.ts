import type { z } from 'zod';
import { badRequest } from './errors.js';

/** One field's problem, as a form can show it. */
export interface FieldError {
  field: string;
  message: string;
}

/** Parses input with a schema; a failure is a 400 whose message names the first field at fault. */
export function parseInput<T>(schema: z.ZodType<T> | undefined, value: unknown, where: string): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || where,
    message: issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : issue.message,
  }));
  const first = errors[0]!;
  throw badRequest(`${first.field}: ${first.message}`, { errors });
}
