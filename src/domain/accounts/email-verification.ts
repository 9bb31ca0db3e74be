/**
 * Verifying a buyer's e-mail address (server mode; docs/decisions/022-verified-email.md): a link
 * with a random token goes to the address; the token opens `/verifikasi-email`, whose button sends
 * it back. The rules of a token, decided here, are the same wherever it is checked: it verifies
 * the one account and the one address it was made for, once, within
 * {@link EMAIL_VERIFICATION_TTL_MS}, and only while it is the account's newest link and the account
 * still has that address. Browser mode cannot send a link (decision 022) and verifies nothing.
 */
import { accept, refuse, type Decision } from '../core/decision';
import { ValidationError } from '../core/errors';
import { messages } from '@/shared/messages';
import { verificationMessages } from '@/shared/messages-verification';

/** How long a verification link is valid: 48 hours, in milliseconds. */
export const EMAIL_VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;

/** The random bytes of a token (crypto, base64url: 43 characters). */
export const EMAIL_VERIFICATION_TOKEN_BYTES = 32;

/** A token's shape: 32 bytes in base64url without padding. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The path of the verification page; its link carries the token as `?token=`. */
export const EMAIL_VERIFICATION_PATH = '/verifikasi-email';

/**
 * The link of a verification e-mail.
 * @param origin - the shop's public origin, e.g. `https://seulanga.id` (no trailing slash needed).
 * @param token - the token (base64url, so it needs no escaping; escaped all the same).
 */
export function emailVerificationLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${EMAIL_VERIFICATION_PATH}?token=${encodeURIComponent(token)}`;
}

/** Whether `token` has a token's shape (anything else is refused before any look-up). */
export function isTokenShaped(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_SHAPE.test(token);
}

/** A stored token, as the shell loaded it by its hash. */
export interface StoredEmailVerification {
  /** The account it was made for. */
  userId: string;
  /** The address it was sent to. */
  address: string;
  expiresAt: Date;
  usedAt: Date | null;
  /** When a newer link of the account, or an e-mail change, replaced it. */
  supersededAt: Date | null;
}

/** What {@link decideEmailVerification} accepted: the account whose address is now verified. */
export interface EmailVerificationPlan {
  userId: string;
  /** The address verified (the account's current e-mail). */
  address: string;
  verifiedAt: Date;
}

const refusal = (message: string, code: 'EMAIL_TOKEN_INVALID' | 'EMAIL_TOKEN_USED' | 'EMAIL_TOKEN_EXPIRED' | 'EMAIL_TOKEN_SUPERSEDED') =>
  refuse<EmailVerificationPlan>(new ValidationError(message, { token: message }, code));

/**
 * Decides a verification link sent back from `/verifikasi-email` (decision 022).
 * @param input.token - the stored token of the link's hash, undefined when none matches.
 * @param input.account - the token's account now (its id and e-mail), undefined when it is gone.
 * @param input.now - the request's time.
 * @returns the plan (verify `account` at `now`), or a refusal, a ValidationError with its code and
 *   an Indonesian message: EMAIL_TOKEN_INVALID (unknown, or its account gone), EMAIL_TOKEN_USED,
 *   EMAIL_TOKEN_SUPERSEDED (a newer link, or the account's e-mail changed since: the token is bound
 *   to the account and the address), EMAIL_TOKEN_EXPIRED (past 48 hours).
 */
export function decideEmailVerification(input: {
  token: StoredEmailVerification | undefined;
  account: { id: string; email: string } | undefined;
  now: Date;
}): Decision<EmailVerificationPlan> {
  const { token, account, now } = input;
  const text = verificationMessages;
  if (!token || !account || account.id !== token.userId) return refusal(text.tokenInvalid, 'EMAIL_TOKEN_INVALID');
  if (token.usedAt) return refusal(text.tokenUsed, 'EMAIL_TOKEN_USED');
  if (token.supersededAt || account.email.trim().toLowerCase() !== token.address.trim().toLowerCase()) {
    return refusal(text.tokenSuperseded, 'EMAIL_TOKEN_SUPERSEDED');
  }
  if (token.expiresAt.getTime() <= now.getTime()) return refusal(text.tokenExpired, 'EMAIL_TOKEN_EXPIRED');
  return accept({ userId: account.id, address: account.email, verifiedAt: now });
}

/**
 * Whether an account may ask for a new link (`Kirim Ulang Tautan Verifikasi`), or the refusal.
 * @returns null when it may; else ValidationError EMAIL_VERIFICATION_NOT_NEEDED: no e-mail, or
 *   verified already.
 */
export function resendVerificationRefusal(account: { email: string; emailVerified: boolean }): ValidationError | null {
  const text = verificationMessages;
  if (!account.email.trim()) return new ValidationError(text.noEmail, {}, 'EMAIL_VERIFICATION_NOT_NEEDED');
  if (account.emailVerified) return new ValidationError(text.alreadyVerified, {}, 'EMAIL_VERIFICATION_NOT_NEEDED');
  return null;
}

/** The refusal of every verification call in browser mode (decision 022: no server to send a link from). */
export function verificationUnavailable(): ValidationError {
  return new ValidationError(messages.auth.emailVerificationServerOnly, {}, 'EMAIL_VERIFICATION_UNAVAILABLE');
}
