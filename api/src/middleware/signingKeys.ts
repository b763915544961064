import { createHmac } from 'node:crypto';
import { TtlCache } from '../services/ttlCache.js';

/** How long a checked cookie signature is remembered; the keys only change with a restart. */
const REMEMBER_MS = 60 * 60 * 1000;

/**
 * Compares two texts in time that depends only on their length (a signature's length is public):
 * every character is looked at, whatever the first difference.
 */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/**
 * Cookie signing keys with the interface of keygrip (which cookies and koa-session use): HMAC-SHA1,
 * base64url, newest key first, older keys still accepted. Checking a session cookie's signature
 * costs three HMACs and random bytes per request in keygrip; here the expected signature of a value
 * that already passed is remembered, so a returning cookie is checked with one constant-time compare.
 * Only values that passed are kept (junk cannot fill the cache), and a different signature for a
 * known value is checked in full again.
 */
export class SigningKeys {
  private readonly passed: TtlCache<{ digest: string; index: number }>;

  constructor(
    private readonly keys: readonly string[],
    maxEntries = 10_000,
  ) {
    if (keys.length === 0) throw new Error('At least one signing key is required');
    this.passed = new TtlCache(REMEMBER_MS, maxEntries);
  }

  /** The signature of `data` with the newest key. */
  sign(data: string): string {
    return this.signWith(data, this.keys[0]!);
  }

  /** Whether `digest` is the signature of `data` under any key. */
  verify(data: string, digest: string): boolean {
    return this.index(data, digest) > -1;
  }

  /** Which key signed `data` as `digest` (0 is the newest), or -1 when none did. */
  index(data: string, digest: string): number {
    const known = this.passed.get(data);
    if (known && sameText(known.digest, digest)) return known.index;
    for (let index = 0; index < this.keys.length; index++) {
      if (sameText(this.signWith(data, this.keys[index]!), digest)) {
        this.passed.set(data, { digest, index });
        return index;
      }
    }
    return -1;
  }

  private signWith(data: string, key: string): string {
    return createHmac('sha1', key).update(data).digest('base64url');
  }
}
