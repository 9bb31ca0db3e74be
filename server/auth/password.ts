/**
 * Password hashing on the server: argon2id with OWASP's parameters (19 MiB, t=2, p=1) through
 * `@node-rs/argon2`. Browser-mode PBKDF2 hashes (JSON of `passwordHashSchema`) and prototype
 * plain passwords are verified once and then replaced by an argon2id hash (`needsRehash`).
 */
import { hash, verify } from '@node-rs/argon2';
import { passwordHashSchema } from '@/domain/core/records';
import { verifyPassword as verifyPbkdf2 } from '@/domain/accounts/password';

/** OWASP's argon2id parameters: memory in KiB, iterations, parallelism. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

/** Hashes `password` with argon2id; returns the PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A verification outcome: whether it matched and whether the stored form must be upgraded. */
export interface PasswordCheck {
  ok: boolean;
  needsRehash: boolean;
}

/**
 * Checks `password` against what a user row stores.
 * @param stored - argon2id PHC text, PBKDF2 JSON, or null.
 * @param legacyPlain - a prototype's plain password (only when `stored` is null).
 */
export async function checkPassword(password: string, stored: string | null, legacyPlain: string | null): Promise<PasswordCheck> {
  if (!password) return { ok: false, needsRehash: false };
  if (stored?.startsWith('$argon2')) {
    try {
      return { ok: await verify(stored, password), needsRehash: false };
    } catch {
      return { ok: false, needsRehash: false };
    }
  }
  if (stored) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(stored);
    } catch {
      return { ok: false, needsRehash: false };
    }
    const pbkdf2 = passwordHashSchema.safeParse(parsed);
    if (!pbkdf2.success) return { ok: false, needsRehash: false };
    const ok = await verifyPbkdf2(password, pbkdf2.data);
    return { ok, needsRehash: ok };
  }
  if (legacyPlain !== null && legacyPlain.length > 0) {
    const ok = timingSafeEqualText(password, legacyPlain);
    return { ok, needsRehash: ok };
  }
  return { ok: false, needsRehash: false };
}

function timingSafeEqualText(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let difference = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) difference |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return difference === 0;
}
