/**
 * Rows to the spec's record shapes and back (`src/domain/core/records.ts`), so the API answers exactly
 * what the browser adapter returns and backups keep their v1 format.
 */
import type {
  ActivityLog,
  Address,
  ChatMessage,
  EmailLog,
  Order,
  OrderItem,
  Partner,
  Product,
  ProductVariant,
  Review,
  SessionUser,
  Transaction,
  User,
} from '@/domain/core/records';
import { orderSearchText, transactionSearchText } from '@/domain/back-office/lists';
import { productNameKey, productSearchText } from '@/domain/catalog/query';
import { passwordHashSchema } from '@/domain/core/records';
import type { StoredVoucher, StoredVoucherUse } from '@/domain/vouchers/records';
import type * as schema from './schema';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/**
 * A product row as the spec's product (without the row's order and search columns), with its
 * variants (`product_variants` rows, read apart: server/services/product-variants.ts); a row of
 * before the tiers reads none.
 */
export function toProduct(row: Row<typeof schema.products>, variants: ProductVariant[] = []): Product {
  const { seq: _seq, searchText: _searchText, nameKey: _nameKey, variations, ...product } = row;
  return { ...product, variations: variations ?? [], variants };
}

/** An `order_items` row as the order's line (`variantId` only for a variant bought). */
export function toOrderItem(row: Pick<Row<typeof schema.orderItems>, 'productId' | 'name' | 'price' | 'quantity' | 'variantId'>): OrderItem {
  return {
    productId: row.productId,
    name: row.name,
    price: row.price,
    quantity: row.quantity,
    ...(row.variantId ? { variantId: row.variantId } : {}),
  };
}

/** The `products` columns of `product` (its variants are rows of `product_variants`). */
export function productColumns(product: Product): Omit<Product, 'variants'> {
  const { variants: _variants, ...columns } = product;
  return columns;
}

/** A `product_variants` row as the product's variant. */
export function toVariant(
  row: Pick<Row<typeof schema.productVariants>, 'id' | 'options' | 'price' | 'stock' | 'weight' | 'sku' | 'image'> & { promoPrice?: number | null },
): ProductVariant {
  const promoPrice = row.promoPrice === null || row.promoPrice === undefined ? null : Number(row.promoPrice);
  return { id: row.id, options: row.options, price: Number(row.price), stock: Number(row.stock), weight: Number(row.weight), sku: row.sku, image: row.image, promoPrice };
}

/**
 * The search columns of a product (`products.search_text`, `products.name_key`), computed with
 * the catalogue's rules (src/domain/catalog/query.ts). Written with every insert and every update of a
 * product's texts.
 */
export function productSearchColumns(
  product: Pick<Product, 'name' | 'category' | 'description' | 'location'> & Partial<Pick<Product, 'variations' | 'variants'>>,
) {
  return { searchText: productSearchText(product), nameKey: productNameKey(product.name) };
}

/**
 * The search column of an order (`orders.search_text`), computed with the back office's rules
 * (src/domain/back-office/lists.ts). Written with every insert of an order (its id, recipient's
 * name and username never change afterwards).
 */
export function orderSearchColumns(order: Pick<Order, 'id' | 'customerName' | 'username'>) {
  return { searchText: orderSearchText(order) };
}

/** The search column of a transaction (`transactions.search_text`), as {@link orderSearchColumns}. */
export function transactionSearchColumns(transaction: Pick<Transaction, 'id' | 'orderId'>) {
  return { searchText: transactionSearchText(transaction) };
}

