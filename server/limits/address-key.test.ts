import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is, also when written as IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one', () => {
    const key = '2001:0db8:0001:0002::/64';
    expect(addressKey('2001:db8:1:2::1')).toBe(key);
    expect(addressKey('2001:db8:1:2:abcd:ef01:2345:6789')).toBe(key);
    expect(addressKey('2001:DB8:1:2:0:0:0:ffff')).toBe(key);
    expect(addressKey('2001:db8:1:2::1%eth0')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('expands a compressed prefix before cutting it', () => {
    expect(addressKey('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(addressKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(addressKey('fe80::1:2:3:4')).toBe('fe80:0000:0000:0000::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('0064:ff9b:0000:0000::/64');
  });

  it('leaves anything else alone', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
