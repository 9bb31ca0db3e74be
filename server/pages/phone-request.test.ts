import { describe, expect, it } from 'vitest';
import { isPhoneRequest } from './phone-request';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('isPhoneRequest', () => {
  it("believes Chromium's mobile hint over the User-Agent", () => {
    expect(isPhoneRequest('?1', DESKTOP_FIREFOX)).toBe(true);
    expect(isPhoneRequest('?0', ANDROID_CHROME)).toBe(false);
  });

  it("reads a phone's User-Agent without the hint (Safari, Firefox)", () => {
    expect(isPhoneRequest(undefined, IPHONE_SAFARI)).toBe(true);
    expect(isPhoneRequest(undefined, ANDROID_CHROME)).toBe(true);
    expect(isPhoneRequest(undefined, DESKTOP_FIREFOX)).toBe(false);
    expect(isPhoneRequest(undefined, ANDROID_TABLET)).toBe(false);
    expect(isPhoneRequest(undefined, undefined)).toBe(false);
    // Any other hint value is no answer: the User-Agent decides.
    expect(isPhoneRequest('1', IPHONE_SAFARI)).toBe(true);
  });
});