/** A voucher row as the port's voucher (instants as ISO text). */
export function toVoucher(row: Row<typeof schema.vouchers>): StoredVoucher {
  return {
    ...row,
    discountType: row.discountType as StoredVoucher['discountType'],
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A voucher's columns (the inverse of {@link toVoucher}). */
/** A voucher use's row as browser mode and backups hold it (src/domain/vouchers/records.ts `voucherUseSchema`). */
export function toVoucherUse(row: Row<typeof schema.voucherUses>): StoredVoucherUse {
  return {
    voucherId: row.voucherId,
    orderId: row.orderId,
    userId: row.userId,
    code: row.code,
    amount: row.amount,
    createdAt: row.createdAt.toISOString(),
    releasedAt: row.releasedAt ? row.releasedAt.toISOString() : null,
  };
}

export function voucherColumns(voucher: StoredVoucher): typeof schema.vouchers.$inferInsert {
  return {
    ...voucher,
    startsAt: voucher.startsAt === null ? null : new Date(voucher.startsAt),
    endsAt: voucher.endsAt === null ? null : new Date(voucher.endsAt),
    createdAt: new Date(voucher.createdAt),
  };
}

/** A partner row as the spec's partner. */
export function toPartner(row: Row<typeof schema.partners>): Partner {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    address: row.address,
    coordinates: { lat: row.lat, lng: row.lng },
    featuredProduct: row.featuredProduct,
    status: row.status,
  };
}

/** A partner's columns (the inverse of {@link toPartner}: coordinates as `lat`/`lng`). */
export function partnerColumns(partner: Partner): typeof schema.partners.$inferInsert {
  const { coordinates, ...fields } = partner;
  return { ...fields, lat: coordinates.lat, lng: coordinates.lng };
}

/**
 * A review row as the spec's review (`createdAt`, `updatedAt` absent where null; `authorId` null
 * for a review of nobody: since migration 0010 every review has its account or none for good).
 */
export function toReview(row: Row<typeof schema.reviews>): Review {
  return {
    id: row.id,
    productId: row.productId,
    author: row.author,
    authorId: row.authorId,
    rating: row.rating,
    text: row.text,
    ...(row.createdAt ? { createdAt: row.createdAt } : {}),
    ...(row.updatedAt ? { updatedAt: row.updatedAt } : {}),
  };
}

/** An address row as the spec's address. */
export function toAddress(row: Row<typeof schema.addresses>): Address {
  return {
    id: row.id,
    label: row.label,
    recipientName: row.recipientName,
    phone: row.phone,
    fullAddress: row.fullAddress,
    postalCode: row.postalCode,
    isDefault: row.isDefault,
  };
}

/**
 * A user row with its addresses as the session copy (no password fields), with `emailVerified`
 * (server mode: whether its e-mail is verified, docs/decisions/022).
 */
export function toSessionUser(row: Row<typeof schema.users>, addresses: Address[]): SessionUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    profileImage: row.profileImage,
    addresses,
    emailVerified: row.email !== '' && row.emailVerifiedAt !== null,
  };
}

/** The backup's user record of a server user: see {@link toBackupUser}. */
export type ServerBackupUser = User & { serverPasswordHash?: string; emailVerifiedAt?: string };

/**
 * A user row as the backup's user record: the hash as the browser mode stores it (a PBKDF2
 * object) or, for server hashes, the argon2id PHC string under `passwordHash` as text is not a
 * v1 field, so it travels in `serverPasswordHash`; with the account's `createdAt` and, once its
 * e-mail is verified, `emailVerifiedAt` (ISO), which a restore writes back (server/db/import.ts).
 */
