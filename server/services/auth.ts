/**
 * Sign-up and sign-in on the server (spec sections 4 and 5): argon2id hashes, browser-mode and
 * prototype passwords upgraded at their first successful login, and the sign-in and sign-up rate
 * limits (`./rate-limits.ts`, kept in the database so every instance applies them), each
 * counted before the costly or revealing work.
 */
import { eq, or, sql } from 'drizzle-orm';
import { messages } from '@/shared/messages';
import { planOrThrow } from '@/domain/core/decision';
import type { SessionUser } from '@/domain/core/records';
import { decideSignUp, takenRefusal } from '@/domain/accounts/sign-up';
import { loginInputSchema, registerInputSchema } from '@/domain/accounts/inputs';
import { ValidationError } from '@/domain/core/errors';
import { checkPassword, hashPassword } from '../auth/password';
import { toAddress, toSessionUser } from '../db/records';
import { addresses, users } from '../db/schema';
import { isUniqueViolation, validate, type ServiceContext } from './context';
import { applyEffects } from './effects';
import { queueVerificationEmail, sendVerificationSoon, verifyEmailToken } from './email-verification';
import { isDemoSeedHash } from '../db/first-start';
import { isShopExposed } from '../db/exposure';
import { withPasswordState } from '../auth/demo-passwords';

/** A real argon2id hash of a random text: verified when a username is unknown, so timing tells nothing. */
let dummyHash: Promise<string> | null = null;

/** Account services for one request. */
export function createAuthService(ctx: ServiceContext) {
  const { db, limits } = ctx;

  return {
    /**
     * Creates a buyer account (not signed in: the screen asks to log in, spec section 5), its
     * e-mail unverified, and queues one verification link to it (docs/decisions/022).
     * @param ip - the client's address, for the per-address limit on sign-ups.
     * @throws ValidationError with the spec's messages (required, format, taken username/e-mail);
     * RateLimitError (429) once the address made `registrationsPerIp` sign-up attempts (valid
     * ones, taken names included: each tells whether a name is taken) within 15 minutes.
     */
    async register(input: unknown, ip: string): Promise<SessionUser> {
      const data = validate(registerInputSchema, input);
      // Counted before the costly hash and the look-up, so a flood of sign-ups is stopped early.
      await limits.signUp(ip);
      const passwordHash = await hashPassword(data.password);
      const existing = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(or(sql`lower(${users.username}) = ${data.username.toLowerCase()}`, sql`lower(${users.email}) = ${data.email.toLowerCase()}`));
      const plan = planOrThrow(decideSignUp({ details: data, passwordHash, existing, newUserId: () => ctx.newId('USR'), now: ctx.now() }));
      try {
        const user = await ctx.transact(async (tx) => {
          await applyEffects(ctx, tx, plan, plan.account);
          const { id, username, email, role, profileImage } = plan.account;
          // Server mode sends order e-mails to a verified address only: the link goes with the
          // account's own transaction, so a crash loses neither (docs/decisions/022).
          if (email.trim()) await queueVerificationEmail(tx.db, id, email, ctx.now());
          return { id, username, email, role, profileImage, addresses: [], emailVerified: false };
        }, 0);
        if (user.email.trim()) sendVerificationSoon(ctx);
        return user;
      } catch (error) {
        // Two sign-ups racing for one name: the unique index decides.
        if (isUniqueViolation(error, 'users_username_lower_key')) throw takenRefusal('username');
        if (isUniqueViolation(error, 'users_email_lower_key')) throw takenRefusal('email');
        throw error;
      }
    },

    /**
     * Checks a username and password. The attempt is counted before the password is checked
     * (`limits.login`: per username and address pair with a doubling wait, and per address), so
     * parallel guesses cannot all reach the check; a success forgets the pair's failures.
     * @param ip - the client's address, for the per-address and per-pair limits.
     * @throws ValidationError 'Username atau password salah.'; ValidationError (400, field `form`)
     * `messages.auth.demoPasswordExposed` when the password is right but still the demo seed's
     * published one and the shop was marked exposed (server/db/exposure.ts); RateLimitError (429)
     * with the wait while the pair or the address must wait.
     */
    async login(input: unknown, ip: string): Promise<SessionUser> {
      const data = validate(loginInputSchema, input);
      const attempt = await limits.login(data.username, ip);
      const [row] = await db.select().from(users).where(sql`lower(${users.username}) = ${data.username.toLowerCase()}`);
      if (!row) {
        dummyHash ??= hashPassword(crypto.randomUUID());
        await checkPassword(data.password, await dummyHash, null);
      }
      const check = row ? await checkPassword(data.password, row.passwordHash, row.legacyPassword) : { ok: false, needsRehash: false };
      if (!row || !check.ok) {
        throw new ValidationError(messages.auth.loginInvalid, { form: messages.auth.loginInvalid });
      }
      // A published demo password on a shop reached from beyond its machine: whoever came first
      // would own the shop. Read only for a demo account's seed hash (one primary-key look-up).
      if (isDemoSeedHash(row.id, row.passwordHash) && (await isShopExposed(db))) {
        throw new ValidationError(messages.auth.demoPasswordExposed, { form: messages.auth.demoPasswordExposed });
      }
      // A demo account's published password keeps its seed hash, so the exposed shop's warning
      // (server/db/startup.ts) lasts until the password is changed, not until the first sign-in.
      if (check.needsRehash && !isDemoSeedHash(row.id, row.passwordHash)) {
        await db.update(users).set({ passwordHash: await hashPassword(data.password), legacyPassword: null }).where(eq(users.id, row.id));
      }
      await attempt.succeeded();
      const addressRows = await db.select().from(addresses).where(eq(addresses.userId, row.id)).orderBy(addresses.seq);
      return withPasswordState(toSessionUser(row, addressRows.map(toAddress)), row, ctx.deps);
    },

    /**
     * Verifies the account of a verification link's token (`verifyEmailToken`,
     * ./email-verification.ts; docs/decisions/022), whoever sends it.
     * @throws ValidationError EMAIL_TOKEN_INVALID, EMAIL_TOKEN_USED, EMAIL_TOKEN_EXPIRED, EMAIL_TOKEN_SUPERSEDED.
     */
    verifyEmail(token: unknown): Promise<void> {
      return verifyEmailToken(ctx, token);
    },
  };
}
