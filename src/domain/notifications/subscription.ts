/**
 * A device's Web Push subscription as the server accepts it (docs/decisions/026-web-push.md;
 * docs/security.md "Limits"): the push service's endpoint, https, at most
 * {@link PUSH_ENDPOINT_MAX_LENGTH} characters, on a known push service's host (the server posts
 * to it, so it must not be made to post anywhere else); the browser's keys, base64url of the
 * right decoded length (RFC 8291: a 65-byte P-256 point, a 16-byte secret).
 */
import { z } from 'zod';
import { pushMessages } from '@/shared/messages-push';

/** Subscriptions (devices) one account may hold. */
export const PUSH_SUBSCRIPTIONS_PER_ACCOUNT = 10;
/** The longest endpoint URL accepted (the browsers' are under 600 characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;
/** The longest device label kept (cut, not refused). */
export const PUSH_USER_AGENT_MAX_LENGTH = 120;

/**
 * The push services' hosts (each one, or any host under it): Chrome's and Edge's FCM, Firefox's
 * autopush, Safari's, Windows'.
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'push.apple.com',
  'notify.windows.com',
];

/** The bytes `text` decodes to as unpadded base64url, or -1 when it is not base64url. */
export function base64UrlByteLength(text: string): number {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return -1;
  return Math.floor((text.length * 6) / 8);
}

const key = (bytes: number) =>
  z.string().refine((value) => base64UrlByteLength(value.replace(/=+$/, '')) === bytes, { message: pushMessages.invalidSubscription });

/** Whether `text` holds a control character or a space (the URL parser would encode it: refused, not rewritten). */
function hasControlOrSpace(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Whether `host` is a loopback name or address. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/**
 * The schema of a subscription's body (`POST /api/push/subscriptions`).
 * @param allowLoopback - also accept `http://127.0.0.1:…` endpoints: the tests' local push
 *   service only (`PUSH_ALLOW_LOOPBACK`), never a shop on the network.
 */
export function pushSubscriptionSchema({ allowLoopback = false }: { allowLoopback?: boolean } = {}) {
  return z
    .object({
      endpoint: z
        .string()
        .max(PUSH_ENDPOINT_MAX_LENGTH, { message: pushMessages.invalidSubscription })
        .refine(
          (value) => {
            if (hasControlOrSpace(value)) return false;
            let url: URL;
            try {
              url = new URL(value);
            } catch {
              return false;
            }
            if (url.username || url.password) return false;
            if (allowLoopback && isLoopback(url.hostname)) return url.protocol === 'http:' || url.protocol === 'https:';
            if (url.protocol !== 'https:' || url.port !== '') return false;
            return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
          },
          { message: pushMessages.invalidSubscription },
        ),
      keys: z.object({ p256dh: key(65), auth: key(16) }).strict(),
      /** The browser's own field; ignored. */
      expirationTime: z.number().nullable().optional(),
    })
    .strict();
}

/** The body of `DELETE /api/push/subscriptions`: the endpoint of the device to remove. */
export const pushUnsubscribeSchema = z
  .object({
    endpoint: z
      .string()
      .min(1, { message: pushMessages.invalidSubscription })
      .max(PUSH_ENDPOINT_MAX_LENGTH, { message: pushMessages.invalidSubscription })
      .refine((value) => !hasControlOrSpace(value) && URL.canParse(value), { message: pushMessages.invalidSubscription }),
  })
  .strict();

/** A subscription as accepted. */
export type PushSubscriptionInput = z.infer<ReturnType<typeof pushSubscriptionSchema>>;

/** A device label from a user agent: cut to {@link PUSH_USER_AGENT_MAX_LENGTH}, control characters dropped. */
export function deviceLabel(userAgent: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  return (userAgent ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, PUSH_USER_AGENT_MAX_LENGTH);
}
