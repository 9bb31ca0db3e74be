/**
 * The shop's relational schema (Drizzle, PostgreSQL 15+ and PGlite). Every record keeps the
 * field names and id formats of `docs/product/spec.md` (section 3) (`USR…`, `ORD…`, `TRX…`, `MSG…`), so a
 * `seulanga-backup` v1 file moves between browser mode and server mode without loss.
 *
 * Columns named `seq` keep the order records were stored in (the browser mode's list order),
 * which the screens use as a tie-breaker for equal timestamps.
 *
 * Long on purpose: the whole relational schema in one place, as drizzle-kit reads it to write
 * migrations.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ChatProductRef, OrderEvent, ProductVariation } from '@/domain/core/records';
import type { ProductStatus } from '@/domain/core/vocabulary';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** User accounts (spec section 3, "User"); passwords only as hashes. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull().default(''),
    role: text('role', { enum: ['admin', 'buyer'] }).notNull(),
    profileImage: text('profile_image').notNull().default(''),
    /**
     * `argon2id` PHC string, or the JSON of a browser-mode PBKDF2 hash, or null for an imported
     * prototype account that still has `legacyPassword` (accepted once, then re-hashed).
     */
    passwordHash: text('password_hash'),
    legacyPassword: text('legacy_password'),
    /**
     * The password was made up by the shop (the first start's generated admin password, or
     * `npm run admin:reset-password`) and shown once: the account must choose its own before
     * anything else (server/auth/demo-passwords.ts). Cleared by a password change.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * When the account signed up; null on accounts of before it was kept (seeded, imported),
     * which count as old enough for the cap of open orders (src/domain/orders/limits.ts).
     */
    createdAt: timestamp('created_at', { withTimezone: true }),
    /**
     * When the account's current e-mail was verified through its link (docs/decisions/022); null
     * while it is not (accounts of before migration 0022 too), and again after an e-mail change.
     * Order e-mails go to a verified address only.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
    check('users_role_check', sql`${t.role} in ('admin', 'buyer')`),
  ],
);

/** A buyer's saved addresses (spec section 3, "Address"). */
export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone').notNull(),
    fullAddress: text('full_address').notNull(),
    postalCode: text('postal_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** Server-side sessions (Lucia's design): the id is the SHA-256 of the cookie's token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the user signed in: a session ends SESSION_MAX_AGE_MS (server/auth/sessions.ts) after it, however active. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * The counters of every rate limit (rate-limiter-flexible's `RateLimiterDrizzle` store, shared by
 * every instance; `server/services/rate-limits.ts`, docs/security.md "Limits"): one row per key
 * (`<limit>:<account, address or username|address>`), the points consumed in the key's window
 * and when the window ends. Rows expired for an hour are deleted now and then.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/** Partners (mitra), spec section 3. */
export const partners = pgTable('partners', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  location: text('location').notNull().default(''),
  address: text('address').notNull().default(''),
  lat: doublePrecision('lat').notNull().default(0),
  lng: doublePrecision('lng').notNull().default(0),
  featuredProduct: text('featured_product').notNull().default(''),
  status: text('status').notNull().default('Active'),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
});

