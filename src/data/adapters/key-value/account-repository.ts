import { decideAddAddress, decideDeleteAddress, decideUpdateAddress } from '@/domain/accounts/addresses';
import { planOrThrow } from '@/domain/core/decision';
import { messages } from '@/shared/messages';
import { activityMessages } from '@/shared/messages-activity';
import type { User } from '@/domain/core/records';
import { addressInputSchema, passwordChangeFailure, profileInputSchema } from '@/domain/accounts/inputs';
import { verificationUnavailable } from '@/domain/accounts/email-verification';
import { signInRequired, ValidationError } from '@/data/errors';
import { hashPassword, verifyPassword } from '@/domain/accounts/password';
import type { AccountRepository } from '@/domain/port/port';
import { toSession, validate, type AdapterContext } from './context';
import { applyEffects } from './apply-effects';
import type { StoreTransaction } from './document-store';

/** The signed-in user's own account over the key-value store (spec sections 2, 5). */
export function createAccountRepository(ctx: AdapterContext): AccountRepository {
  const { store, newId, iterations } = ctx;

  /** Replaces the signed-in account and its session copy. */
  function saveAccount(tx: StoreTransaction, account: User): void {
    tx.set(
      'users',
      tx.get('users').map((u) => (u.id === account.id ? account : u)),
    );
    tx.set('currentUser', toSession(account));
  }

  function accountOf(tx: StoreTransaction): User {
    const user = ctx.requireRole(tx);
    const account = tx.get('users').find((u) => u.id === user.id);
    if (!account) throw signInRequired();
    return account;
  }

  return {
    updateProfile: (input) =>
      store.transact((tx) => {
        const account = accountOf(tx);
        const data = validate(profileInputSchema, input);
        const email = data.email.toLowerCase();
        if (email && tx.get('users').some((u) => u.id !== account.id && u.email.toLowerCase() === email)) {
          throw new ValidationError(messages.auth.emailTaken, { email: messages.auth.emailTaken });
        }
        const updated: User = { ...account, email: data.email, profileImage: data.profileImage };
        saveAccount(tx, updated);
        ctx.log(tx, account, 'updateProfile', activityMessages.updateProfile(account.username), {
          emailChanged: data.email !== account.email,
          imageChanged: data.profileImage !== account.profileImage,
        });
        return toSession(updated);
      }),

    async changePassword(input) {
      // Hash outside the lock (≈0.5 s); verify again inside it against the fresh account.
      const account = await ctx.readOnly((tx) => {
        const user = ctx.requireRole(tx);
        return tx.get('users').find((u) => u.id === user.id);
      });
      if (!account) throw signInRequired();
      const oldMatches = account.passwordHash
        ? await verifyPassword(input.oldPassword, account.passwordHash)
        : account.password !== undefined && account.password === input.oldPassword;
      const failure = passwordChangeFailure(input, oldMatches);
      const passwordHash = failure ? undefined : await hashPassword(input.newPassword, iterations);
      await store.transact((tx) => {
        const fresh = accountOf(tx);
        // Another user signed in (another tab) while the password was being hashed: the new
        // hash belongs to the account that was checked, never to whoever is signed in now.
        if (fresh.id !== account.id) throw signInRequired();
        if (failure || !passwordHash) {
          ctx.log(tx, fresh, 'changePassword', activityMessages.passwordChangeFailed(failure?.message ?? ''), {
            success: false,
            reason: failure?.field,
          });
          return;
        }
        const updated: User = { ...fresh, passwordHash };
        delete updated.password;
        saveAccount(tx, updated);
        ctx.log(tx, fresh, 'changePassword', activityMessages.passwordChanged, { success: true });
      });
      if (failure) throw new ValidationError(failure.message, { [failure.field]: failure.message });
    },

    addAddress: (input) =>
      store.transact((tx) => {
        const account = accountOf(tx);
        const data = validate(addressInputSchema, input);
        const plan = planOrThrow(decideAddAddress({ userId: account.id, addresses: account.addresses, address: { id: newId('ADDR'), ...data } }));
        applyEffects(ctx, tx, plan, account);
        return plan.address;
      }),

    updateAddress: (id, input) =>
      store.transact((tx) => {
        const account = accountOf(tx);
        const plan = planOrThrow(decideUpdateAddress({ userId: account.id, addresses: account.addresses, id, input }));
        applyEffects(ctx, tx, plan, account);
        return plan.address;
      }),

    deleteAddress: (id) =>
      store.transact((tx) => {
        const account = accountOf(tx);
        applyEffects(ctx, tx, planOrThrow(decideDeleteAddress({ userId: account.id, addresses: account.addresses, id })), account);
      }),

    // No server to send a link from (docs/decisions/022): browser mode verifies no address.
    resendVerification: () => Promise.reject(verificationUnavailable()),
  };
}
