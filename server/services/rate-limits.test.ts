// @vitest-environment node
/** The rate limits' pure parts (server/services/rate-limits.ts): address keys, the back-off, waits. */
import { describe, expect, it } from 'vitest';
import { addressKey, formatWait, LOGIN_BACKOFF_MAX_SECONDS, LOGIN_FREE_ATTEMPTS, loginBackoffSeconds } from './rate-limits';

describe('addressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    [' 203.0.113.9 ', '203.0.113.9'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:FFFF:FFFF:FFFF:FFFF', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::1]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['::FFFF:c000:0207', '192.0.2.7'],
    ['64:ff9b::192.0.2.7', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
    ['', 'unknown'],
  ])('%s → %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('keeps two /64s apart', () => {
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
  });
});

describe('loginBackoffSeconds', () => {
  it('waits a minute after the last free attempt, doubles at each further one, and stops at an hour', () => {
    const waits = Array.from({ length: 10 }, (_, i) => loginBackoffSeconds(LOGIN_FREE_ATTEMPTS + i));
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600, 3600, 3600]);
    expect(loginBackoffSeconds(10_000)).toBe(LOGIN_BACKOFF_MAX_SECONDS);
  });
});

describe('formatWait', () => {
  it.each([
    [0.2, '1 detik'],
    [45, '45 detik'],
    [60, '1 menit'],
    [61, '2 menit'],
    [900, '15 menit'],
    [3600, '1 jam'],
    [5400, '2 jam'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatWait(seconds)).toBe(text);
  });
});
