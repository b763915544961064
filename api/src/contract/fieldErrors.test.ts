import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, firstError } from './fieldErrors.js';

const schema = z.strictObject({
  name: z.string().min(1, 'Name is required').max(3, 'Name is too long'),
  items: z.array(z.string().min(1, 'Item cannot be empty')),
});

const errorOf = (value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a failed check');
  return parsed.error;
};

describe('fieldErrors', () => {
  it("keeps the first message of each field path, in the schema's words", () => {
    expect(fieldErrors(errorOf({ name: '', items: ['a', '', ''] }))).toEqual({
      name: 'Name is required',
      'items.1': 'Item cannot be empty',
      'items.2': 'Item cannot be empty',
    });
  });

  it("puts the value's own problems under '', after the fields", () => {
    const errors = fieldErrors(errorOf({ name: '', items: [], extra: 1 }));
    expect(Object.keys(errors)).toEqual(['name', '']);
    expect(errors['']).toBe('Unrecognized key: "extra"');
  });
});

describe('firstError', () => {
  it('is the first problem of a check', () => {
    expect(firstError(errorOf({ name: 'long name', items: [''] }))).toBe('Name is too long');
  });

  it('reads a check of one value', () => {
    const parsed = z.string().min(1, 'Required').safeParse('');
    expect(parsed.success ? null : firstError(parsed.error)).toBe('Required');
  });
});
