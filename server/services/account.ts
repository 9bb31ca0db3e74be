/**
 * The signed-in user's own account on the server (spec sections 2 and 5; `docs/api.md`,
 * `/api/account/*`): profile, password and saved addresses, with the browser adapter's rules
 * (`src/data/adapters/key-value/account-repository.ts`) and activity logs. Every change is
 * announced as `users` and `currentUser` to the account itself (and, as always, the admins).
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { decideAddAddress, decideDeleteAddress, decideUpdateAddress } from '@/domain/accounts/addresses';
import { planOrThrow } from '@/domain/core/decision';
import { accountMessages } from '@/shared/messages-account';
import { messages } from '@/shared/messages';
import { activityMessages } from '@/shared/messages-activity';
import type { Address, SessionUser } from '@/domain/core/records';
import { addressInputSchema, passwordChangeFailure, passwordChangeInputSchema, profileInputSchema } from '@/domain/accounts/inputs';
import { signInRequired, ValidationError } from '@/domain/core/errors';
import type { AccountRepository } from '@/domain/port/port';
import { checkPassword, hashPassword } from '../auth/password';
import type { Executor } from '../db/client';
import { toAddress, toSessionUser } from '../db/records';
import { addresses, users } from '../db/schema';
import { isDemoSeedHash, isPublishedDemoPassword } from '../db/first-start';
import { isShopExposed } from '../db/exposure';
import { isUniqueViolation, validate, type ServiceContext, type Tx } from './context';
import { assertShopImage, keepNamedImage } from './images';
import { applyEffects } from './effects';
import { emailChanged, resendVerification, sendVerificationSoon } from './email-verification';

/** A user's addresses in stored order. */
export async function readAddresses(db: Executor, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.seq));
  return rows.map(toAddress);
}

/** The account's changes reach its own devices (`users`, `currentUser`) and the admins. */
function announceAccount(tx: Tx, userId: string): void {
  tx.changed(['users', 'currentUser'], { kind: 'users', userIds: [userId] });
}

/**
 * The account service for the request's actor.
 * @param ctx - the request's context; every method needs a signed-in actor (PermissionError,
 * 401, otherwise) and only ever touches `ctx.actor`'s own account.
 */
