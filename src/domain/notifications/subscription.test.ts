import { describe, expect, it } from 'vitest';
import { base64UrlByteLength, deviceLabel, pushSubscriptionSchema } from './subscription';

const p256dh = Buffer.alloc(65, 4).toString('base64url');
const auth = Buffer.alloc(16, 7).toString('base64url');
const valid = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def', keys: { p256dh, auth } };

describe('pushSubscriptionSchema', () => {
  it("accepts a push service's https endpoint with keys of the right length", () => {
    expect(pushSubscriptionSchema().safeParse(valid).success).toBe(true);
    expect(pushSubscriptionSchema().safeParse({ ...valid, endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/x', expirationTime: null }).success).toBe(true);
    expect(pushSubscriptionSchema().safeParse({ ...valid, endpoint: 'https://db5p.notify.windows.com/w/?token=x' }).success).toBe(true);
  });

  it.each([
    ['http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['another host', 'https://example.com/push'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.test/x'],
    ['an address', 'https://10.0.0.1/x'],
    ['a port', 'https://fcm.googleapis.com:8443/x'],
    ['credentials', 'https://a:b@fcm.googleapis.com/x'],
    ['not a URL', 'fcm'],
    ['too long', `https://fcm.googleapis.com/${'x'.repeat(1100)}`],
  ])('refuses an endpoint with %s', (_, endpoint) => {
    expect(pushSubscriptionSchema().safeParse({ ...valid, endpoint }).success).toBe(false);
  });

  it('accepts a loopback http endpoint only when told to (the tests’ push service)', () => {
    const local = { ...valid, endpoint: 'http://127.0.0.1:4622/push/1' };
    expect(pushSubscriptionSchema().safeParse(local).success).toBe(false);
    expect(pushSubscriptionSchema({ allowLoopback: true }).safeParse(local).success).toBe(true);
  });

  it('refuses keys of the wrong length or alphabet, and unknown fields', () => {
    const schema = pushSubscriptionSchema();
    expect(schema.safeParse({ ...valid, keys: { p256dh: p256dh.slice(0, 80), auth } }).success).toBe(false);
    expect(schema.safeParse({ ...valid, keys: { p256dh, auth: `${auth}AAAA` } }).success).toBe(false);
    expect(schema.safeParse({ ...valid, keys: { p256dh: `${p256dh.slice(0, 86)}+`, auth } }).success).toBe(false);
    expect(schema.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
  });

  it('measures base64url and labels devices', () => {
    expect(base64UrlByteLength(p256dh)).toBe(65);
    expect(base64UrlByteLength(auth)).toBe(16);
    expect(base64UrlByteLength('a/b')).toBe(-1);
    expect(deviceLabel(`Mozilla\u0000${'x'.repeat(300)}`)).toHaveLength(120);
  });
});
