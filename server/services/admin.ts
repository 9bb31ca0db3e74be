/**
 * The back office on the server (issue 4; `docs/api.md`, `/api/admin/*`), admin only: products,
 * partners, user roles, and the `seulanga-backup` v1 export and restore shared with the browser
 * mode (`src/data/backup.ts`). Each change is decided once for both modes in src/domain
 * (catalog-changes.ts, user-roles.ts); this service loads, decides and writes.
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
import { activityMessages, serverMessages } from '@/domain/messages';
import {
  type Address,
  type OrderItem,
  type Partner,
  type Product,
  type User,
} from '@/domain/schemas';
import { checkRoleChange, decideRoleChange } from '@/domain/user-roles';
import { partnerInputSchema, productInputSchema } from '@/domain/validation';
import {
  assertBackupKeepsAdmin,
  BACKUP_FORMAT,
  parseBackup,
  type BackupUser,
  type ParsedBackup,
} from '@/data/backup';
import { ValidationError } from '@/data/errors';
import type { StorageKey } from '@/data/keys';
import type { AdminRepository, ShopBackup } from '@/data/ports';
import { hashPassword } from '../auth/password';
import type { Executor } from '../db/client';
import { importShopData, type ImportValues } from '../db/import';
import {
  productSearchColumns,
  toActivityLog,
  toAddress,
  toBackupUser,
  toChatMessage,
  toEmailLog,
  toOrder,
  toPartner,
  toProduct,
  toReview,
  toSessionUser,
  toTransaction,
} from '../db/records';
import * as t from '../db/schema';
import { validate, type ServiceContext, type Tx } from './context';
import { isDataUrl, storeDataUrlImage } from './images';
import { readSetting } from './settings';

/** The buyers whose carts hold product `id` (their cart changes with the product). */
async function cartOwnersOf(db: Executor, productId: number): Promise<string[]> {
  const rows = await db
    .select({ userId: t.cartItems.userId })
    .from(t.cartItems)
    .where(eq(t.cartItems.productId, productId));
  return rows.map((r) => r.userId);
}

