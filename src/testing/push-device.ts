/**
 * A Web Push device as a browser makes one — a P-256 key pair and an auth secret — for the tests
 * and the fault suite, which play the push service on 127.0.0.1 (no push service is reachable
 * here): its subscription for `POST /api/push/subscriptions` and the decryption of what the shop's
 * worker posts to it (docs/decisions/026-web-push.md). Node only.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A device's keys and its push endpoint. */
export interface PushDevice {
  ecdh: ECDH;
  auth: Buffer;
  endpoint: string;
}

/**
 * A new device subscribed at `endpoint`.
 * @param endpoint - the push service's address for this device (e.g. `http://127.0.0.1:PORT/push/phone`).
 */
export function createPushDevice(endpoint: string): PushDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16), endpoint };
}

/** The body of `POST /api/push/subscriptions` for `device`, as `PushSubscription.toJSON()` gives it. */
export function pushSubscriptionOf(device: PushDevice) {
  return {
    endpoint: device.endpoint,
    keys: { p256dh: device.ecdh.getPublicKey().toString('base64url'), auth: device.auth.toString('base64url') },
  };
}

/**
 * Decrypts a push body (`aes128gcm`, RFC 8188 and RFC 8291) with the device's keys and parses its
 * JSON payload; `decryptPush.raw` answers the plaintext's bytes.
 * @throws when the body was not encrypted for this device (the authentication tag fails) or is not JSON.
 */
export function decryptPush(device: PushDevice, body: Buffer): unknown {
  return JSON.parse(decryptPush.raw(device, body).toString('utf8'));
}

/** The plaintext of a push body, without its padding. @throws when the authentication tag fails. */
decryptPush.raw = function decryptRaw(device: PushDevice, body: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const secret = device.ecdh.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, device.auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const plain = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then padding zeros.
  return plain.subarray(0, plain.lastIndexOf(2));
};

/** One POST a {@link startLocalPushService} received. */
export interface PushDelivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 (a free port) that keeps every POST it is sent, in order, and
 * answers each with the status `answer` gives for its path (201 by default).
 * @returns its origin (`http://127.0.0.1:PORT`), what it received (cleared by emptying the array),
 *   and `close`.
 */
export async function startLocalPushService(answer: (path: string) => number = () => 201) {
  const received: PushDelivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answer(path)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
