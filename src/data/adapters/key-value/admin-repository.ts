import { adminMessages, messages, activityMessages } from '@/domain/messages';
import type { Partner, Product, User } from '@/domain/schemas';
import { partnerInputSchema, productInputSchema, roleInputSchema } from '@/domain/validation';
import { assertBackupKeepsAdmin, BACKUP_FORMAT, BACKUP_KEYS, parseBackup, toExportedUser } from '@/data/backup';
import { NotFoundError, PermissionError } from '@/data/errors';
import { hashPassword } from '@/data/password';
import type { AdminRepository, ShopBackup } from '@/data/ports';
import { toSession, validate, type AdapterContext } from './context';

/** The back office's changes over the key-value store, each checked for the admin role (issue 4). */
export function createAdminRepository(ctx: AdapterContext): AdminRepository {
  const { store } = ctx;
  return {
    saveProduct: (input, id) =>
      store.transact((tx) => {
        const admin = ctx.requireRole(tx, 'admin');
        const data = validate(productInputSchema, input);
        const products = tx.get('products');
        if (id === undefined) {
          // Spec section 3: a new product's id is the current timestamp (kept unique).
          const maxId = products.reduce((max, p) => Math.max(max, p.id), 0);
          const product: Product = { id: Math.max(ctx.now().getTime(), maxId + 1), ...data };
          tx.set('products', [...products, product]);
          ctx.log(tx, admin, 'addProduct', activityMessages.addProduct(product.name), { productId: product.id, price: product.price, stock: product.stock });
          return product;
        }
        const existing = products.find((p) => p.id === id);
        if (!existing) throw new NotFoundError(messages.catalog.productNotFound);
        const product: Product = { ...existing, ...data, id };
        tx.set(
          'products',
          products.map((p) => (p.id === id ? product : p)),
        );
        ctx.log(tx, admin, 'updateProduct', activityMessages.updateProduct(product.name), {
          productId: id,
          changes: Object.fromEntries(
            (['name', 'category', 'price', 'stock', 'location', 'partnerId', 'description'] as const)
              .filter((field) => existing[field] !== product[field])
              .map((field) => [field, { from: existing[field], to: product[field] }]),
          ),
        });
        return product;
      }),

    deleteProduct: (id) =>
      store.transact((tx) => {
        const admin = ctx.requireRole(tx, 'admin');
        const products = tx.get('products');
        const existing = products.find((p) => p.id === id);
        if (!existing) throw new NotFoundError(messages.catalog.productNotFound);
        tx.set(
          'products',
          products.filter((p) => p.id !== id),
        );
        const cart = tx.get('cartItems');
        if (cart.some((item) => item.id === id)) tx.set('cartItems', cart.filter((item) => item.id !== id));
        ctx.log(tx, admin, 'deleteProduct', activityMessages.deleteProduct(existing.name), { productId: id, name: existing.name });
      }),

    savePartner: (input, id) =>
      store.transact((tx) => {
        const admin = ctx.requireRole(tx, 'admin');
        const data = validate(partnerInputSchema, input);
        const partners = tx.get('partners');
        if (id === undefined) {
          const next = partners.reduce((max, p) => Math.max(max, Number(p.id.replace(/\D/g, '')) || 0), 0) + 1;
          const partner: Partner = { id: `P${String(next).padStart(3, '0')}`, ...data };
          tx.set('partners', [...partners, partner]);
          ctx.log(tx, admin, 'addPartner', activityMessages.addPartner(partner.name), { partnerId: partner.id });
          return partner;
        }
        const existing = partners.find((p) => p.id === id);
        if (!existing) throw new NotFoundError(adminMessages.partnerNotFound);
        const partner: Partner = { ...existing, ...data, id };
        tx.set(
          'partners',
          partners.map((p) => (p.id === id ? partner : p)),
        );
        ctx.log(tx, admin, 'updatePartner', activityMessages.updatePartner(partner.name), { partnerId: id });
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
        if (!actor || actor.role !== 'admin') throw new PermissionError(messages.permission.roleChangeForbidden);
        if (userId === actor.id) throw new PermissionError(messages.permission.ownRoleForbidden);
        // Refused, not repaired: the stored-user schema would read an unknown role as 'buyer'.
        const newRole = validate(roleInputSchema, role);
        const users = tx.get('users');
        const target = users.find((u) => u.id === userId);
        if (!target) throw new NotFoundError(adminMessages.userNotFound);
        const updated = { ...target, role: newRole };
        tx.set(
          'users',
          users.map((u) => (u.id === userId ? updated : u)),
        );
        ctx.log(tx, actor, 'updateRole', activityMessages.updateRole(target.username, newRole), {
          userId,
          from: target.role,
          to: newRole,
        });
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
