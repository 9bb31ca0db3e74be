/**
 * Password hashing with PBKDF2-SHA-256 through Web Crypto (docs/product/decisions.md, "Security").
 */
import type { PasswordHash } from '@/domain/core/records';

/** OWASP's advice for PBKDF2-HMAC-SHA256 (iterations). */
export const DEFAULT_PBKDF2_ITERATIONS = 600_000;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

/**
 * Hashes a password with a fresh 16-byte random salt.
 * @param iterations - PBKDF2 rounds; stored with the hash so it can be raised later.
 */
export async function hashPassword(
  password: string,
  iterations: number = DEFAULT_PBKDF2_ITERATIONS,
): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return { algorithm: 'PBKDF2-SHA-256', iterations, salt: toBase64(salt), hash: toBase64(hash) };
}

/** Whether `password` matches `stored`, compared in constant time over the derived bytes. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  let expected: Uint8Array;
  let salt: Uint8Array;
  try {
    expected = fromBase64(stored.hash);
    salt = fromBase64(stored.salt);
  } catch {
    return false;
  }
  const actual = await derive(password, salt, stored.iterations);
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < actual.length; i += 1) difference |= actual[i]! ^ expected[i]!;
  return difference === 0;
}
