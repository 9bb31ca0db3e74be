import { planOrThrow } from '@/domain/core/decision';
import { messages } from '@/shared/messages';
import type { User } from '@/domain/core/records';
import { decideSignUp } from '@/domain/accounts/sign-up';
import { registerInputSchema } from '@/domain/accounts/inputs';
import { verificationUnavailable } from '@/domain/accounts/email-verification';
import { ValidationError } from '@/data/errors';
import { hashPassword, verifyPassword } from '@/domain/accounts/password';
import type { AuthRepository } from '@/domain/port/port';
import { toSession, validate, type AdapterContext } from './context';

/** Sign-up, sign-in and the session over the key-value store (spec sections 4 and 5). */
export function createAuthRepository(ctx: AdapterContext): AuthRepository {
  const { store, newId, iterations } = ctx;
  /** Signs out and empties the browser's cart (the next person on the device must not see it). */
  async function signOut(): Promise<void> {
    await store.transact((tx) => {
      tx.set('currentUser', null);
      if (tx.get('cartItems').length > 0) tx.set('cartItems', []);
    });
  }

  return {
    currentUser: () => ctx.readOnly((tx) => ctx.sessionOf(tx)),

    async register(input) {
      const data = validate(registerInputSchema, input);
      const passwordHash = await hashPassword(data.password, iterations);
      // The effects' writer loads with the first sign-up, not with the page.
      const { applyEffects } = await import('./apply-effects');
      return store.transact((tx) => {
        const users = tx.get('users');
        const plan = planOrThrow(
          decideSignUp({ details: data, passwordHash, existing: users, newUserId: () => newId('USR', new Set(users.map((u) => u.id))), now: ctx.now() }),
        );
        applyEffects(ctx, tx, plan, plan.account);
        return toSession(plan.account);
      });
    },

    async login(username, password) {
      const wrong = () => new ValidationError(messages.auth.loginInvalid, { form: messages.auth.loginInvalid });
      const account = store.read('users').find((u) => u.username === username.trim());
      if (!account || !password) throw wrong();
      let rehash = false;
      if (account.passwordHash) {
        if (!(await verifyPassword(password, account.passwordHash))) throw wrong();
      } else if (account.password !== undefined && account.password === password) {
        rehash = true; // prototype data: accepted once, re-hashed now (docs/product/decisions.md)
      } else {
        throw wrong();
      }
      const passwordHash = rehash ? await hashPassword(password, iterations) : undefined;
      return store.transact((tx) => {
        const users = tx.get('users');
        const current = users.find((u) => u.id === account.id);
        if (!current) throw wrong();
        if (passwordHash) {
          const upgraded: User = { ...current, passwordHash };
          delete upgraded.password;
          tx.set(
            'users',
            users.map((u) => (u.id === current.id ? upgraded : u)),
          );
        }
        const session = toSession(current);
        // Signing in over another user's session: the cart was theirs, not this user's.
        const previous = tx.get('currentUser');
        if (previous && previous.id !== current.id && tx.get('cartItems').length > 0) tx.set('cartItems', []);
        tx.set('currentUser', session);
        return session;
      });
    },

    logout: signOut,
    // This browser holds the only session of browser mode: every device is this one.
    logoutEverywhere: signOut,
    // No server to send a link from (docs/decisions/022): browser mode verifies no address.
    verifyEmail: () => Promise.reject(verificationUnavailable()),
  };
}
