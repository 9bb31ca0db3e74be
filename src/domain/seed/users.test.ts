// @vitest-environment node
import { pbkdf2Sync } from 'node:crypto';
import { userSchema } from '@/domain/core/records';
import { seedUsers } from './users';

/** Re-derives a stored PBKDF2-SHA-256 hash for a candidate password. */
function derive(password: string, salt: string, iterations: number, length: number): string {
  return pbkdf2Sync(password, Buffer.from(salt, 'base64'), iterations, length, 'sha256').toString(
    'base64',
  );
}

describe('seed users', () => {
  const demoAccounts = [
    { id: 'USR001', username: 'admin', password: 'admin123', role: 'admin' },
    { id: 'USR002', username: 'pembeli', password: 'pembeli123', role: 'buyer' },
  ] as const;

  it.each(demoAccounts)(
    '$username / $password matches the stored hash',
    ({ id, username, password, role }) => {
      const user = seedUsers.find((u) => u.id === id);
      expect(user).toBeDefined();
      expect(user?.username).toBe(username);
      expect(user?.role).toBe(role);
      const stored = user?.passwordHash;
      expect(stored).toBeDefined();
      if (!stored) return;
      expect(stored.algorithm).toBe('PBKDF2-SHA-256');
      expect(stored.iterations).toBe(600000);
      expect(Buffer.from(stored.salt, 'base64')).toHaveLength(16);
      const key = Buffer.from(stored.hash, 'base64');
      expect(key).toHaveLength(32);
      expect(derive(password, stored.salt, stored.iterations, key.length)).toBe(stored.hash);
      expect(derive(`${password}x`, stored.salt, stored.iterations, key.length)).not.toBe(
        stored.hash,
      );
    },
    20_000,
  );

  it('stores no plain-text password and uses distinct salts', () => {
    for (const user of seedUsers) {
      expect(user).not.toHaveProperty('password');
      expect(userSchema.parse(user)).toEqual(user);
    }
    const salts = new Set(seedUsers.map((u) => u.passwordHash?.salt));
    expect(salts.size).toBe(seedUsers.length);
  });
});
