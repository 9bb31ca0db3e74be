/**
 * Entity schemas for every record the shop stores (spec section 3).
 *
 * The schemas are tolerant of the prototype's shapes (docs/product/decisions.md, "Data in the browser"):
 * numeric fields accept numeric strings, optional fields get defaults, and fields the
 * prototype never wrote (order owner, line items, password hash) are optional.
 * Types are always `z.infer` of the schema.
 *
 * Long on purpose: the records of every subject that an order, a backup or both modes' stores
 * share, in one module the subjects import (a voucher's own records are in ../vouchers/records.ts).
 */
import { z } from 'zod';
import { withGallery } from './gallery-record';
import { DEFAULT_PRODUCT_STATUS, DEFAULT_PRODUCT_WEIGHT, ORDER_STATUSES, PRODUCT_STATUSES, PRODUCT_WEIGHT, SHIPPING_STATUSES, THEMES } from './vocabulary';

export { CATEGORIES, DEFAULT_PRODUCT_WEIGHT, ORDER_STATUSES, PRODUCT_STATUSES, PRODUCT_WEIGHT, SHIPPING_STATUSES, THEMES } from './vocabulary';

/** Roles of spec section 6. */
export const roleSchema = z.enum(['admin', 'buyer']);
export type Role = z.infer<typeof roleSchema>;

const nonNegativeNumber = z.coerce.number().finite().nonnegative();
const nonNegativeInt = z.coerce.number().int().nonnegative();
const text = z.string();

/** A saved shipping address of a buyer (spec section 3, Address). */
export const addressSchema = z.object({
  id: text.min(1),
  label: text,
  recipientName: text,
  phone: text,
  fullAddress: text,
  postalCode: text,
  isDefault: z.boolean().default(false),
});
export type Address = z.infer<typeof addressSchema>;

/** Parameters and result of a PBKDF2 password hash (docs/product/decisions.md, "Security"). */
export const passwordHashSchema = z.object({
  algorithm: z.literal('PBKDF2-SHA-256'),
  iterations: z.number().int().positive(),
  /** Base64 of the random salt bytes. */
  salt: text.min(1),
  /** Base64 of the derived key bytes. */
  hash: text.min(1),
});
export type PasswordHash = z.infer<typeof passwordHashSchema>;

/**
 * A stored user account. `password` is the prototype's plain-text field, accepted once and
 * replaced by `passwordHash` on the next successful login.
 */
export const userSchema = z.object({
  id: text.min(1),
  username: text.min(1),
  email: text.default(''),
  role: roleSchema.catch('buyer'),
  profileImage: text.default(''),
  addresses: z.array(addressSchema).default([]),
  passwordHash: passwordHashSchema.optional(),
  password: text.optional(),
  /**
   * When the account was made (ISO); absent on accounts of before it was kept, which count as
   * old enough (src/domain/orders/limits.ts `openOrdersCap`).
   */
  createdAt: text.optional(),
});
export type User = z.infer<typeof userSchema>;

