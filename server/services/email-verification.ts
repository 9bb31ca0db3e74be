/**
 * E-mail verification on the server (docs/decisions/022-verified-email.md; `docs/api.md`,
 * `POST /api/auth/verify-email` and `POST /api/account/email-verification`): the statements of a
 * link's life, and the two use cases' shells.
 *
 * A link is queued as an outbox row of type `email_verification` (no order; the account in
 * `user_id`), in the transaction of the sign-up or the e-mail change, so a crash loses none and the
 * outbox's retries apply. The token is made only when the worker sends the row
 * ({@link issueVerificationToken}): a random 32 bytes, of which only the SHA-256 is stored, so
 * neither the outbox nor the token table ever holds a usable link. Each new token supersedes the
 * account's older ones; a retried send makes a new one (the mail that failed carried none that works).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  decideEmailVerification,
  EMAIL_VERIFICATION_TOKEN_BYTES,
  EMAIL_VERIFICATION_TTL_MS,
  isTokenShaped,
  resendVerificationRefusal,
} from '@/domain/accounts/email-verification';
import { planOrThrow } from '@/domain/core/decision';
import { signInRequired, ValidationError } from '@/domain/core/errors';
import { verificationMessages } from '@/shared/messages-verification';
import { recipientLimitKey } from '@/domain/orders/emails';
import type { Database, Executor } from '../db/client';
import { emailOutbox, emailVerifications, users } from '../db/schema';
import { EMAIL_VERIFICATION_TYPE, OUTBOX_MAX_ATTEMPTS } from './email-outbox';
import type { ServiceContext, Tx } from './context';

/** The hex SHA-256 of a token: what `email_verifications.token_hash` keeps. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Queues one verification link of account `userId` to `address` (an outbox row due at `now`),
 * inside the caller's transaction (the sign-up's or the e-mail change's).
 * @throws what the database throws.
 */
export async function queueVerificationEmail(db: Executor, userId: string, address: string, now: Date): Promise<void> {
  await db.insert(emailOutbox).values({
    orderId: null,
    userId,
    type: EMAIL_VERIFICATION_TYPE,
    recipient: address,
    recipientKey: recipientLimitKey(address),
    unverified: false,
    maxAttempts: OUTBOX_MAX_ATTEMPTS,
    nextAttemptAt: now,
    createdAt: now,
  });
}

/**
 * Supersedes every link of `userId` not yet used (an e-mail change: they name the old address; a
 * newer link: only the newest works).
 * @throws what the database throws.
 */
export async function supersedeVerificationTokens(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ supersededAt: now })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt), isNull(emailVerifications.supersededAt)));
}

/**
 * The token of a verification e-mail about to be sent (the outbox worker, server/jobs/email-worker.ts):
 * in one transaction, with the account's row locked, only while account `userId` still has `address`
 * (letter case aside) and it is not verified yet — its older links superseded, the new token's hash
 * stored with the address, valid {@link EMAIL_VERIFICATION_TTL_MS} from `now`.
 * @returns the token (base64url, 43 characters), or null when there is nothing to verify any more
 *   (the account is gone, its e-mail changed, or it was verified meanwhile): nothing is sent.
 * @throws what the database throws (nothing is stored then).
 */
export async function issueVerificationToken(db: Database, userId: string, address: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!account || account.emailVerifiedAt !== null || account.email.trim().toLowerCase() !== address.trim().toLowerCase()) return null;
    await supersedeVerificationTokens(tx, userId, now);
    const token = randomBytes(EMAIL_VERIFICATION_TOKEN_BYTES).toString('base64url');
    await tx.insert(emailVerifications).values({
      tokenHash: tokenHash(token),
      userId,
      address: account.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
    });
    return token;
  });
}

/**
 * After an e-mail change inside `tx`: the account is unverified, its links superseded, and, for a
 * buyer (`sendLink`: the order e-mails are a buyer's), one link to the new address queued (none for
 * an empty e-mail). Letter case alone is no change (one mailbox).
 * @returns whether a link was queued (the caller wakes the outbox worker after the commit).
 */
export async function emailChanged(tx: Tx, userId: string, before: string, after: string, now: Date, sendLink: boolean): Promise<boolean> {
  if (before.trim().toLowerCase() === after.trim().toLowerCase()) return false;
  await tx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, userId));
  await supersedeVerificationTokens(tx.db, userId, now);
  if (!after.trim() || !sendLink) return false;
  await queueVerificationEmail(tx.db, userId, after, now);
  return true;
}

/** The outbox worker of this instance, woken after a link was queued (it polls otherwise). */
export function sendVerificationSoon(ctx: ServiceContext): void {
  const worker = ctx.deps.orderEmails;
  if (worker) setImmediate(() => worker.wake());
}

/**
 * `POST /api/auth/verify-email`: verifies the account a link's token was made for (decided by
 * `decideEmailVerification`, src/domain/accounts/email-verification.ts), signed in or not, and
 * marks the token used — with the token's and the account's rows locked, so a token verifies
 * once. Announces `currentUser` and `users` to the account (its screens and session caches follow).
 * @throws ValidationError EMAIL_TOKEN_INVALID (also for a token of another shape), EMAIL_TOKEN_USED,
 *   EMAIL_TOKEN_EXPIRED, EMAIL_TOKEN_SUPERSEDED.
 */
export async function verifyEmailToken(ctx: ServiceContext, token: unknown): Promise<void> {
  if (!isTokenShaped(token)) {
    const message = verificationMessages.tokenInvalid;
    throw new ValidationError(message, { token: message }, 'EMAIL_TOKEN_INVALID');
  }
  const hash = tokenHash(token);
  await ctx.transact(async (tx) => {
    const [stored] = await tx.db.select().from(emailVerifications).where(eq(emailVerifications.tokenHash, hash)).for('update');
    const [account] = stored
      ? await tx.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, stored.userId)).for('no key update')
      : [];
    const plan = planOrThrow(decideEmailVerification({ token: stored, account, now: ctx.now() }));
    await tx.db.update(users).set({ emailVerifiedAt: plan.verifiedAt }).where(eq(users.id, plan.userId));
    await tx.db.update(emailVerifications).set({ usedAt: plan.verifiedAt }).where(eq(emailVerifications.tokenHash, hash));
    tx.changed(['users', 'currentUser'], { kind: 'users', userIds: [plan.userId] });
  }, 0);
}

/**
 * `Kirim Ulang Tautan Verifikasi` of the request's actor: counted first (`limits.verificationResend`,
 * 3 an hour per account), then, under the account's lock, refused when there is no e-mail or it is
 * verified (`resendVerificationRefusal`), else one link queued (the worker supersedes the older
 * ones when it makes the new token).
 * @throws PermissionError signed out or not a buyer; RateLimitError (429); ValidationError EMAIL_VERIFICATION_NOT_NEEDED.
 */
export async function resendVerification(ctx: ServiceContext): Promise<void> {
  // The order e-mails, and so the links, are a buyer's.
  const actor = ctx.requireRole('buyer');
  await ctx.limits.verificationResend(actor.id);
  await ctx.transact(async (tx) => {
    const [account] = await tx.db
      .select({ email: users.email, verified: sql<boolean>`${users.emailVerifiedAt} is not null` })
      .from(users)
      .where(eq(users.id, actor.id))
      .for('no key update');
    if (!account) throw signInRequired();
    const refusal = resendVerificationRefusal({ email: account.email, emailVerified: account.verified });
    if (refusal) throw refusal;
    await queueVerificationEmail(tx.db, actor.id, account.email, ctx.now());
  });
  sendVerificationSoon(ctx);
}
