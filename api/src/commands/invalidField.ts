import { InvalidError } from '../domain/errors.js';

/** A refusal of one field's value, worded as the request validation words it: "field: message". */
export function invalidField(field: string, message: string): InvalidError {
  return new InvalidError(`${field}: ${message}`, [{ field, message }]);
}
