/**
 * The shop's backup on the server (spec section 3 "Pengaturan"; `docs/api.md`,
 * `/api/admin/backup`), admin only: the `seulanga-backup` v1 export and restore shared with the
 * browser mode, whose rules (the format, validation, the restoring admin kept) are
 * `src/data/backup.ts`'s.
 */
import { asc, desc } from 'drizzle-orm';
import { activityMessages } from '@/shared/messages-activity';
import type { Address, ChatStore, OrderItem, Product, UnreadCounts, User } from '@/domain/core/records';
import { assertBackupKeepsAdmin, BACKUP_FORMAT, parseBackup, type BackupUser, type ParsedBackup } from '@/domain/port/backup';
import type { StorageKey } from '@/domain/port/key-specs';
import type { BackupRepository, ShopBackup } from '@/domain/port/port';
import { hashPassword } from '../auth/password';
import type { Executor } from '../db/client';
import { importShopData, type ImportValues } from '../db/import';
import {
  toActivityLog,
  toAddress,
  toBackupUser,
  toChatMessage,
  toEmailLog,
  toOrder,
  toOrderItem,
  toPartner,
  toProduct,
  toReview,
  toVariant,
  toTransaction,
  toVoucher,
  toVoucherUse,
} from '../db/records';
import * as t from '../db/schema';
import type { ServiceContext, Tx } from './context';
import { isDataUrl, storeDataUrlImage, touchImages } from './images';
import { hasNewOrders, readSetting } from './settings';

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

/** Moves data-URL images of a (browser-mode) backup into the images table, inside `tx`. */
async function storeBackupImages(tx: Tx, values: ParsedBackup): Promise<ParsedBackup> {
  const moved = async (value: string) =>
    isDataUrl(value) ? ((await storeDataUrlImage(tx.db, value)) ?? value) : value;
  const products: Product[] = [];
  for (const product of values.products) {
    const images: string[] = [];
    for (const url of product.images) images.push(await moved(url));
    // The same data URL gives the same stored image: `image` stays the gallery's first.
    products.push({ ...product, image: await moved(product.image), images });
  }
  const users: BackupUser[] = [];
  for (const user of values.users)
    users.push({ ...user, profileImage: await moved(user.profileImage) });
  return { ...values, products, users };
}

/**
 * The backup service (implements the port's `BackupRepository`).
 * @param ctx - the request's context; both need an admin actor (PermissionError otherwise); a
 * restore of an invalid backup throws ValidationError and changes nothing.
 */
