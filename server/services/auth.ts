/**
 * Sign-up and sign-in on the server (spec sections 4 and 5): argon2id hashes, browser-mode and
 * prototype passwords upgraded at their first successful login, a limit on failed logins per
 * username and per IP address (5 in 15 minutes) and on sign-ups per IP address (20 in 15 minutes
 * by default), both kept in the database so every instance applies them.
 */
import { and, count, eq, gte, lt, or, sql } from 'drizzle-orm';
import { messages, serverMessages } from '@/domain/messages';
import { planOrThrow } from '@/domain/decision';
import type { SessionUser } from '@/domain/schemas';
import { decideSignUp, takenRefusal } from '@/domain/sign-up';
import { loginInputSchema, registerInputSchema } from '@/domain/validation';
import { ValidationError } from '@/data/errors';
import { checkPassword, hashPassword } from '../auth/password';
import { toAddress, toSessionUser } from '../db/records';
import { addresses, loginFailures, users } from '../db/schema';
import { DEFAULT_REGISTRATIONS_PER_IP } from '../config';
import { RateLimitError } from '@/domain/errors';
import { isUniqueViolation, validate, type ServiceContext } from './context';

/** Failed logins allowed per username and per IP within {@link LOGIN_WINDOW_MS}. */
export const MAX_LOGIN_FAILURES = 5;
/** The failed-login window: 15 minutes in milliseconds. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** A real argon2id hash of a random text: verified when a username is unknown, so timing tells nothing. */
let dummyHash: Promise<string> | null = null;

/** Account services for one request. */
export function createAuthService(ctx: ServiceContext) {
  const { db, now } = ctx;

  async function failuresFor(keys: string[]): Promise<number> {
    const since = new Date(now().getTime() - LOGIN_WINDOW_MS);
    const rows = await db
      .select({ key: loginFailures.key, n: count() })
      .from(loginFailures)
      .where(and(or(...keys.map((k) => eq(loginFailures.key, k))), gte(loginFailures.at, since)))
      .groupBy(loginFailures.key);
    return Math.max(0, ...rows.map((r) => r.n));
  }

  return {
    /**
     * Creates a buyer account (not signed in: the screen asks to log in, spec section 5).
     * @param ip - the client's address, for the per-IP limit on sign-ups.
     * @throws ValidationError with the spec's messages (required, format, taken username/e-mail);
     * RateLimitError (429) once the address made `registrationsPerIp` sign-up attempts (valid
     * ones, taken names included) within 15 minutes.
     */
    async register(input: unknown, ip: string): Promise<SessionUser> {
      const data = validate(registerInputSchema, input);
      const key = `register:${ip}`;
      if ((await failuresFor([key])) >= (ctx.deps.registrationsPerIp ?? DEFAULT_REGISTRATIONS_PER_IP)) {
        throw new RateLimitError(serverMessages.registerRateLimited, LOGIN_WINDOW_MS / 1000);
      }
      // Counted before the costly hash, so a flood of sign-ups is stopped early.
      await db.insert(loginFailures).values({ key, at: now() });
      const passwordHash = await hashPassword(data.password);
      const existing = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(or(sql`lower(${users.username}) = ${data.username.toLowerCase()}`, sql`lower(${users.email}) = ${data.email.toLowerCase()}`));
      const { account } = planOrThrow(decideSignUp({ details: data, existing, newUserId: () => ctx.newId('USR') }));
      try {
        return await ctx.transact(async (tx) => {
          const [row] = await tx.db.insert(users).values({ ...account, passwordHash }).returning();
          tx.changed(['users'], { kind: 'admin' });
          return toSessionUser(row!, []);
        }, 0);
      } catch (error) {
        // Two sign-ups racing for one name: the unique index decides.
        if (isUniqueViolation(error, 'users_username_lower_key')) throw takenRefusal('username');
        if (isUniqueViolation(error, 'users_email_lower_key')) throw takenRefusal('email');
        throw error;
      }
    },

    /**
     * Checks a username and password.
     * @param ip - the client's address, for the per-IP limit.
     * @throws ValidationError 'Username atau password salah.'; RateLimitError (429) after
     * {@link MAX_LOGIN_FAILURES} failures for the username or the IP within 15 minutes.
     */
    async login(input: unknown, ip: string): Promise<SessionUser> {
      const data = validate(loginInputSchema, input);
      const keys = [`user:${data.username.toLowerCase()}`, `ip:${ip}`];
      if ((await failuresFor(keys)) >= MAX_LOGIN_FAILURES) {
        throw new RateLimitError(serverMessages.loginRateLimited, LOGIN_WINDOW_MS / 1000);
      }
      const [row] = await db.select().from(users).where(sql`lower(${users.username}) = ${data.username.toLowerCase()}`);
      if (!row) {
        dummyHash ??= hashPassword(crypto.randomUUID());
        await checkPassword(data.password, await dummyHash, null);
      }
      const check = row ? await checkPassword(data.password, row.passwordHash, row.legacyPassword) : { ok: false, needsRehash: false };
      if (!row || !check.ok) {
        await db.insert(loginFailures).values(keys.map((key) => ({ key, at: now() })));
        // Old entries are of no use: keep the table small.
        await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now().getTime() - LOGIN_WINDOW_MS)));
        throw new ValidationError(messages.auth.loginInvalid, { form: messages.auth.loginInvalid });
      }
      if (check.needsRehash) {
        await db.update(users).set({ passwordHash: await hashPassword(data.password), legacyPassword: null }).where(eq(users.id, row.id));
      }
      await db.delete(loginFailures).where(eq(loginFailures.key, keys[0]!));
      const addressRows = await db.select().from(addresses).where(eq(addresses.userId, row.id)).orderBy(addresses.seq);
      return toSessionUser(row, addressRows.map(toAddress));
    },
  };
}
