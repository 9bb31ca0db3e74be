import {
  decideCreatePartner,
  decideCreateProduct,
  decideDeleteProduct,
  decideUpdatePartner,
  decideUpdateProduct,
} from '@/domain/catalog-changes';
import { planOrThrow } from '@/domain/decision';
import { activityMessages } from '@/domain/messages';
import type { User } from '@/domain/schemas';
import { checkRoleChange, decideRoleChange } from '@/domain/user-roles';
import { partnerInputSchema, productInputSchema } from '@/domain/validation';
import { assertBackupKeepsAdmin, BACKUP_FORMAT, BACKUP_KEYS, parseBackup, toExportedUser } from '@/data/backup';
import { hashPassword } from '@/data/password';
import type { AdminRepository, ShopBackup } from '@/data/ports';
import { toSession, validate, type AdapterContext } from './context';

/**
 * The back office's changes over the key-value store, each checked for the admin role (issue 4)
 * and decided by src/domain (catalog-changes.ts, user-roles.ts, backup rules in src/data/backup.ts).
 */
export function createAdminRepository(ctx: AdapterContext): AdminRepository {
  const { store } = ctx;
  return {
    saveProduct: (input, id) =>
      store.transact((tx) => {
        const admin = ctx.requireRole(tx, 'admin');
        const details = validate(productInputSchema, input);
        const products = tx.get('products');
        const { product, log } =
          id === undefined
            ? decideCreateProduct({ details, maxId: products.reduce((max, p) => Math.max(max, p.id), 0), now: ctx.now() })
            : planOrThrow(decideUpdateProduct({ id, details, existing: products.find((p) => p.id === id) ?? null }));
        tx.set('products', id === undefined ? [...products, product] : products.map((p) => (p.id === id ? product : p)));
        ctx.log(tx, admin, log.type, log.description, log.details);
        return product;
      }),

    deleteProduct: (id) =>
      store.transact((tx) => {
        const admin = ctx.requireRole(tx, 'admin');
        const products = tx.get('products');
        const { log } = planOrThrow(decideDeleteProduct({ id, existing: products.find((p) => p.id === id) ?? null }));
        tx.set(
          'products',
          products.filter((p) => p.id !== id),
        );
        const cart = tx.get('cartItems');
        if (cart.some((item) => item.id === id)) tx.set('cartItems', cart.filter((item) => item.id !== id));
        ctx.log(tx, admin, log.type, log.description, log.details);
      }),

    savePartner: (input, id) =>
      store.transact((tx) => {
        const admin = ctx.requireRole(tx, 'admin');
        const details = validate(partnerInputSchema, input);
        const partners = tx.get('partners');
        const { partner, log } =
          id === undefined
            ? decideCreatePartner({ details, partnerIds: partners.map((p) => p.id) })
            : planOrThrow(decideUpdatePartner({ id, details, existing: partners.find((p) => p.id === id) ?? null }));
        tx.set('partners', id === undefined ? [...partners, partner] : partners.map((p) => (p.id === id ? partner : p)));
        ctx.log(tx, admin, log.type, log.description, log.details);
        return partner;
      }),

    listUsers: () =>
      ctx.readOnly((tx) => {
        ctx.requireRole(tx, 'admin');
        return tx.get('users').map(toSession);
      }),

    setRole: (userId, role) =>
      store.transact((tx) => {
        const actor = ctx.sessionOf(tx);
        const newRole = planOrThrow(checkRoleChange(actor, userId, role));
        const users = tx.get('users');
        const target = users.find((u) => u.id === userId) ?? null;
        const { log } = planOrThrow(decideRoleChange({ target, role: newRole }));
        const updated = { ...target!, role: newRole };
        tx.set(
          'users',
          users.map((u) => (u.id === userId ? updated : u)),
        );
        ctx.log(tx, actor!, log.type, log.description, log.details);
        return toSession(updated);
      }),

    async exportBackup(): Promise<ShopBackup> {
      const data = await ctx.readOnly((tx) => {
        ctx.requireRole(tx, 'admin');
        return Object.fromEntries(BACKUP_KEYS.map((key) => [key, tx.get(key)])) as Record<string, unknown>;
      });
      // Never a plain password in the file: a prototype account's password is exported hashed.
      data.users = await Promise.all(
        (data.users as User[]).map((user) =>
          toExportedUser(user, (password) => hashPassword(password, ctx.iterations)),
        ),
      );
      return { format: BACKUP_FORMAT, version: 1, exportedAt: ctx.now().toISOString(), data };
    },

    restoreBackup: (backup) =>
      store.transact((tx) => {
        const admin = ctx.requireRole(tx, 'admin');
        const values = parseBackup(backup);
        assertBackupKeepsAdmin(values, admin);
        for (const key of Object.keys(values) as (keyof typeof values)[]) tx.set(key, values[key] as never);
        ctx.log(tx, admin, 'restoreBackup', activityMessages.restoreBackup, { keys: Object.keys(values) });
      }),
  };
}