export function createBackupService(ctx: ServiceContext): BackupRepository {
  const { db } = ctx;
  return {
    /**
     * The whole shop as a `seulanga-backup` v1 file: every storage key but the session, the
     * theme (a browser preference) and the cart (each buyer's own in server mode; a restore into
     * the browser keeps the browser's), lists in stored order. `newOrderNotification`
     * is the exporting admin's own flag. Users carry hashes only (see `toBackupUser`).
     */
    async export(): Promise<ShopBackup> {
      const admin = ctx.requireRole('admin');
      // One consistent snapshot: every read in a single repeatable-read transaction.
      const data = await db.transaction(async (tx) => {
        const [
          products,
          variantRows,
          partners,
          voucherRows,
          useRows,
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
          tx.select().from(t.productVariants).orderBy(asc(t.productVariants.productId), asc(t.productVariants.position)),
          tx.select().from(t.partners).orderBy(asc(t.partners.seq)),
          tx.select().from(t.vouchers).orderBy(desc(t.vouchers.createdAt)),
          tx.select().from(t.voucherUses).orderBy(asc(t.voucherUses.createdAt), asc(t.voucherUses.orderId)),
          tx.select().from(t.reviews).orderBy(asc(t.reviews.seq)),
          tx.select().from(t.orders).orderBy(asc(t.orders.seq)),
          tx.select().from(t.orderItems).orderBy(asc(t.orderItems.orderId), asc(t.orderItems.line)),
          tx.select().from(t.transactions).orderBy(asc(t.transactions.seq)),
          tx.select().from(t.activityLogs).orderBy(asc(t.activityLogs.seq)),
          tx.select().from(t.emailLogs).orderBy(asc(t.emailLogs.seq)),
          tx.select().from(t.chatMessages).orderBy(asc(t.chatMessages.seq)),
          tx.select().from(t.unreadCounts).orderBy(asc(t.unreadCounts.buyerId)),
          hasNewOrders(tx, admin.id),
        ]);
        const items = new Map<string, OrderItem[]>();
        for (const row of itemRows) {
          items.set(row.orderId, [...(items.get(row.orderId) ?? []), toOrderItem(row)]);
        }
        // Threads keyed by their buyer's account id, as browser mode stores them (decision 017).
        const allChatMessages: ChatStore = {};
        for (const row of chat) {
          (allChatMessages[row.buyerId] ??= { buyerName: row.buyer, messages: [] }).messages.push(toChatMessage(row));
        }
        const allUnreadCounts: UnreadCounts = {};
        for (const row of counts)
          allUnreadCounts[row.buyerId] = { buyer: row.buyerCount, admin: row.adminCount };
        const values: Partial<Record<StorageKey, unknown>> = {
          products: products.map((row) => toProduct(row, variantRows.filter((v) => v.productId === row.id).map(toVariant))),
          partners: partners.map(toPartner),
          vouchers: voucherRows.map(toVoucher),
          voucherUses: useRows.map(toVoucherUse),
          reviews: reviews.map(toReview),
          orders: orderRows.map((row) => toOrder(row, items.get(row.id) ?? [])),
          transactions: transactions.map(toTransaction),
          users: await exportUsers(tx),
          activityLogs: activity.map(toActivityLog),
          emailLogs: emails.map(toEmailLog),
          allChatMessages,
          allUnreadCounts,
          newOrderNotification: notification,
          storeName: await readSetting(tx, 'storeName'),
          storeAddress: await readSetting(tx, 'storeAddress'),
          maintenanceMode: await readSetting(tx, 'maintenanceMode'),
          newOrderNotifications: await readSetting(tx, 'newOrderNotifications'),
          adminEmail: await readSetting(tx, 'adminEmail'),
          storeContacts: await readSetting(tx, 'storeContacts'),
          maxPerProduct: await readSetting(tx, 'maxPerProduct'),
          maxUnpaidOrders: await readSetting(tx, 'maxUnpaidOrders'),
          maxOpenOrders: await readSetting(tx, 'maxOpenOrders'),
          maxOpenOrdersNewBuyer: await readSetting(tx, 'maxOpenOrdersNewBuyer'),
          lowStockThreshold: await readSetting(tx, 'lowStockThreshold'),
          shippingTable: await readSetting(tx, 'shippingTable'),
          orderFlow: await readSetting(tx, 'orderFlow'),
          paymentAccounts: await readSetting(tx, 'paymentAccounts'),
        };
        return values;
      }, SNAPSHOT);
      return { format: BACKUP_FORMAT, version: 1, exportedAt: ctx.now().toISOString(), data };
    },

    /**
     * Replaces the shop's data with a backup (server or browser mode) in one transaction: all of
     * it is validated first (`parseBackup`), the restoring admin must be an admin in it, and an
     * invalid backup changes nothing. Data-URL images of a browser backup move into the images
     * table (owned by nobody); the images the restored records name are kept a day more by the
     * image clean-up, and none is deleted. The admin stays signed in; accounts missing from the backup lose their sessions.
     */
    async restore(backup) {
      const admin = ctx.requireRole('admin');
      const parsed = parseBackup(backup);
      assertBackupKeepsAdmin(parsed, admin);
      await ctx.transact(async (tx) => {
        const values = await storeBackupImages(tx, parsed);
        // The images the restored records name get a new day: the clean-up (image-cleanup.ts)
        // spares them, and one running now waits for each row and finds it touched.
        await touchImages(
          tx.db,
          [...values.products.flatMap((product) => [product.image, ...product.images]), ...values.users.map((user) => user.profileImage)],
          ctx.now(),
        );
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