/**
 * The owner's vouchers (docs/product/vouchers.md): amounts in Rupiah, instants in UTC. `used`
 * counts the orders that carry one; it never exceeds `quota` (the check keeps a rush from
 * overselling it, as stock's check does).
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    discountType: text('discount_type').notNull(),
    value: integer('value').notNull(),
    maxDiscount: integer('max_discount'),
    minSpend: bigint('min_spend', { mode: 'number' }).notNull(),
    productIds: jsonb('product_ids').$type<number[]>().notNull(),
    categories: jsonb('categories').$type<string[]>().notNull(),
    quota: integer('quota').notNull(),
    perBuyerLimit: integer('per_buyer_limit').notNull(),
    used: integer('used').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull(),
    showInStore: boolean('show_in_store').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('vouchers_code_key').on(t.code), check('vouchers_used_within_quota', sql`${t.used} >= 0 and ${t.used} <= ${t.quota}`)],
);

/** Products (spec section 3); price in Rupiah, stock in units and never negative. */
export const products = pgTable(
  'products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    price: doublePrecision('price').notNull(),
    stock: integer('stock').notNull(),
    image: text('image').notNull().default(''),
    /** The photo gallery in order, `image` its first (src/domain/catalog/gallery.ts); migration 0031 filled it from `image`. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    /** '' on prototype data without a partner; otherwise a partner id. */
    partnerId: text('partner_id').notNull().default(''),
    /** Grams, 1–50,000; rows of before this column weigh the default, 1,000 g. */
    weight: integer('weight').notNull().default(1000),
    /** `Status Produk`: 'draft', 'active' or 'archived'; rows of before this column are 'active'. */
    status: text('status').$type<ProductStatus>().notNull().default('active'),
    /**
     * `Harga Promo` (whole Rupiah) and its period, null: none / open on that side
     * (src/domain/catalog/promo.ts). The bounds are ISO instants as text, as the product record
     * holds them, so every read of a product (rows and `rowJson`) gives them unchanged.
     */
    promoPrice: integer('promo_price'),
    promoStart: text('promo_start'),
    promoEnd: text('promo_end'),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /**
     * `productSearchText` (src/domain/catalog/query.ts) of name, category, description and location:
     * the catalogue search matches its terms here. Written with every product; null only for rows
     * of before this column, filled at start-up (`backfillProductKeys`, server/db/seed.ts).
     */
    searchText: text('search_text'),
    /** `productNameKey` of the name: the catalogue's name order (`COLLATE "C"`). Null as above. */
    nameKey: text('name_key'),
    /** `Variasi`'s tiers (src/domain/catalog/variants.ts); `[]`: no tiers, the row is its one variant. */
    variations: jsonb('variations').$type<ProductVariation[]>().notNull().default([]),
  },
  (t) => [
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_weight_check', sql`${t.weight} between 1 and 50000`),
    check('products_promo_price_check', sql`${t.promoPrice} >= 1`),
    index('products_category_seq_idx').on(t.category, t.seq),
    index('products_seq_idx').on(t.seq),
    // `search_text LIKE '%term%'` (containsTerm, server/services/lists.ts) without reading every
    // row: a trigram index (extension pg_trgm, migration 0003).
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * The variants of a product with tiers (decision 027), one row each so a take of one variant's
 * stock is a conditional UPDATE of its own row; the product's `stock` is their sum, kept in step
 * in the same statement. `options` one per tier in tier order; `sku` '' for none; `promo_price`
 * null for none.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    price: doublePrecision('price').notNull(),
    stock: integer('stock').notNull(),
    weight: integer('weight').notNull(),
    sku: text('sku').notNull().default(''),
    image: text('image').notNull().default(''),
    /** The variant's `Harga Promo` (null: none), running in its product's promo window. */
    promoPrice: integer('promo_price'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.id] }),
    check('product_variants_promo_price_check', sql`${t.promoPrice} >= 1`),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
    check('product_variants_price_check', sql`${t.price} >= 0`),
    check('product_variants_weight_check', sql`${t.weight} between 1 and 50000`),
    // A SKU names one variant across the shop ('' is none).
    uniqueIndex('product_variants_sku_key').on(t.sku).where(sql`${t.sku} <> ''`),
  ],
);

/** Product reviews (spec section 5). */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    author: text('author').notNull(),
    /** The writing account (one review per product and account); null on seed and prototype reviews. */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    createdAt: text('created_at'),
    /** ISO time of the author's last edit; null when never edited. */
    updatedAt: text('updated_at'),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    index('reviews_product_idx').on(t.productId),
    // One review per product and buyer (src/domain/catalog/reviews.ts); the reviews' upsert's target.
    uniqueIndex('reviews_product_author_key').on(t.productId, t.authorId),
  ],
);

/** Each buyer's cart: it belongs to the account in server mode (decisions: the shop server). */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The chosen variant (`product_variants.id`); '' for a product without tiers. */
    variantId: text('variant_id').notNull().default(''),
    quantity: integer('quantity').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId, t.variantId] }), check('cart_items_quantity_check', sql`${t.quantity} >= 1`)],
);

