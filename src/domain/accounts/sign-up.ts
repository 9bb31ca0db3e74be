/**
 * Sign-up (spec section 5 "Registrasi"), decided once for both modes
 * (docs/decisions/014-use-cases-once.md): a new account is always a buyer, and a username or
 * e-mail address already in use — in any letter case — is refused with the spec's message.
 * The shells hash the password their own way (PBKDF2 in the browser, argon2id on the server).
 */
import { accept, refuse, type Decision } from '../core/decision';
import type { AccountEffect, EffectPlan, NewAccount, PasswordHash } from '../core/effects';
import { ValidationError } from '../core/errors';
import { messages } from '@/shared/messages';
import type { User } from '../core/records';
import type { registerInputSchema } from './inputs';
import type { z } from 'zod';

/** A sign-up after `registerInputSchema` accepted it. */
export type SignUpDetails = z.output<typeof registerInputSchema>;

/**
 * The refusal of a username or e-mail address in use: ValidationError VALIDATION_FAILED with
 * 'Username sudah digunakan.' or 'Email sudah digunakan.' on that field (also what the server
 * answers when its unique index catches two sign-ups racing for one name).
 */
export function takenRefusal(field: 'username' | 'email'): ValidationError {
  const message = field === 'username' ? messages.auth.usernameTaken : messages.auth.emailTaken;
  return new ValidationError(message, { [field]: message });
}

/** An accepted sign-up: its effects and the new account. */
export interface SignUpPlan extends EffectPlan<AccountEffect> {
  account: NewAccount;
}

/**
 * Decides a sign-up.
 * @param facts.existing - the accounts whose username or e-mail may clash (all of them, or those
 * the shell found by either, compared case-insensitively).
 * @param facts.passwordHash - the password as the shell hashed it (hashed before the decision,
 * outside any lock: a hash takes about half a second).
 * @param facts.newUserId - makes the account's id (called only when accepted).
 * @param facts.now - the instant of the sign-up: the account's `createdAt` (a new account's cap
 * of open orders is lower for a day, src/domain/orders/limits.ts).
 * @returns the plan (`insertAccount`) with the new buyer account, or {@link takenRefusal} (the
 * username is checked first).
 */
export function decideSignUp(facts: {
  details: SignUpDetails;
  passwordHash: PasswordHash;
  existing: readonly Pick<User, 'username' | 'email'>[];
  newUserId: () => string;
  now: Date;
}): Decision<SignUpPlan> {
  const { details, existing } = facts;
  const username = details.username.toLowerCase();
  const email = details.email.toLowerCase();
  if (existing.some((u) => u.username.toLowerCase() === username)) return refuse(takenRefusal('username'));
  if (existing.some((u) => u.email.toLowerCase() === email)) return refuse(takenRefusal('email'));
  const account: NewAccount = {
    id: facts.newUserId(),
    username: details.username,
    email: details.email,
    role: 'buyer',
    profileImage: '',
    addresses: [],
    createdAt: facts.now.toISOString(),
  };
  return accept({ effects: [{ kind: 'insertAccount', account, passwordHash: facts.passwordHash }], account });
}
