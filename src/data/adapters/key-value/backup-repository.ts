import { activityMessages } from '@/shared/messages-activity';
import type { User } from '@/domain/core/records';
import { assertBackupKeepsAdmin, BACKUP_FORMAT, BACKUP_KEYS, parseBackup, toExportedUser } from '@/domain/port/backup';
import { hashPassword } from '@/domain/accounts/password';
import type { BackupRepository, ShopBackup } from '@/domain/port/port';
import type { AdapterContext } from './context';

/** The JSON backup over the key-value store, admin only; its rules are src/data/backup.ts. */
export function createBackupRepository(ctx: AdapterContext): BackupRepository {
  return {
    async export(): Promise<ShopBackup> {
      const data = await ctx.adminRead((tx) => Object.fromEntries(BACKUP_KEYS.map((key) => [key, tx.get(key)])) as Record<string, unknown>);
      // Never a plain password in the file: a prototype account's password is exported hashed.
      data.users = await Promise.all(
        (data.users as User[]).map((user) =>
          toExportedUser(user, (password) => hashPassword(password, ctx.iterations)),
        ),
      );
      return { format: BACKUP_FORMAT, version: 1, exportedAt: ctx.now().toISOString(), data };
    },

    restore: (backup) =>
      ctx.store.transact((tx) => {
        const admin = ctx.requireRole(tx, 'admin');
        const values = parseBackup(backup);
        assertBackupKeepsAdmin(values, admin);
        for (const key of Object.keys(values) as (keyof typeof values)[]) tx.set(key, values[key] as never);
        ctx.log(tx, admin, 'restoreBackup', activityMessages.restoreBackup, { keys: Object.keys(values) });
      }),
  };
}
