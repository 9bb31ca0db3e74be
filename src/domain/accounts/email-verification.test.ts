/** The rules of an e-mail verification link (docs/decisions/022-verified-email.md). */
import { describe, expect, it } from 'vitest';
import {
  decideEmailVerification,
  EMAIL_VERIFICATION_TTL_MS,
  emailVerificationLink,
  isTokenShaped,
  resendVerificationRefusal,
  type StoredEmailVerification,
} from './email-verification';

const now = new Date('2026-11-29T10:00:00.000Z');
const token = (fields: Partial<StoredEmailVerification> = {}): StoredEmailVerification => ({
  userId: 'USR9',
  address: 'pembeli@example.com',
  expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
  usedAt: null,
  supersededAt: null,
  ...fields,
});
const account = { id: 'USR9', email: 'Pembeli@Example.com' };
const codeOf = (decision: ReturnType<typeof decideEmailVerification>) => (decision.ok ? 'ok' : decision.refusal.code);

describe('decideEmailVerification', () => {
  it("verifies the token's account and address once, within 48 hours", () => {
    expect(decideEmailVerification({ token: token(), account, now })).toEqual({
      ok: true,
      plan: { userId: 'USR9', address: 'Pembeli@Example.com', verifiedAt: now },
    });
  });

  it('refuses an unknown, used, superseded or expired token with its own code', () => {
    expect(codeOf(decideEmailVerification({ token: undefined, account, now }))).toBe('EMAIL_TOKEN_INVALID');
    expect(codeOf(decideEmailVerification({ token: token(), account: undefined, now }))).toBe('EMAIL_TOKEN_INVALID');
    expect(codeOf(decideEmailVerification({ token: token({ usedAt: now }), account, now }))).toBe('EMAIL_TOKEN_USED');
    expect(codeOf(decideEmailVerification({ token: token({ supersededAt: now }), account, now }))).toBe('EMAIL_TOKEN_SUPERSEDED');
    expect(codeOf(decideEmailVerification({ token: token({ expiresAt: now }), account, now }))).toBe('EMAIL_TOKEN_EXPIRED');
  });

  it('is bound to the account and the address: another account, or a changed e-mail, is refused', () => {
    expect(codeOf(decideEmailVerification({ token: token(), account: { id: 'USR10', email: 'pembeli@example.com' }, now }))).toBe(
      'EMAIL_TOKEN_INVALID',
    );
    expect(codeOf(decideEmailVerification({ token: token(), account: { ...account, email: 'baru@example.com' }, now }))).toBe(
      'EMAIL_TOKEN_SUPERSEDED',
    );
  });

  it('answers its refusals in Indonesian', () => {
    const decision = decideEmailVerification({ token: token({ usedAt: now }), account, now });
    expect(!decision.ok && decision.refusal.message).toBe('Tautan verifikasi ini sudah digunakan.');
  });
});

describe('the link and the resend', () => {
  it('builds the page link on the public origin and checks a token by its shape', () => {
    const value = 'a'.repeat(43);
    expect(emailVerificationLink('https://seulanga.id/', value)).toBe(`https://seulanga.id/verifikasi-email?token=${value}`);
    expect(isTokenShaped(value)).toBe(true);
    expect(isTokenShaped('a'.repeat(42))).toBe(false);
    expect(isTokenShaped(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isTokenShaped(undefined)).toBe(false);
  });

  it('asks for a new link only for an unverified e-mail', () => {
    expect(resendVerificationRefusal({ email: 'a@example.com', emailVerified: false })).toBeNull();
    expect(resendVerificationRefusal({ email: 'a@example.com', emailVerified: true })?.code).toBe('EMAIL_VERIFICATION_NOT_NEEDED');
    expect(resendVerificationRefusal({ email: ' ', emailVerified: false })?.code).toBe('EMAIL_VERIFICATION_NOT_NEEDED');
  });
});