/** A read-only transaction whose reads all see one snapshot of the database. */
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** Every user with their addresses, in stored order, as backup records (never a plain password). */
async function exportUsers(db: Executor): Promise<Array<User & { serverPasswordHash?: string }>> {
  const [rows, addressRows] = await Promise.all([
    db.select().from(t.users).orderBy(asc(t.users.seq)),
    db.select().from(t.addresses).orderBy(asc(t.addresses.seq)),
  ]);
  const byUser = new Map<string, Address[]>();
  for (const row of addressRows)
    byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), toAddress(row)]);
  return Promise.all(
    rows.map(async (row) => {
      // A prototype account that still has its plain password is exported hashed.
      const hashed =
        !row.passwordHash && row.legacyPassword
          ? { ...row, passwordHash: await hashPassword(row.legacyPassword) }
          : row;
      return toBackupUser(hashed, byUser.get(row.id) ?? []);
    }),
  );
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

  /** Moves data-URL images of a (browser-mode) backup into the images table, inside `tx`. */
  async function storeBackupImages(tx: Tx, values: ParsedBackup): Promise<ParsedBackup> {
    const moved = async (value: string) =>
      isDataUrl(value) ? ((await storeDataUrlImage(tx.db, value)) ?? value) : value;
    const products: Product[] = [];
    for (const product of values.products)
      products.push({ ...product, image: await moved(product.image) });
    const users: BackupUser[] = [];
    for (const user of values.users)
      users.push({ ...user, profileImage: await moved(user.profileImage) });
    return { ...values, products, users };
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

    /**
     * The whole shop as a `seulanga-backup` v1 file: every storage key but the session, the
     * theme (a browser preference) and the cart (each buyer's own in server mode; a restore into
     * the browser keeps the browser's), lists in stored order. `newOrderNotification`
     * is the exporting admin's own flag. Users carry hashes only (see `toBackupUser`).
     */
    async exportBackup(): Promise<ShopBackup> {
      const admin = ctx.requireRole('admin');
      // One consistent snapshot: every read in a single repeatable-read transaction.
      const data = await db.transaction(async (tx) => {
        const [
          products,
          partners,
          reviews,
          orderRows,
          itemRows,
          transactions,
          activity,
          emails,
          chat,
          counts,
          notification,
        ] = await Promise.all([
          tx.select().from(t.products).orderBy(asc(t.products.seq)),
          tx.select().from(t.partners).orderBy(asc(t.partners.seq)),
          tx.select().from(t.reviews).orderBy(asc(t.reviews.seq)),
          tx.select().from(t.orders).orderBy(asc(t.orders.seq)),
          tx.select().from(t.orderItems).orderBy(asc(t.orderItems.orderId), asc(t.orderItems.line)),
          tx.select().from(t.transactions).orderBy(asc(t.transactions.seq)),
          tx.select().from(t.activityLogs).orderBy(asc(t.activityLogs.seq)),
          tx.select().from(t.emailLogs).orderBy(asc(t.emailLogs.seq)),
          tx.select().from(t.chatMessages).orderBy(asc(t.chatMessages.seq)),
          tx.select().from(t.unreadCounts).orderBy(asc(t.unreadCounts.buyer)),
          tx.select().from(t.adminNotifications).where(eq(t.adminNotifications.userId, admin.id)),
        ]);
        const items = new Map<string, OrderItem[]>();
        for (const { orderId, productId, name, price, quantity } of itemRows) {
          items.set(orderId, [...(items.get(orderId) ?? []), { productId, name, price, quantity }]);
        }
        const allChatMessages: Record<string, ReturnType<typeof toChatMessage>[]> = {};
        for (const row of chat) (allChatMessages[row.buyer] ??= []).push(toChatMessage(row));
        const allUnreadCounts: Record<string, { buyer: number; admin: number }> = {};
        for (const row of counts)
          allUnreadCounts[row.buyer] = { buyer: row.buyerCount, admin: row.adminCount };
        const values: Partial<Record<StorageKey, unknown>> = {
          products: products.map(toProduct),
          partners: partners.map(toPartner),
          reviews: reviews.map(toReview),
          orders: orderRows.map((row) => toOrder(row, items.get(row.id) ?? [])),
          transactions: transactions.map(toTransaction),
          users: await exportUsers(tx),
          activityLogs: activity.map(toActivityLog),
          emailLogs: emails.map(toEmailLog),
          allChatMessages,
          allUnreadCounts,
          newOrderNotification: notification[0]?.newOrder ?? false,
          storeName: await readSetting(tx, 'storeName'),
          storeAddress: await readSetting(tx, 'storeAddress'),
          maintenanceMode: await readSetting(tx, 'maintenanceMode'),
          newOrderNotifications: await readSetting(tx, 'newOrderNotifications'),
          adminEmail: await readSetting(tx, 'adminEmail'),
          storeContacts: await readSetting(tx, 'storeContacts'),
        };
        return values;
      }, SNAPSHOT);
      return { format: BACKUP_FORMAT, version: 1, exportedAt: ctx.now().toISOString(), data };
    },

    /**
     * Replaces the shop's data with a backup (server or browser mode) in one transaction: all of
     * it is validated first (`parseBackup`), the restoring admin must be an admin in it, and an
     * invalid backup changes nothing. Data-URL images of a browser backup move into the images
     * table. The admin stays signed in; accounts missing from the backup lose their sessions.
     */
    async restoreBackup(backup) {
      const admin = ctx.requireRole('admin');
      const parsed = parseBackup(backup);
      assertBackupKeepsAdmin(parsed, admin);
      await ctx.transact(async (tx) => {
        const values = await storeBackupImages(tx, parsed);
        const { cartItems: _cart, theme: _theme, ...rest } = values;
        const report = await importShopData(tx.db, rest as ImportValues);
        const keys = [
          ...new Set<StorageKey>([
            ...(Object.keys(values) as StorageKey[]),
            'currentUser',
            'cartItems',
          ]),
        ].filter((key) => key !== 'theme');
        // The announcement carries key names only: everyone refetches what they may read.
        tx.changed(keys, { kind: 'public' });
        await ctx.log(tx, admin, 'restoreBackup', activityMessages.restoreBackup, {
          keys: Object.keys(values),
          // Older data may repeat a payment code; the database needs them unique.
          ...(report.renamedPaymentCodes.length > 0 ? { renamedPaymentCodes: report.renamedPaymentCodes } : {}),
        });
      });
    },
  };
}