export function createAccountService(ctx: ServiceContext): AccountRepository {
  const { db } = ctx;

  /**
   * The actor's account row, locked for the rest of `tx` with the account lock's mode
   * (`FOR NO KEY UPDATE`, ./account-lock.ts: so address and profile changes of two devices, the
   * cart, orders and uploads run one after the other, while inserts that reference the account —
   * its own sign-in's session — do not wait). Taken first in the transaction, before any image
   * row, as the upload takes them.
   * @throws PermissionError when the account no longer exists.
   */
  async function lockedAccountRow(tx: Tx, actor: SessionUser) {
    const [row] = await tx.db.select().from(users).where(eq(users.id, actor.id)).for('no key update');
    if (!row) throw signInRequired();
    return row;
  }

  return {
    async updateProfile(input) {
      const actor = ctx.requireRole();
      const data = validate(profileInputSchema, input);
      // Server mode keeps the shop's own image URLs only: the HTTP adapter uploads a chosen image first.
      assertShopImage(data.profileImage, 'profileImage', true);
      // A new e-mail answers whether another account has it: counted per account and address.
      if (data.email.toLowerCase() !== actor.email.toLowerCase()) await ctx.limits.emailChange(actor.id, ctx.clientAddress);
      const emailTaken = () =>
        new ValidationError(messages.auth.emailTaken, { email: messages.auth.emailTaken });
      let linkQueued = false;
      try {
        const user = await ctx.transact(async (tx) => {
          const account = await lockedAccountRow(tx, actor);
          // The picture is touched before the write, so a clean-up running now keeps it (or a new
          // picture the server no longer has is refused).
          await keepNamedImage(tx.db, data.profileImage, 'profileImage', ctx.now(), account.profileImage);
          if (data.email) {
            const [other] = await tx.db
              .select({ id: users.id })
              .from(users)
              .where(
                and(
                  ne(users.id, actor.id),
                  sql`lower(${users.email}) = ${data.email.toLowerCase()}`,
                ),
              );
            if (other) throw emailTaken();
          }
          // A new e-mail is unverified, its old links stop working, and one link goes to it (decision 022).
          linkQueued = await emailChanged(tx, actor.id, account.email, data.email, ctx.now(), account.role === 'buyer');
          const [row] = await tx.db
            .update(users)
            .set({ email: data.email, profileImage: data.profileImage })
            .where(eq(users.id, actor.id))
            .returning();
          announceAccount(tx, actor.id);
          await ctx.log(tx, actor, 'updateProfile', activityMessages.updateProfile(actor.username), {
            emailChanged: data.email !== account.email,
            imageChanged: data.profileImage !== account.profileImage,
          });
          return toSessionUser(row!, await readAddresses(tx.db, actor.id));
        }, 0);
        if (linkQueued) sendVerificationSoon(ctx);
        return user;
      } catch (error) {
        // Two accounts racing for one e-mail: the unique index decides.
        if (isUniqueViolation(error, 'users_email_lower_key')) throw emailTaken();
        throw error;
      }
    },

    async changePassword(input) {
      const actor = ctx.requireRole();
      const data = validate(passwordChangeInputSchema, input);
      // Counted before the old password is checked, so a stolen session cannot guess it quickly.
      await ctx.limits.passwordChange(actor.id);
      // The account verified is the actor's, and only the actor's row is written. The write is
      // conditional on the hash that was verified, so a concurrent change (another device, a
      // login's re-hash) makes this attempt start over against the fresh hash.
      for (let attempt = 0; ; attempt += 1) {
        const [row] = await db
          .select({ passwordHash: users.passwordHash, legacyPassword: users.legacyPassword })
          .from(users)
          .where(eq(users.id, actor.id));
        if (!row) throw signInRequired();
        const check = await checkPassword(data.oldPassword, row.passwordHash, row.legacyPassword);
        let failure = passwordChangeFailure(data, check.ok);
        // Reached from beyond its machine, the shop takes no published demo password as proof of
        // who asks: the owner gives the account a password with npm run admin:reset-password.
        if (!failure && isDemoSeedHash(actor.id, row.passwordHash) && (await isShopExposed(db))) {
          failure = { field: 'oldPassword', message: messages.auth.demoPasswordExposed };
        }
        // Open to the network, a published demo password is no new password.
        if (!failure && ctx.deps.demoPasswordsMustChange && (await isPublishedDemoPassword(data.newPassword))) {
          failure = { field: 'newPassword', message: accountMessages.newPasswordPublished };
        }
        if (failure) {
          await ctx.transact(async (tx) => {
            await ctx.log(
              tx,
              actor,
              'changePassword',
              activityMessages.passwordChangeFailed(failure.message),
              {
                success: false,
                reason: failure.field,
              },
            );
          });
          throw new ValidationError(failure.message, { [failure.field]: failure.message });
        }
        const passwordHash = await hashPassword(data.newPassword);
        const written = await ctx.transact(async (tx) => {
          const updated = await tx.db
            .update(users)
            .set({ passwordHash, legacyPassword: null, mustChangePassword: false })
            .where(
              and(
                eq(users.id, actor.id),
                sql`${users.passwordHash} is not distinct from ${row.passwordHash}`,
                sql`${users.legacyPassword} is not distinct from ${row.legacyPassword}`,
              ),
            )
            .returning({ id: users.id });
          if (updated.length === 0) return false;
          announceAccount(tx, actor.id);
          await ctx.log(tx, actor, 'changePassword', activityMessages.passwordChanged, {
            success: true,
          });
          return true;
        });
        if (written) return;
        if (attempt >= 2)
          throw new ValidationError(accountMessages.oldPasswordWrong, {
            oldPassword: accountMessages.oldPasswordWrong,
          });
      }
    },

    async addAddress(input) {
      const actor = ctx.requireRole();
      const data = validate(addressInputSchema, input);
      return ctx.transact(async (tx) => {
        await lockedAccountRow(tx, actor);
        const before = await readAddresses(tx.db, actor.id);
        const plan = planOrThrow(decideAddAddress({ userId: actor.id, addresses: before, address: { id: ctx.newId('ADDR'), ...data } }));
        await applyEffects(ctx, tx, plan, actor);
        return plan.address;
      });
    },

    async updateAddress(id, input) {
      const actor = ctx.requireRole();
      return ctx.transact(async (tx) => {
        await lockedAccountRow(tx, actor);
        // Another account's address is as unknown as a missing one (404, ids cannot be probed).
        const plan = planOrThrow(decideUpdateAddress({ userId: actor.id, addresses: await readAddresses(tx.db, actor.id), id, input }));
        await applyEffects(ctx, tx, plan, actor);
        return plan.address;
      });
    },

    resendVerification: () => resendVerification(ctx),

    async deleteAddress(id) {
      const actor = ctx.requireRole();
      await ctx.transact(async (tx) => {
        await lockedAccountRow(tx, actor);
        const plan = planOrThrow(decideDeleteAddress({ userId: actor.id, addresses: await readAddresses(tx.db, actor.id), id }));
        await applyEffects(ctx, tx, plan, actor);
      });
    },
  };
}
