import { describe, expect, it } from 'vitest';
import { ipSubject } from '../../core/security/ip-subject.js';

describe('the subject a per-IP rate limit counts', () => {
  it('keeps an IPv4 address, also when it arrives IPv4-mapped', () => {
    expect(ipSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(ipSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one caller', () => {
    const a = ipSubject('2001:db8:abcd:12:1::1');
    expect(a).toBe('2001:db8:abcd:12::/64');
    expect(ipSubject('2001:0db8:abcd:0012:ffff:eeee:dddd:cccc')).toBe(a);
    expect(ipSubject('2001:db8:abcd:13::1')).not.toBe(a);
  });

  it('expands a leading :: correctly', () => {
    expect(ipSubject('::1')).toBe('0:0:0:0::/64');
    expect(ipSubject('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
