// @vitest-environment node
/**
 * The test device's decryption (./push-device.ts), which the worker test, the e2e and the fault
 * suite trust to read what the shop's worker (web-push) sent, checked against the published
 * example of RFC 8291 (Appendix A: the user agent's keys, the auth secret and the encrypted body).
 */
import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptPush, type PushDevice } from './push-device';

const RFC_8291_APPENDIX_A = {
  plaintext: 'When I grow up, I want to be a watermelon',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml' +
    'mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT' +
    'pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

/** The RFC's user agent as a test device. */
function rfcDevice(): PushDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(RFC_8291_APPENDIX_A.uaPrivate, 'base64url'));
  return { ecdh, auth: Buffer.from(RFC_8291_APPENDIX_A.auth, 'base64url'), endpoint: 'https://push.example/rfc' };
}

describe('decryptPush', () => {
  it("opens RFC 8291's example body to its plaintext", () => {
    const device = rfcDevice();
    expect(device.ecdh.getPublicKey().toString('base64url')).toBe(RFC_8291_APPENDIX_A.uaPublic);
    // The example's plaintext is a JSON string once quoted; the shop's payloads are JSON objects.
    const body = Buffer.from(RFC_8291_APPENDIX_A.body, 'base64url');
    expect(() => decryptPush(device, body)).toThrow(SyntaxError);
    expect(decryptPush.raw(device, body).toString('utf8')).toBe(RFC_8291_APPENDIX_A.plaintext);
  });

  it('refuses a body changed on the way (the authentication tag fails)', () => {
    const body = Buffer.from(RFC_8291_APPENDIX_A.body, 'base64url');
    body[body.length - 1]! ^= 1;
    expect(() => decryptPush.raw(rfcDevice(), body)).toThrow();
  });
});