/** Orders (spec section 3); `total` in Rupiah, `date` the Asia/Jakarta day. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username'),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    customerEmail: text('customer_email'),
    shippingAddress: text('shipping_address').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    productName: text('product_name').notNull().default(''),
    date: text('date').notNull(),
    status: text('status').notNull(),
    shippingStatus: text('shipping_status').notNull(),
    paymentMethod: text('payment_method').notNull().default(''),
    paymentCode: text('payment_code').notNull().default(''),
    total: doublePrecision('total').notNull(),
    /** Whether the order has its own line items (prototype orders have none). */
    hasItems: boolean('has_items').notNull().default(false),
    createdAt: text('created_at'),
    /** The courier's tracking number ('Nomor Resi'), set when the admin ships the order. */
    trackingNumber: text('tracking_number'),
    /** Why the admin cancelled the order (shown to the buyer). */
    cancelReason: text('cancel_reason'),
    /** `Catatan untuk Penjual`, the buyer's note at checkout (null: none). */
    buyerNote: text('buyer_note'),
    /**
     * The order flow (src/domain/orders/flow.ts): when the unpaid order expires (ISO), when it first
     * shipped (ISO; the start of the automatic completion), and why the owner rejected its
     * payment. Null on orders of before these rules, which the shop never expires or completes.
     */
    paymentDueAt: text('payment_due_at'),
    shippedAt: text('shipped_at'),
    paymentRejectReason: text('payment_reject_reason'),
    /**
     * `Batas Waktu Verifikasi` (src/domain/orders/flow.ts): when the buyer's confirmation last
     * made the order 'Verifying', and when the shop flagged that wait overdue (ISO; a flag older
     * than the wait's start belongs to an earlier wait).
     */
    verifyingSince: text('verifying_since'),
    verificationOverdueAt: text('verification_overdue_at'),
    /** Every status change, oldest first (`OrderEvent[]`, src/domain/core/records.ts; `[]` on older rows). */
    history: jsonb('history').$type<OrderEvent[]>().notNull().default([]),
    /**
     * Shipping: the lines' sum and the shipping cost in Rupiah (`total` is their sum),
     * the courier and the destination. Null on orders of before shipping costs.
     */
    subtotal: doublePrecision('subtotal'),
    shippingCost: doublePrecision('shipping_cost'),
    courierId: text('courier_id'),
    courierName: text('courier_name'),
    destination: text('destination'),
    /**
     * The vouchers the order carried (`Order.vouchers`: code, what it came off, Rupiah) and their
     * sum in Rupiah (`total = subtotal + shipping_cost - discount`); null when it carried none.
     */
    vouchers: jsonb('vouchers').$type<Array<{ code: string; appliesTo: 'goods' | 'shipping'; amount: number }>>(),
    discount: doublePrecision('discount'),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /**
     * `orderSearchText` (src/domain/back-office/lists.ts) of the id, recipient's name and
     * buyer's username: the orders table's search matches its terms here. Written with every
     * order; null only for rows of before this column, filled at start-up
     * (`backfillOrderSearchText`, server/db/seed.ts).
     */
    searchText: text('search_text'),
  },
  (t) => [
    uniqueIndex('orders_payment_code_key').on(t.paymentCode).where(sql`${t.paymentCode} <> ''`),
    index('orders_user_idx').on(t.userId),
    // The admins' new-order notification asks for an order newer than the one they saw.
    index('orders_seq_idx').on(t.seq),
    index('orders_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The shop's own steps find their orders here (server/jobs/order-deadlines.ts).
    index('orders_payment_due_idx').on(t.paymentDueAt).where(sql`${t.status} = 'Pending' and ${t.paymentDueAt} is not null`),
    index('orders_shipped_at_idx').on(t.shippedAt).where(sql`${t.status} = 'Processed' and ${t.shippedAt} is not null`),
    // Only the orders waiting for verification: few, each flagged once per wait.
    index('orders_verifying_since_idx').on(t.verifyingSince).where(sql`${t.status} = 'Verifying' and ${t.verifyingSince} is not null`),
    check('orders_status_check', sql`${t.status} in ('Pending', 'Verifying', 'Processed', 'Completed', 'Cancelled')`),
    check(
      'orders_shipping_status_check',
      sql`${t.shippingStatus} in ('Menunggu Konfirmasi Admin', 'Dikemas', 'Dikirim', 'Dalam Perjalanan', 'Tiba di Tujuan')`,
    ),
    check('orders_total_check', sql`${t.total} >= 0`),
  ],
);

