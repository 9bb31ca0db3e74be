/**
 * Sign-up (spec section 5 "Registrasi"), decided once for both modes
 * (docs/decisions/014-use-cases-once.md): a new account is always a buyer, and a username or
 * e-mail address already in use — in any letter case — is refused with the spec's message.
 * The shells hash the password their own way (PBKDF2 in the browser, argon2id on the server).
 */
import { accept, refuse, type Decision } from '../core/decision';
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

/**
 * Decides a sign-up.
 * @param facts.existing - the accounts whose username or e-mail may clash (all of them, or those
 * the shell found by either, compared case-insensitively).
 * @param facts.newUserId - makes the account's id (called only when accepted).
 * @returns the new buyer's fields (no password: the shell adds its hash), or {@link takenRefusal}
 * (the username is checked first).
 */
export function decideSignUp(facts: {
  details: SignUpDetails;
  existing: readonly Pick<User, 'username' | 'email'>[];
  newUserId: () => string;
}): Decision<{ account: Pick<User, 'id' | 'username' | 'email' | 'role'> }> {
  const { details, existing } = facts;
  const username = details.username.toLowerCase();
  const email = details.email.toLowerCase();
  if (existing.some((u) => u.username.toLowerCase() === username)) return refuse(takenRefusal('username'));
  if (existing.some((u) => u.email.toLowerCase() === email)) return refuse(takenRefusal('email'));
  return accept({ account: { id: facts.newUserId(), username: details.username, email: details.email, role: 'buyer' } });
}
