/**
 * The pure parts of the shop's rate limits, free of the database (docs/security.md "Limits"):
 * the key of a client address and the wait as the catalogue's messages name it. The server's
 * limits (server/services/rate-limits.ts, server/pages/render-limit.ts, server/events/hub.ts) and
 * the order e-mail function (functions/order-email/limits.ts) share them.
 */
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key of a client address: IPv4 as it is, IPv6 as its /64 prefix (`2001:db8:1:2::/64`), an
 * IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) as its IPv4 address; brackets and a zone
 * (`%eth0`) are dropped. Anything else (`unknown`) is kept, lower-cased.
 * @param address - the client address as `clientIp` read it.
 */
export function addressKey(address: string): string {
  let text = address.trim().toLowerCase();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (isIPv4(text)) return text;
  if (!isIPv6(text)) return text || 'unknown';
  const groups = ipv6Groups(text);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a dotted IPv4 tail expanded). */
function ipv6Groups(text: string): number[] {
  const toGroups = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((piece) => {
          if (!piece.includes('.')) return [parseInt(piece, 16)];
          const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = text.split('::');
  const front = toGroups(head);
  const back = tail === undefined ? [] : toGroups(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * A wait as people read it: `45 detik`, `3 menit`, `2 jam` (rounded up).
 * @param seconds - the wait in seconds.
 */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} detik`;
  if (seconds < 60 * 60) return `${Math.ceil(seconds / 60)} menit`;
  return `${Math.ceil(seconds / 3600)} jam`;
}