export function toBackupUser(row: Row<typeof schema.users>, addresses: Address[]): ServerBackupUser {
  const { emailVerified: _verified, ...session } = toSessionUser(row, addresses);
  const base: ServerBackupUser = {
    ...session,
    ...(row.createdAt ? { createdAt: row.createdAt.toISOString() } : {}),
    ...(row.emailVerifiedAt ? { emailVerifiedAt: row.emailVerifiedAt.toISOString() } : {}),
  };
  if (!row.passwordHash) return base;
  if (row.passwordHash.startsWith('$argon2')) return { ...base, serverPasswordHash: row.passwordHash };
  const parsed = passwordHashSchema.safeParse(safeJson(row.passwordHash));
  return parsed.success ? { ...base, passwordHash: parsed.data } : base;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** An order row with its items as the spec's order. */
export function toOrder(row: Row<typeof schema.orders>, items: OrderItem[]): Order {
  return {
    id: row.id,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    shippingAddress: row.shippingAddress,
    postalCode: row.postalCode,
    productName: row.productName,
    date: row.date,
    status: row.status as Order['status'],
    shippingStatus: row.shippingStatus as Order['shippingStatus'],
    paymentMethod: row.paymentMethod,
    paymentCode: row.paymentCode,
    total: row.total,
    ...(row.userId ? { userId: row.userId } : {}),
    ...(row.username ? { username: row.username } : {}),
    ...(row.customerEmail ? { customerEmail: row.customerEmail } : {}),
    ...(row.hasItems ? { items } : {}),
    ...(row.createdAt ? { createdAt: row.createdAt } : {}),
    ...(row.trackingNumber ? { trackingNumber: row.trackingNumber } : {}),
    ...(row.cancelReason ? { cancelReason: row.cancelReason } : {}),
    ...(row.buyerNote ? { buyerNote: row.buyerNote } : {}),
    ...(row.paymentDueAt ? { paymentDueAt: row.paymentDueAt } : {}),
    ...(row.shippedAt ? { shippedAt: row.shippedAt } : {}),
    ...(row.paymentRejectReason ? { paymentRejectReason: row.paymentRejectReason } : {}),
    ...(row.verifyingSince ? { verifyingSince: row.verifyingSince } : {}),
    ...(row.verificationOverdueAt ? { verificationOverdueAt: row.verificationOverdueAt } : {}),
    ...(row.history.length > 0 ? { history: row.history } : {}),
    ...shippingFields(row),
    ...(row.vouchers && row.vouchers.length > 0 ? { vouchers: row.vouchers } : {}),
    ...(row.discount !== null ? { discount: row.discount } : {}),
  };
}

/** An order row's shipping fields, each only when stored (older orders have none). */
function shippingFields(row: Row<typeof schema.orders>) {
  return {
    ...(row.subtotal !== null ? { subtotal: row.subtotal } : {}),
    ...(row.shippingCost !== null ? { shippingCost: row.shippingCost } : {}),
    ...(row.courierId !== null ? { courierId: row.courierId } : {}),
    ...(row.courierName !== null ? { courierName: row.courierName } : {}),
    ...(row.destination !== null ? { destination: row.destination } : {}),
  };
}

/** A transaction row as the spec's transaction. */
export function toTransaction(row: Row<typeof schema.transactions>): Transaction {
  return {
    id: row.id,
    orderId: row.orderId,
    paymentMethod: row.paymentMethod,
    amount: row.amount,
    date: row.date,
    status: row.status as Transaction['status'],
    ...(row.subtotal !== null ? { subtotal: row.subtotal } : {}),
    ...(row.shippingCost !== null ? { shippingCost: row.shippingCost } : {}),
    ...(row.discount !== null ? { discount: row.discount } : {}),
  };
}

/** An activity row as the spec's log entry. */
export function toActivityLog(row: Row<typeof schema.activityLogs>): ActivityLog {
  return {
    id: row.id,
    timestamp: row.timestamp,
    username: row.username,
    role: row.role,
    type: row.type,
    description: row.description,
    ...(row.details ? { details: row.details } : {}),
  };
}

/** An e-mail log row as the spec's entry. */
export function toEmailLog(row: Row<typeof schema.emailLogs>): EmailLog {
  return {
    id: row.id,
    timestamp: row.timestamp,
    orderId: row.orderId,
    recipient: row.recipient,
    type: row.type as EmailLog['type'],
    status: row.status as EmailLog['status'],
    error: row.error,
  };
}

/** A chat row as the spec's chat message. */
export function toChatMessage(row: Row<typeof schema.chatMessages>): ChatMessage {
  return {
    id: row.id,
    sender: row.sender as ChatMessage['sender'],
    text: row.text,
    timestamp: row.timestamp,
    ...(row.senderName ? { senderName: row.senderName } : {}),
    ...(row.product ? { product: row.product } : {}),
  };
}
