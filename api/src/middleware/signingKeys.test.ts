import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SigningKeys } from './signingKeys.js';

const NEW_KEY = 'n'.repeat(32);
const OLD_KEY = 'o'.repeat(32);

/** keygrip's own formula: HMAC-SHA1 in base64 with / + = replaced, as cookies already in browsers carry. */
function keygripSignature(data: string, key: string): string {
  return createHmac('sha1', key)
    .update(data)
    .digest('base64')
    .replace(/\/|\+|=/g, (x) => ({ '/': '_', '+': '-', '=': '' })[x]!);
}

describe('SigningKeys', () => {
  const data = 'ef.sid=abcdefghijklmnopqrstuvwxyz012345';

  it('signs as keygrip does, with the newest key', () => {
    const keys = new SigningKeys([NEW_KEY, OLD_KEY]);
    expect(keys.sign(data)).toBe(keygripSignature(data, NEW_KEY));
  });

  it('names the key that signed a value, and -1 for a wrong signature', () => {
    const keys = new SigningKeys([NEW_KEY, OLD_KEY]);
    expect(keys.index(data, keygripSignature(data, NEW_KEY))).toBe(0);
    expect(keys.index(data, keygripSignature(data, OLD_KEY))).toBe(1);
    expect(keys.index(data, keygripSignature(data, 'x'.repeat(32)))).toBe(-1);
    expect(keys.verify(data, '')).toBe(false);
    expect(keys.verify(data, `${keygripSignature(data, NEW_KEY)}x`)).toBe(false);
  });

  it('refuses a tampered signature or value even after the genuine pair passed', () => {
    const keys = new SigningKeys([NEW_KEY]);
    const genuine = keygripSignature(data, NEW_KEY);
    expect(keys.verify(data, genuine)).toBe(true);
    expect(keys.verify(data, genuine)).toBe(true);
    const tampered = `${genuine.slice(0, -1)}${genuine.endsWith('A') ? 'B' : 'A'}`;
    expect(keys.verify(data, tampered)).toBe(false);
    expect(keys.verify(`${data}0`, genuine)).toBe(false);
    expect(keys.verify(data, genuine)).toBe(true);
  });

  it('keeps answering the key index of a value signed with an older key', () => {
    const keys = new SigningKeys([NEW_KEY, OLD_KEY]);
    const old = keygripSignature(data, OLD_KEY);
    expect(keys.index(data, old)).toBe(1);
    expect(keys.index(data, old)).toBe(1);
    expect(keys.index(data, keygripSignature(data, NEW_KEY))).toBe(0);
  });

  it('needs at least one key', () => {
    expect(() => new SigningKeys([])).toThrow(/key/);
  });
});
