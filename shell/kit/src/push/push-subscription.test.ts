import { describe, expect, it } from 'vitest';
import { urlBase64ToUint8Array } from './push-subscription';

describe('urlBase64ToUint8Array', () => {
  it('decodes base64url without padding, including - and _', () => {
    expect(Array.from(urlBase64ToUint8Array('-_8'))).toEqual([0xfb, 0xff]);
    expect(Array.from(urlBase64ToUint8Array('AQID'))).toEqual([1, 2, 3]);
  });

  it('turns a VAPID public key into the 65-byte uncompressed point', () => {
    const key = 'BCvY3VWQ7rylO6NkCnoQ3QEUBYswWVdYfhIjZkgMmXFrFAZMgawnnTm4DNEM8tPJEUw7mjqeXy3Krq83elDKyLc';
    const bytes = urlBase64ToUint8Array(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
  });
});
