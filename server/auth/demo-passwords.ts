/**
 * The forced password change (docs/security.md "Seeded accounts"): on a shop
 * open to the network (`exposed` in server/config.ts), an account that still has its published
 * demo password is flagged `mustChangePassword`, and so, on any shop, is an account whose password
 * the shop made up and showed once (the first start's generated one, a reset); until it chooses a new password it may read its
 * session, sign out and change the password, nothing else ({@link allowedBeforePasswordChange}).
 */
import type { SessionUser } from '@/domain/core/records';
import { isDemoSeedHash } from '../db/first-start';
import type { ServiceDeps } from '../services/context';

/**
 * `user` flagged `mustChangePassword` when its stored password was made up by the shop and shown
 * once (`stored.mustChangePassword`: the first start's generated admin password, or a reset), or
 * when the shop requires it (`deps.demoPasswordsMustChange`) and its hash is still the demo seed's
 * of that account; `user` unchanged otherwise.
 */
export function withPasswordState(
  user: SessionUser,
  stored: { passwordHash: string | null; mustChangePassword: boolean },
  deps: Pick<ServiceDeps, 'demoPasswordsMustChange'>,
): SessionUser {
  const demo = deps.demoPasswordsMustChange && isDemoSeedHash(user.id, stored.passwordHash);
  return stored.mustChangePassword || demo ? { ...user, mustChangePassword: true } : user;
}

/**
 * The requests an account flagged `mustChangePassword` may make as itself: read its session, sign
 * in again, sign out (here or everywhere) and change its password. Its other reads are served as
 * to a visitor and its other changes refused (server/app.ts).
 */
export function allowedBeforePasswordChange(method: string, path: string): boolean {
  if (method === 'GET') return path === '/api/session';
  if (method === 'PUT') return path === '/api/account/password';
  return method === 'POST' && (path === '/api/auth/login' || path === '/api/auth/logout' || path === '/api/auth/logout-everywhere');
}
