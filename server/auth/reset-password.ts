/**
 * A lost password reset from the server's shell (`npm run admin:reset-password -- <username>`,
 * docs/deploy.md "A lost password"): a new random password, every session of the account ended,
 * its failed sign-ins and waits forgotten (from every address).
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { forgetLoginFailures } from '../services/rate-limits';
import { deleteSessionsOf, notifyAtCommit, setOneTimePassword } from '../services/sessions-store';
import { hashPassword } from './password';
import { sessionsEnded } from './sessions';
import { CHANGES_CHANNEL } from '../events/hub';

/**
 * Gives account `username` (any letter case) a new password, in one transaction.
 * @param makePassword - makes the one-time password (16 URL-safe characters, 96 bits, unless a
 * test passes its own).
 * @returns the account's username as stored and the one-time password to hand over.
 * @throws Error 'no account named …' when there is none.
 */
export async function resetPassword(
  db: Database,
  username: string,
  makePassword: () => string = () => randomBytes(12).toString('base64url'),
): Promise<{ username: string; password: string }> {
  const password = makePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Shown once: the account must choose its own password at its next sign-in.
    const user = await setOneTimePassword(tx, username.trim().toLowerCase(), passwordHash);
    if (!user) throw new Error(`no account named "${username}"`);
    await deleteSessionsOf(tx, user.id);
    // The running instances drop the account's cached sessions at the commit (this command is a
    // process of its own, without an event hub).
    await notifyAtCommit(tx, CHANGES_CHANNEL, JSON.stringify(sessionsEnded([user.id])));
    await forgetLoginFailures(tx, user.username);
    return { username: user.username, password };
  });
}
