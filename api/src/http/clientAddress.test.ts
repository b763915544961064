import { describe, expect, it } from 'vitest';
import { addressKey } from './clientAddress.js';

describe('addressKey', () => {
  it('keeps an IPv4 address, also when written IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('2001:0db8:0001:0002:0:0:0:9')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('leaves what is not an address as it is', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('unknown')).toBe('unknown');
  });
});