/** The lines of an order as bought (price in Rupiah at order time). */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: text('order_id').notNull(),
    line: integer('line').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    price: doublePrecision('price').notNull(),
    quantity: integer('quantity').notNull(),
    /** The variant bought ('' for a product without tiers); `name` carries its label. */
    variantId: text('variant_id').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.line] }),
    foreignKey({ columns: [t.orderId], foreignColumns: [orders.id] }).onDelete('cascade'),
    check('order_items_quantity_check', sql`${t.quantity} >= 1`),
    // A product's units sold (the product page, the catalogue cards' figures) read by product.
    index('order_items_product_idx').on(t.productId),
  ],
);

/** Payment transactions (spec section 3); amount in Rupiah. */
export const transactions = pgTable(
  'transactions',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentMethod: text('payment_method').notNull().default(''),
    amount: doublePrecision('amount').notNull(),
    date: text('date').notNull(),
    status: text('status').notNull(),
    /** The order's subtotal and shipping cost in Rupiah; null before shipping costs. */
    subtotal: doublePrecision('subtotal'),
    shippingCost: doublePrecision('shipping_cost'),
    /** The vouchers' discount in Rupiah (the order's `discount`); null when none. */
    discount: doublePrecision('discount'),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /**
     * `transactionSearchText` (src/domain/back-office/lists.ts) of the id and order id, folded
     * in JavaScript like the orders' (ids of restored data may hold any character). Null as
     * `orders.search_text`.
     */
    searchText: text('search_text'),
  },
  (t) => [
    index('transactions_order_idx').on(t.orderId),
    index('transactions_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('transactions_status_check', sql`${t.status} in ('Pending', 'Success', 'Failed', 'Cancelled')`),
  ],
);

/**
 * Each order's use of a voucher (docs/product/vouchers.md): a voucher's `used` counts its rows not
 * released; a buyer's `Batas per Pembeli` counts theirs. Written in the order's transaction
 * (`redeemVouchers`) and released with the order's cancel or expiry (`releaseVouchers`).
 */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    // A voucher is deleted only while no use counts (docs/product/vouchers.md); its released uses go with it.
    voucherId: text('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    code: text('code').notNull(),
    /** The discount the use gave the order, Rupiah. */
    amount: doublePrecision('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the order's cancel or expiry gave the use back; null while it counts. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.voucherId] }),
    // The placement counts a buyer's uses of the vouchers it locked; the admin's list sums a voucher's.
    index('voucher_uses_voucher_user_idx').on(t.voucherId, t.userId),
  ],
);