/** The signed-in user's session copy (`currentUser`): a user without password fields. */
export const sessionUserSchema = userSchema.omit({ password: true, passwordHash: true }).extend({
  /**
   * Server mode on a shop open to the network (docs/security.md "Seeded accounts"): the account
   * still has its published demo password and must choose a new one before anything else; the
   * server refuses every other change until then. Absent otherwise.
   */
  mustChangePassword: z.boolean().optional(),
  /**
   * Server mode: whether the account's e-mail is verified (docs/decisions/022-verified-email.md;
   * order e-mails go to a verified address only). Absent in browser mode, which verifies no address.
   */
  emailVerified: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * One tier of a product's variations (`Variasi`): its `Nama Variasi` (`Warna`, `Ukuran`) and its
 * `Pilihan` in the order the owner gave them (src/domain/catalog/variants.ts checks the limits).
 */
export const productVariationSchema = z.object({ name: text, options: z.array(text) });
export type ProductVariation = z.infer<typeof productVariationSchema>;

/**
 * One sellable combination of a product's tiers: `options` one per tier in tier order, its own
 * price (Rupiah), stock (units), weight (grams), `sku` ('' for none), `image` ('' for none, else
 * one of the product's image URLs) and its promo price (null: none).
 */
export const productVariantSchema = z.object({
  id: text.min(1),
  options: z.array(text),
  price: nonNegativeNumber,
  stock: nonNegativeInt,
  weight: z.coerce.number().int().min(PRODUCT_WEIGHT.min).max(PRODUCT_WEIGHT.max).catch(DEFAULT_PRODUCT_WEIGHT),
  sku: text.default(''),
  image: text.default(''),
  /**
   * The variant's `Harga Promo`, whole Rupiah, or null: none; a variant stored before variant
   * promos (browser mode's records, an older backup) reads null, as the server answers it. It runs
   * in the product's `Promo Mulai`–`Promo Berakhir` window (src/domain/catalog/promo.ts
   * `priceInForceOf`).
   */
  promoPrice: z.coerce.number().int().positive().nullable().default(null),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/**
 * A product of the catalogue; `price` is in Rupiah, `stock` in units, `weight` in grams
 * (a product stored without one weighs `DEFAULT_PRODUCT_WEIGHT`, 1,000 g). `status` is its
 * `Status Produk` (./vocabulary.ts `PRODUCT_STATUSES`); a record stored before products had one
 * (browser-mode data, an older backup) reads `active`, as every such product was on sale.
 */
export const productSchema = z.object({
  id: z.coerce.number().int().nonnegative(),
  name: text.min(1),
  category: text.min(1),
  price: nonNegativeNumber,
  stock: nonNegativeInt,
  image: text.default(''),
  /**
   * The photo gallery (src/domain/catalog/gallery.ts): up to 8 image URLs in order, the first is
   * `image`. A record of before the gallery has none here; {@link storedProductSchema} reads it
   * as `[image]` ({@link withGallery}).
   */
  images: z.array(text).default([]),
  description: text.default(''),
  location: text.default(''),
  partnerId: text.default(''),
  weight: z.coerce.number().int().min(PRODUCT_WEIGHT.min).max(PRODUCT_WEIGHT.max).catch(DEFAULT_PRODUCT_WEIGHT),
  status: z.enum(PRODUCT_STATUSES).default(DEFAULT_PRODUCT_STATUS),
  /** `Harga Promo`, whole Rupiah, or null: none (src/domain/catalog/promo.ts); records of before it read null. */
  promoPrice: z.coerce.number().int().positive().nullable().default(null),
  /** `Promo Mulai` / `Promo Berakhir` as ISO instants, or null: open on that side. */
  promoStart: text.nullable().default(null),
  promoEnd: text.nullable().default(null),
  /**
   * `Variasi`: 0–2 tiers and one variant per combination. Without tiers (a record of before them
   * reads so) the product's own price, stock and weight are its one implicit variant; with tiers
   * they are derived from the variants (src/domain/catalog/variants.ts `withDerivedFields`).
   */
  variations: z.array(productVariationSchema).default([]),
  variants: z.array(productVariantSchema).default([]),
});
export type Product = z.infer<typeof productSchema>;

/**
 * A stored product as both modes and the backups read it: {@link productSchema}, its gallery
 * read by {@link withGallery} (a record of before it: `image ? [image] : []`).
 */
export const storedProductSchema = productSchema.transform(withGallery);

/** A partner (mitra): a small business whose products the shop sells. */
export const partnerSchema = z.object({
  id: text.min(1),
  name: text.min(1),
  location: text.default(''),
  address: text.default(''),
  coordinates: z
    .object({ lat: z.coerce.number().finite(), lng: z.coerce.number().finite() })
    .default({ lat: 0, lng: 0 }),
  featuredProduct: text.default(''),
  status: text.default('Active'),
});
export type Partner = z.infer<typeof partnerSchema>;

/**
 * A product review; rating is 1 to 5 stars (spec section 5). One per product and account
 * (`authorId`, src/domain/catalog/reviews.ts): a second review of the same product edits the first.
 */
export const reviewSchema = z.object({
  id: text.min(1),
  productId: z.coerce.number().int().nonnegative(),
  author: text.default('Pembeli Anonim'),
  /**
   * The writing account's id. `null`: nobody's, for good (a seed review, or one whose account was
   * gone when it was read in); absent: prototype data of before the one-review rule, given the
   * account of its `author` name in the same snapshot once, as it is read in
   * (`assignReviewAuthors`, src/domain/catalog/reviews.ts), never later (decision 017).
   */
  authorId: text.min(1).nullable().optional(),
  rating: z.coerce.number().int().min(1).max(5),
  text: text,
  /** ISO timestamp; absent on prototype data. */
  createdAt: text.optional(),
  /** ISO timestamp of the author's last edit; absent on a review never edited. */
  updatedAt: text.optional(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A cart line: the product's fields plus a quantity of at least 1. */
export const cartItemSchema = productSchema.extend({
  quantity: z.coerce.number().int().min(1),
  /** The chosen variant's id; absent or '': the product's implicit variant (a product without tiers). */
  variantId: text.optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** Order status (spec section 4). */
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Shipping status (spec section 4), in delivery order. */
export const shippingStatusSchema = z.enum(SHIPPING_STATUSES);
export type ShippingStatus = z.infer<typeof shippingStatusSchema>;

/** One line of an order as it was bought (price in Rupiah at order time). */
export const orderItemSchema = z.object({
  productId: z.coerce.number().int().nonnegative(),
  name: text,
  price: nonNegativeNumber,
  quantity: z.coerce.number().int().min(1),
  /** The variant bought (`name` then carries its label); absent or '': a product without tiers. */
  variantId: text.optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** Who made a step of an order's journey: the buyer, the admin, or the shop itself (a deadline). */
export const orderActorSchema = z.enum(['buyer', 'admin', 'system']);

/**
 * One step of an order's journey ('Riwayat Status', docs/product/decisions.md "The order's
 * journey"): when (`at`, ISO), by whom, and the status and/or shipping status it set, with the
 * tracking number (resi) or the cancel reason it came with.
 */
export const orderEventSchema = z.object({
  at: text,
  by: orderActorSchema.catch('system'),
  status: orderStatusSchema.optional().catch(undefined),
  shippingStatus: shippingStatusSchema.optional().catch(undefined),
  trackingNumber: text.optional(),
  note: text.optional(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/**
 * A voucher an order carries (docs/product/vouchers.md): its code as typed at checkout
 * (normalised), what it came off (`goods`: a `Voucher Toko`; `shipping`: a `Gratis Ongkir`) and
 * the discount it gave, in Rupiah.
 */
export const orderVoucherSchema = z.object({
  code: text.min(1),
  appliesTo: z.enum(['goods', 'shipping']),
  amount: nonNegativeNumber,
});
export type OrderVoucher = z.infer<typeof orderVoucherSchema>;

/**
 * An order (spec section 3). `total` is in Rupiah; `date` is the Asia/Jakarta calendar day.
 * `userId`, `username`, `items`, `createdAt` are absent on prototype data (docs/product/decisions.md,
 * "Whose order is it"). The shipping fields (`subtotal` and `shippingCost` in Rupiah,
 * `total = subtotal + shippingCost`; the courier's id and name; the destination) are absent on
 * orders of before shipping costs: read them with `orderAmounts` (../orders/amounts.ts). An order
 * that carried vouchers has them in `vouchers` and their sum in `discount`
 * (`total = subtotal + shippingCost - discount`); absent: none.
 */
export const orderSchema = z.object({
  id: text.min(1),
  customerName: text,
  customerPhone: text.default(''),
  shippingAddress: text.default(''),
  postalCode: text.default(''),
  productName: text.default(''),
  date: text,
  status: orderStatusSchema.catch('Pending'),
  shippingStatus: shippingStatusSchema.catch('Menunggu Konfirmasi Admin'),
  paymentMethod: text.default(''),
  paymentCode: text.nullish().transform((v) => v ?? ''),
  total: nonNegativeNumber,
  userId: text.optional(),
  username: text.optional(),
  customerEmail: text.optional(),
  items: z.array(orderItemSchema).optional(),
  createdAt: text.optional(),
  /** The courier's tracking number ('Nomor Resi'), set when the admin ships the order. */
  trackingNumber: text.optional(),
  /** Why the admin cancelled the order, shown to the buyer. */
  cancelReason: text.optional(),
  /** `Catatan untuk Penjual`: what the buyer asked of the shop at checkout (absent: nothing). */
  buyerNote: text.optional(),
  /**
   * When the unpaid order is cancelled by the shop (ISO; src/domain/orders/flow.ts): placing time
   * plus the store's `paymentDeadlineHours`, renewed when the owner rejects a payment. Absent on
   * orders of before the deadline, which never expire.
   */
  paymentDueAt: text.optional(),
  /** When the parcel first left the shop ('Dikirim' or later, ISO): the start of the automatic completion. */
  shippedAt: text.optional(),
  /** Why the owner rejected the buyer's payment confirmation, shown to the buyer. */
  paymentRejectReason: text.optional(),
  /** When the buyer's payment confirmation last made the order 'Verifying' (ISO): the start of `Batas Waktu Verifikasi`. */
  verifyingSince: text.optional(),
  /**
   * When the shop flagged the order 'Melewati batas verifikasi' (ISO; src/domain/orders/flow.ts
   * `verificationOverdue`); a flag older than `verifyingSince` belongs to an earlier wait.
   */
  verificationOverdueAt: text.optional(),
  /** Every status change, oldest first (absent on orders of before this field). */
  history: z.array(orderEventSchema).optional().catch(undefined),
  subtotal: nonNegativeNumber.optional(),
  shippingCost: nonNegativeNumber.optional(),
  courierId: text.optional(),
  courierName: text.optional(),
  destination: text.optional(),
  vouchers: z.array(orderVoucherSchema).optional().catch(undefined),
  discount: nonNegativeNumber.optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** Transaction status (spec section 4). */
export const transactionStatusSchema = z.enum(['Pending', 'Success', 'Failed', 'Cancelled']);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

/**
 * A payment transaction of an order; `amount` in Rupiah (the order's total). `subtotal` and
 * `shippingCost` split it, less the vouchers' `discount` (absent: none); absent on transactions of
 * before shipping costs.
 */
export const transactionSchema = z.object({
  id: text.min(1),
  orderId: text.min(1),
  paymentMethod: text.default(''),
  amount: nonNegativeNumber,
  date: text,
  status: transactionStatusSchema.catch('Pending'),
  subtotal: nonNegativeNumber.optional(),
  shippingCost: nonNegativeNumber.optional(),
  discount: nonNegativeNumber.optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * A product a buyer asked about, attached to a chat message, as the catalogue named it when the
 * message was sent (never as the client named it): its name, its partner's name, its price
 * (Rupiah) and its image. Older messages may lack the price and the image.
 */
export const chatProductRefSchema = z.object({
  id: z.coerce.number(),
  name: text,
  partnerName: text.optional(),
  price: nonNegativeNumber.optional(),
  image: text.optional(),
});
/** A chat message's product attachment (see {@link chatProductRefSchema}). */
export type ChatProductRef = z.infer<typeof chatProductRefSchema>;

/** A chat message (spec section 3); `timestamp` is an ISO string. */
export const chatMessageSchema = z.object({
  id: text.min(1),
  sender: roleSchema,
  text: text,
  timestamp: text,
  senderName: text.optional(),
  product: chatProductRefSchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * A buyer's thread as browser mode stores it (docs/decisions/017-owners-by-account-id.md): the
 * buyer's username (what the admin's list shows, also once the account is gone) and the messages,
 * oldest first. `byName`: read from before threads were keyed by account id (a bare list under a
 * username), still to be keyed by account once (`keyChatThreadsByAccount`, ../chat/threads.ts).
 */
export const chatThreadSchema = z.object({
  buyerName: text,
  messages: z.array(chatMessageSchema),
  byName: z.literal(true).optional(),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

/**
 * `allChatMessages`: every buyer's thread, keyed by the buyer's account id (or `~username` when
 * the account was gone, `orphanThreadKey`). A bare list of messages (the store of before, keyed by
 * username) is read as a thread `byName`.
 */
export const chatStoreSchema = z
  .record(z.string(), z.union([chatThreadSchema, z.array(chatMessageSchema)]))
  .transform((store): Record<string, ChatThread> => {
    const threads: Record<string, ChatThread> = {};
    for (const [key, thread] of Object.entries(store)) {
      threads[key] = Array.isArray(thread) ? { buyerName: key, messages: thread, byName: true } : thread;
    }
    return threads;
  });
export type ChatStore = z.infer<typeof chatStoreSchema>;

/** `allUnreadCounts`: per thread (the keys of `allChatMessages`), unread messages for the buyer and for the admin. */
export const unreadCountsSchema = z.record(
  z.string(),
  z.object({ buyer: nonNegativeInt.default(0), admin: nonNegativeInt.default(0) }),
);
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** Activity types written to the activity log (spec section 7); stored entries may hold others (prototype data). */
export type ActivityType =
  | 'placeOrder'
  | 'confirmPayment'
  | 'cancelOrder'
  | 'receiveOrder'
  | 'updateProfile'
  | 'changePassword'
  | 'addAddress'
  | 'editAddress'
  | 'deleteAddress'
  | 'addProduct'
  | 'updateProduct'
  | 'deleteProduct'
  | 'importProducts'
  | 'updateOrder'
  | 'verifyPayment'
  | 'rejectPayment'
  | 'expireOrder'
  | 'autoCompleteOrder'
  | 'verificationOverdue'
  | 'addToCart'
  | 'addReview'
  | 'editReview'
  | 'updateRole'
  | 'updateSettings'
  | 'addPartner'
  | 'updatePartner'
  | 'addVoucher'
  | 'updateVoucher'
  | 'restoreBackup';

/** An activity log entry (spec section 3); `type` is free text for prototype tolerance. */
export const activityLogSchema = z.object({
  id: text.min(1),
  timestamp: text,
  username: text.default(''),
  role: text.default(''),
  type: text,
  description: text.default(''),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ActivityLog = z.infer<typeof activityLogSchema>;

/** E-mail log entry types and statuses (spec section 3). */
export const emailTypeSchema = z.enum(['buyer_order_confirmation', 'admin_new_order']);
export type EmailType = z.infer<typeof emailTypeSchema>;

export const emailLogSchema = z.object({
  id: text.min(1),
  timestamp: text,
  orderId: text,
  recipient: text,
  type: emailTypeSchema,
  status: z.enum(['success', 'failed']),
  error: text.nullish(),
});
export type EmailLog = z.infer<typeof emailLogSchema>;

/** Contact channels shown on /layanan (docs/product/decisions.md: settings, not constants). */
export const storeContactsSchema = z.object({
  whatsapp: text.default('6281234567890'),
  instagram: text.default('seulanga.aceh'),
  tiktok: text.default('seulanga.aceh'),
  email: text.default('halo@seulanga.id'),
});
export type StoreContacts = z.infer<typeof storeContactsSchema>;

/** Theme preference under key `theme`. */
export const themeSchema = z.enum(THEMES);
export type { Theme } from './vocabulary';
