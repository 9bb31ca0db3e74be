/**
 * The back office on the server (issue 4; `docs/api.md`, `/api/admin/*`), admin only: products,
 * partners, user roles, and the backup (./backup.ts). Each change is decided once for both modes
 * in src/domain (catalog-changes.ts, user-roles.ts); this service loads, decides and writes.
 */
import { asc, eq, sql } from 'drizzle-orm';
import {
  decideCreatePartner,
  decideCreateProduct,
  decideDeleteProduct,
  decideUpdatePartner,
  decideUpdateProduct,
} from '@/domain/catalog-changes';
import { planOrThrow } from '@/domain/decision';
import { serverMessages } from '@/domain/messages';
import type { Partner } from '@/domain/schemas';
import { checkRoleChange, decideRoleChange } from '@/domain/user-roles';
import { partnerInputSchema, productInputSchema } from '@/domain/validation';
import { ValidationError } from '@/data/errors';
import type { AdminRepository } from '@/data/ports';
import type { Executor } from '../db/client';
import { productSearchColumns, toAddress, toPartner, toProduct, toSessionUser } from '../db/records';
import * as t from '../db/schema';
import { createBackupService } from './backup';
import { validate, type ServiceContext } from './context';
import { isDataUrl } from './images';

/** The buyers whose carts hold product `id` (their cart changes with the product). */
async function cartOwnersOf(db: Executor, productId: number): Promise<string[]> {
  const rows = await db
    .select({ userId: t.cartItems.userId })
    .from(t.cartItems)
    .where(eq(t.cartItems.productId, productId));
  return rows.map((r) => r.userId);
}

/**
 * The admin service for the request's actor (implements the port's `AdminRepository`).
 * @param ctx - the request's context; every method needs an admin actor and throws
 * PermissionError otherwise (401 signed out, 403 buyer; `setRole` with the catalogue's
 * 'Anda tidak memiliki izin untuk mengubah peran pengguna.'), ValidationError for bad input or
 * an invalid backup (400), NotFoundError for an unknown product, partner or user (404).
 */
export function createAdminService(ctx: ServiceContext): AdminRepository {
  const { db } = ctx;

  /** The product input, validated, with an uploaded image URL (never a data URL in server mode). */
  function productInput(input: unknown) {
    const data = validate(productInputSchema, input);
    if (isDataUrl(data.image))
      throw new ValidationError(serverMessages.imageUploadRequired, {
        image: serverMessages.imageUploadRequired,
      });
    return data;
  }

  return {
    async saveProduct(input, id) {
      const admin = ctx.requireRole('admin');
      const details = productInput(input);
      return ctx.transact(async (tx) => {
        if (id === undefined) {
          // A racing insert of the same id retries the transaction.
          const [max] = await tx.db
            .select({ id: sql<number | null>`max(${t.products.id})`.mapWith(Number) })
            .from(t.products);
          const { product, log } = decideCreateProduct({ details, maxId: max?.id ?? 0, now: ctx.now() });
          await tx.db.insert(t.products).values({ ...product, ...productSearchColumns(product) });
          tx.changed(['products'], { kind: 'public' });
          await ctx.log(tx, admin, log.type, log.description, log.details);
          return product;
        }
        const [row] = await tx.db.select().from(t.products).where(eq(t.products.id, id)).for('update');
        const { product, log } = planOrThrow(
          decideUpdateProduct({ id, details, existing: row ? toProduct(row) : null }),
        );
        await tx.db
          .update(t.products)
          .set({ ...details, ...productSearchColumns(product) })
          .where(eq(t.products.id, id));
        tx.changed(['products'], { kind: 'public' });
        const owners = await cartOwnersOf(tx.db, id);
        if (owners.length > 0) tx.changed(['cartItems'], { kind: 'users', userIds: owners });
        await ctx.log(tx, admin, log.type, log.description, log.details);
        return product;
      });
    },

    async deleteProduct(id) {
      const admin = ctx.requireRole('admin');
      await ctx.transact(async (tx) => {
        const [row] = await tx.db.select().from(t.products).where(eq(t.products.id, id)).for('update');
        const { log } = planOrThrow(decideDeleteProduct({ id, existing: row ? toProduct(row) : null }));
        const owners = await cartOwnersOf(tx.db, id);
        // Cart lines go with the product (foreign key, on delete cascade).
        await tx.db.delete(t.products).where(eq(t.products.id, id));
        tx.changed(['products'], { kind: 'public' });
        if (owners.length > 0) tx.changed(['cartItems'], { kind: 'users', userIds: owners });
        await ctx.log(tx, admin, log.type, log.description, log.details);
      });
    },

    async savePartner(input, id) {
      const admin = ctx.requireRole('admin');
      const details = validate(partnerInputSchema, input);
      const columns = (partner: Partner) => {
        const { coordinates, ...fields } = partner;
        return { ...fields, lat: coordinates.lat, lng: coordinates.lng };
      };
      return ctx.transact(async (tx) => {
        if (id === undefined) {
          // A racing insert of the same id retries the transaction.
          const ids = await tx.db.select({ id: t.partners.id }).from(t.partners);
          const { partner, log } = decideCreatePartner({ details, partnerIds: ids.map((p) => p.id) });
          await tx.db.insert(t.partners).values(columns(partner));
          tx.changed(['partners'], { kind: 'public' });
          await ctx.log(tx, admin, log.type, log.description, log.details);
          return partner;
        }
        const [row] = await tx.db.select().from(t.partners).where(eq(t.partners.id, id)).for('update');
        const { partner, log } = planOrThrow(
          decideUpdatePartner({ id, details, existing: row ? toPartner(row) : null }),
        );
        await tx.db.update(t.partners).set(columns(partner)).where(eq(t.partners.id, id));
        tx.changed(['partners'], { kind: 'public' });
        await ctx.log(tx, admin, log.type, log.description, log.details);
        return partner;
      });
    },

    async listUsers() {
      ctx.requireRole('admin');
      const [rows, addressRows] = await Promise.all([
        db.select().from(t.users).orderBy(asc(t.users.seq)),
        db.select().from(t.addresses).orderBy(asc(t.addresses.seq)),
      ]);
      return rows.map((row) =>
        toSessionUser(row, addressRows.filter((a) => a.userId === row.id).map(toAddress)),
      );
    },

    async setRole(userId, role) {
      const actor = ctx.actor;
      const newRole = planOrThrow(checkRoleChange(actor, userId, role));
      return ctx.transact(async (tx) => {
        const [target] = await tx.db.select().from(t.users).where(eq(t.users.id, userId)).for('update');
        const { log } = planOrThrow(decideRoleChange({ target: target ?? null, role: newRole }));
        const [row] = await tx.db
          .update(t.users)
          .set({ role: newRole })
          .where(eq(t.users.id, userId))
          .returning();
        // The account's own devices learn their new role; the admins see every change anyway.
        tx.changed(['users', 'currentUser'], { kind: 'users', userIds: [userId] });
        await ctx.log(tx, actor!, log.type, log.description, log.details);
        const addressRows = await tx.db
          .select()
          .from(t.addresses)
          .where(eq(t.addresses.userId, userId))
          .orderBy(asc(t.addresses.seq));
        return toSessionUser(row!, addressRows.map(toAddress));
      });
    },
    ...createBackupService(ctx),
  };
}