/** Activity log (spec section 7). */
export const activityLogs = pgTable('activity_logs', {
  id: text('id').primaryKey(),
  timestamp: text('timestamp').notNull(),
  username: text('username').notNull().default(''),
  role: text('role').notNull().default(''),
  type: text('type').notNull(),
  description: text('description').notNull().default(''),
  details: jsonb('details').$type<Record<string, unknown>>(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
});

/**
 * E-mail outcomes (spec section 7). Indexed by order, type and sequence: a resend reads its order's
 * entries, and the dashboard counts the failures no later entry of their order and type follows.
 */
export const emailLogs = pgTable(
  'email_logs',
  {
    id: text('id').primaryKey(),
    timestamp: text('timestamp').notNull(),
    orderId: text('order_id').notNull(),
    recipient: text('recipient').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    error: text('error'),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('email_logs_order_type_seq_idx').on(t.orderId, t.type, t.seq)],
);

/**
 * The order e-mails still to send, written in the order's transaction and drained by a worker in
 * each instance (server/services/email-outbox.ts; docs/server.md "Order e-mails"). One row per
 * e-mail: `pending` until due at `next_attempt_at`, `sending` while a worker holds it (its lease
 * ends at `next_attempt_at`, after which another worker may take it again), then `sent`, `failed`
 * (for good: refused, not configured, or out of attempts) or `limited` (not sent: the recipient's
 * daily limit, docs/decisions/018-order-email-recipients.md). The e-mail log keeps each final outcome.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The order of an order e-mail; null for a verification link (`email_verification`), which belongs to no order. */
    orderId: text('order_id'),
    /**
     * `buyer_order_confirmation`, `admin_new_order`, `admin_order_summary` or `email_verification`
     * (a verification link of account `user_id`, docs/decisions/022).
     */
    type: text('type').notNull(),
    /** The account a verification link is for (its row goes with the account); null for an order e-mail. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    /**
     * The mailbox the recipient reaches (src/domain/accounts/mailbox.ts `normalizeMailbox`): the
     * daily limit of an unverified address counts by it.
     */
    recipientKey: text('recipient_key').notNull(),
    /**
     * A buyer's address the shop did not verify: such an order e-mail is not sent but settled
     * `withheld` at its first claim, its log entry saying 'E-mail belum diverifikasi' (decision 022;
     * rows of before it went with a note).
     */
    unverified: boolean('unverified').notNull().default(false),
    status: text('status').notNull().default('pending'),
    /** Attempts made so far (each claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    /** Attempts allowed before the row fails for good (1 for the admin's 'Kirim Ulang'). */
    maxAttempts: integer('max_attempts').notNull(),
    /** When a `pending` row is due, or when a `sending` row's lease ends. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** When a worker last took the row (the daily limit counts sent and sending rows by it). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    // The daily limit counts a buyer's mailbox however its address is written (src/domain/orders/emails.ts
    // `recipientLimitKey`): its order confirmations and verification links (`MAILBOX_LIMITED_TYPES`).
    index('email_outbox_buyer_mailbox_idx')
      .on(t.recipientKey, t.claimedAt)
      .where(sql`${t.type} in ('buyer_order_confirmation', 'email_verification')`),
    // The admin's new-order notices of the last minutes (server/jobs/email-worker.ts, batched notices).
    index('email_outbox_type_claimed_idx').on(t.type, t.claimedAt),
  ],
);

/**
 * E-mail verification links (docs/decisions/022-verified-email.md): the SHA-256 of the token only
 * (the link's token is never stored), the account and the address it verifies, valid 48 hours,
 * used once; a newer link of the account, or an e-mail change, supersedes the older ones.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [index('email_verifications_user_id_idx').on(t.userId)],
);

/**
 * Chat messages, one thread per buyer account (spec sections 3 and 4; decision 017): `buyer_id`
 * keys the thread (the account id, or `~username` for a thread whose account was gone when
 * migration 0013_chat_owners keyed it; no foreign key: a thread outlives its account, and account ids are
 * never issued twice); `buyer` is the buyer's username the thread is shown by.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    buyerId: text('buyer_id').notNull(),
    buyer: text('buyer').notNull(),
    sender: text('sender').notNull(),
    text: text('text').notNull(),
    timestamp: text('timestamp').notNull(),
    senderName: text('sender_name'),
    product: jsonb('product').$type<ChatProductRef>(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('chat_messages_buyer_id_idx').on(t.buyerId, t.seq)],
);

/**
 * Unread counters per buyer thread (its `buyer_id`): for the buyer and for the admin (spec section
 * 4), and `last_seq`, the `seq` of the thread's last message (null: no message yet), written by
 * every message sent, so the admin's thread list is read by its index newest activity first
 * (server/services/chat.ts `listThreads`) instead of a pass over every message.
 */
export const unreadCounts = pgTable(
  'unread_counts',
  {
    buyerId: text('buyer_id').primaryKey(),
    buyerCount: integer('buyer_count').notNull().default(0),
    adminCount: integer('admin_count').notNull().default(0),
    lastSeq: bigint('last_seq', { mode: 'number' }),
  },
  (t) => [
    check('unread_counts_check', sql`${t.buyerCount} >= 0 and ${t.adminCount} >= 0`),
    index('unread_counts_last_seq_idx').on(t.lastSeq),
  ],
);

/** Store settings as key → JSON value (storeName, storeAddress, adminEmail, storeContacts, …). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * The new-order notification, per admin account (decisions: the shop server), derived rather than
 * written by every order: an admin has a new order while an order newer than
 * `seenOrderSeq` exists, or while `newOrder` is set (a restored backup's flag). Placing an order
 * writes nothing here, so orders do not queue on one row (server/services/settings.ts
 * `hasNewOrders`).
 */
export const adminNotifications = pgTable('admin_notifications', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Raised by a restore whose backup had the flag; cleared with the notification. */
  newOrder: boolean('new_order').notNull().default(false),
  /** The `orders.seq` of the newest order the admin had seen when the notification was cleared. */
  seenOrderSeq: bigint('seen_order_seq', { mode: 'number' }).notNull().default(0),
});

/**
 * Uploaded images (products, profile pictures), shared by every server instance. Each is owned by
 * the account that first uploaded its bytes and counted against that account only (docs/security.md
 * "Limits", images); one no product or profile names is removed a day after it was last uploaded
 * (server/services/image-cleanup.ts).
 */
export const images = pgTable(
  'images',
  {
    /** SHA-256 of the bytes, hex: the same upload is stored once and its URL never changes. */
    id: text('id').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    /** When the bytes were first stored (the first upload, or the restore that brought them). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Whether the smaller WebP/AVIF copies (`image_variants`) were made (an image sharp cannot
     * decode, and a GIF, has none yet is done). False for images stored before variants existed and
     * for images of a restored backup: the first request of a variant makes them.
     */
    variantsDone: boolean('variants_done').notNull().default(false),
    /**
     * The account that first uploaded the bytes (its owner; a later upload of the same bytes by
     * anyone changes nothing here). Null for images stored before owners were recorded, images a
     * backup restore brought in, and images whose account was deleted.
     */
    uploaderId: text('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The latest of: the first upload, any later upload of the same bytes (by anyone), a backup
     * restore whose records name the image, a save of a product or profile that names it
     * (`keepNamedImage`, server/services/images.ts). The clean-up spares an unreferenced image for a day
     * after it (a form holding a fresh upload has a day to save it).
     */
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_uploader_idx').on(t.uploaderId), index('images_touched_at_idx').on(t.touchedAt)],
);

/**
 * Smaller copies of a raster upload in modern formats for responsive `srcset`s (docs/api.md,
 * "Images"): widths 320/640/960 px not above the original's, plus the original's width when under
 * 960 px, each in WebP and AVIF; made once, at upload (server/services/images.ts).
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    /** Width in pixels (the height keeps the original's aspect ratio). */
    width: integer('width').notNull(),
    format: text('format', { enum: ['webp', 'avif'] }).notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.width, t.format] }),
    check('image_variants_format_check', sql`${t.format} in ('webp', 'avif')`),
    check('image_variants_width_check', sql`${t.width} > 0`),
  ],
);

/**
 * The shop's VAPID key pair for Web Push (docs/decisions/026-web-push.md): made at the first start
 * unless the environment gives one (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`), one row shared by
 * every instance. Only the public key ever leaves the server.
 */
export const pushKeys = pgTable(
  'push_keys',
  {
    /** Always 1: the one pair (insert … on conflict do nothing settles two first starts). */
    id: integer('id').primaryKey(),
    /** base64url, the uncompressed P-256 point (65 bytes). */
    publicKey: text('public_key').notNull(),
    /** base64url, 32 bytes. */
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('push_keys_one_row', sql`id = 1`)],
);

/**
 * A device's Web Push subscription (docs/decisions/026-web-push.md): the push service's endpoint
 * and the browser's keys, per account (at most `PUSH_SUBSCRIPTIONS_PER_ACCOUNT`). Who receives
 * which push is read from the account at queueing time: an admin's devices get the shop's
 * notices, a buyer's only their own orders'.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL (https), unique: a device subscribed again moves to the new account. */
    endpoint: text('endpoint').notNull(),
    /** base64url of the browser's P-256 public key (65 bytes). */
    p256dh: text('p256dh').notNull(),
    /** base64url of the browser's auth secret (16 bytes). */
    auth: text('auth').notNull(),
    /** A short label of the device (its user agent, cut), for the owner's list. */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a push last reached the push service; null before the first. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_account_idx').on(t.accountId)],
);

/**
 * The pushes to send (docs/server.md "Push notifications"): one row per subscription, written by
 * the transaction of the event it tells of, sent by each instance's worker
 * (server/jobs/push-worker.ts) as the e-mail outbox is. A row goes with its subscription.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** The notification: `{ title, body, url, tag }` (no personal data beyond an order's id and total). */
    payload: jsonb('payload').$type<{ title: string; body: string; url: string; tag: string }>().notNull(),
    /** `pending`, `sending` (its lease in `next_attempt_at`), `sent` or `failed`. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('push_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`)],
);
