/**
 * The shop's refusals (docs/api.md "Errors"): every expected failure is a {@link ShopError} with
 * a stable machine `code` and the catalogue's Indonesian message (src/shared/messages.ts), so a screen can
 * show `error.message` as it is and code can branch on `error.code`. Both modes throw these; the
 * server answers them as `{ code, message, fields? }` and the HTTP adapter turns the code back
 * into the same class ({@link errorFromCode}) — never by reading the message.
 */
import { messages } from '@/shared/messages';

/**
 * What kind of refusal a code is: it picks the error class, and on the server the HTTP status
 * (validation 400, permission 401/403, notFound 404, conflict 409, tooLarge 413, rateLimit 429,
 * unavailable 503, unexpected 500).
 */
export type ErrorKind =
  | 'validation'
  | 'permission'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'rateLimit'
  | 'unavailable'
  | 'unexpected';

/**
 * Every code the shop answers, with its kind. A code is stable: clients may branch on it, so it
 * is never renamed; docs/api.md lists them.
 */
export const ERROR_CODES = {
  /** Input failed validation; `fields` names the fields (the generic validation code). */
  VALIDATION_FAILED: 'validation',
  /** Checkout without a line, or a line whose quantity is no whole number ≥ 1. */
  CART_EMPTY: 'validation',
  /** A line's product is no longer in the catalogue. */
  PRODUCT_GONE: 'validation',
  /** A line's product belongs to a partner (mitra) that is `Nonaktif`: it is off sale. */
  PRODUCT_OFF_SALE: 'validation',
  /** A line of a product with `Variasi` names no variant: the buyer must choose one first. */
  VARIANT_REQUIRED: 'validation',
  /** A line names a variant its product does not have (deleted by the owner, or another product's). */
  VARIANT_GONE: 'validation',
  /** A line asks for more units than the store's `Maksimal per Produk`. */
  QUANTITY_LIMIT: 'validation',
  /** A cart or an order with more distinct products than `MAX_ORDER_LINES` (20). */
  ORDER_LINES_LIMIT: 'validation',
  /** The buyer already has `Maksimal Pesanan Belum Dibayar` orders waiting for payment. */
  UNPAID_ORDERS_LIMIT: 'validation',
  ADDRESS_LIMIT: 'validation',
  /** Every payment code of the day is taken. */
  PAYMENT_CODES_FULL: 'validation',
  /** The order is not in a state that allows the step (e.g. paying an order that is not Pending). */
  ORDER_STATE_INVALID: 'validation',
  /** A resend of an e-mail that did not fail, or of one already sent again. */
  EMAIL_RESEND_INVALID: 'validation',
  /** An order change names an unknown status, or a field that does not exist. */
  ORDER_CHANGE_INVALID: 'validation',
  /** The admin cancels an order without a reason (the buyer sees it). */
  CANCEL_REASON_REQUIRED: 'validation',
  /** The admin ships an order ('Dikirim' or later) without its tracking number (resi). */
  TRACKING_NUMBER_REQUIRED: 'validation',
  /** The owner rejects a buyer's payment without a reason (the buyer sees it). */
  REJECT_REASON_REQUIRED: 'validation',
  /** A chat message's product attachment names no product of the catalogue. */
  CHAT_PRODUCT_UNKNOWN: 'validation',
  /** A buyer's message while the admin has `CHAT_UNREAD_CAP` of theirs unread (src/domain/chat/send.ts). */
  CHAT_UNREAD_LIMIT: 'validation',
  /** A thread read with a malformed paging cursor, or one naming no message of that thread (src/domain/chat/paging.ts). */
  CHAT_CURSOR_INVALID: 'validation',
  /** The admin's thread list read with a malformed paging cursor or limit (src/domain/chat/thread-paging.ts). */
  CHAT_THREAD_CURSOR_INVALID: 'validation',
  /** A product saved with more photos than `MAX_PRODUCT_IMAGES` (8; src/domain/catalog/gallery.ts). */
  PRODUCT_IMAGES_LIMIT: 'validation',
  /** A product import file with a bad row, over its limits or unreadable (src/domain/catalog/product-csv.ts); every row's error in the field `rows`. */
  PRODUCT_IMPORT_INVALID: 'validation',
  /** The chosen courier is unknown or does not deliver to the chosen destination (src/domain/shipping/cost.ts). */
  SHIPPING_UNAVAILABLE: 'validation',
  /**
   * A voucher code that does not apply to the order: unknown, paused, out of its period, no line it
   * applies to, `Minimal Belanja` not met, or two of one kind (src/domain/vouchers/redeem.ts).
   */
  VOUCHER_INVALID: 'validation',
  /** The voucher's `Kuota` is used up (it may be taken by a concurrent order, like the last unit of stock). */
  VOUCHER_EXHAUSTED: 'conflict',
  /** The buyer has used the voucher as often as its `Batas per Pembeli` allows. */
  VOUCHER_ALREADY_USED: 'conflict',
  /** A new voucher past the shop's `MAX_VOUCHERS` (src/domain/vouchers/inputs.ts). */
  VOUCHER_LIMIT: 'conflict',
  /** Deleting a voucher that orders carry (pause it instead). */
  VOUCHER_IN_USE: 'conflict',
  /** An e-mail verification link that is malformed or unknown (src/domain/accounts/email-verification.ts). */
  EMAIL_TOKEN_INVALID: 'validation',
  /** An e-mail verification link used already. */
  EMAIL_TOKEN_USED: 'validation',
  /** An e-mail verification link past its 48 hours. */
  EMAIL_TOKEN_EXPIRED: 'validation',
  /** An e-mail verification link replaced by a newer one, or for an address the account no longer has. */
  EMAIL_TOKEN_SUPERSEDED: 'validation',
  /** A new verification link asked for an address verified already, or for an account without an e-mail. */
  EMAIL_VERIFICATION_NOT_NEEDED: 'validation',
  /** E-mail verification in browser mode, which has no server to send the link from (decision 022). */
  EMAIL_VERIFICATION_UNAVAILABLE: 'validation',
  /** Web Push in browser mode, which has no server to send from (docs/decisions/026-web-push.md). */
  PUSH_UNAVAILABLE: 'validation',
  /** Signed out: sign in first. */
  SIGN_IN_REQUIRED: 'permission',
  /** Only the shop's admins may do this. */
  ADMIN_ONLY: 'permission',
  /** Only buyers may do this. */
  BUYER_ONLY: 'permission',
  /** Another permission refusal (e.g. changing one's own role). */
  PERMISSION_DENIED: 'permission',
  /** A record the action needs does not exist (or is not the caller's). */
  NOT_FOUND: 'notFound',
  /** The order does not exist or is another buyer's. */
  ORDER_NOT_FOUND: 'notFound',
  /** A product has fewer units left than asked for. */
  INSUFFICIENT_STOCK: 'conflict',
  /** The account already stores as many uploaded images as it may (server mode; docs/security.md "Limits"). */
  IMAGE_LIMIT: 'conflict',
  /**
   * The buyer already holds as many open orders (not yet shipped, cancelled or completed) as
   * `Maksimal Pesanan Terbuka per Pembeli` allows them (src/domain/orders/limits.ts).
   */
  OPEN_ORDERS_LIMIT: 'conflict',
  /** The account's stored images already take as many bytes as they may (server mode; docs/security.md "Limits"). */
  IMAGE_BYTES_LIMIT: 'conflict',
  /** The request body or upload is larger than allowed. */
  TOO_LARGE: 'tooLarge',
  /**
   * The account still has its published demo password on a shop open to the network: it must
   * choose a new one first (`PUT /api/account/password`) — docs/security.md "Seeded accounts".
   */
  PASSWORD_CHANGE_REQUIRED: 'permission',
  /** A state-changing request from another site (CSRF protection). */
  CROSS_ORIGIN: 'permission',
  /** The server has no such endpoint. */
  UNKNOWN_ENDPOINT: 'notFound',
  /** The shop is closed for maintenance (visitors and buyers; the admin passes). */
  MAINTENANCE: 'unavailable',
  /** Too many attempts; try again after `Retry-After` seconds. */
  RATE_LIMITED: 'rateLimit',
  /** The browser's storage quota is full; nothing of the failed write was kept. */
  STORAGE_QUOTA: 'unexpected',
  /** The database cannot answer now. */
  DATABASE_UNAVAILABLE: 'unavailable',
  /** No answer from the server (network down, or the request timed out). */
  NETWORK: 'unavailable',
  /** Anything else. */
  UNEXPECTED: 'unexpected',
} as const satisfies Record<string, ErrorKind>;

/** A stable machine code of a refusal (a key of {@link ERROR_CODES}). */
export type ErrorCode = keyof typeof ERROR_CODES;

/** Whether `value` is a known {@link ErrorCode}. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** The kind of a code (see {@link ErrorKind}). */
export function errorKind(code: ErrorCode): ErrorKind {
  return ERROR_CODES[code];
}

/** Base class: an expected failure with a code and a message that can be shown to the user. */
export class ShopError extends Error {
  readonly code: ErrorCode;
  constructor(message: string, code: ErrorCode = 'UNEXPECTED') {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}

/** The browser's storage quota was reached; nothing of the failed write was kept. */
export class StorageQuotaError extends ShopError {
  constructor() {
    super(messages.storage.quota, 'STORAGE_QUOTA');
  }
}

/** The caller is not signed in, or their role does not allow the action. */
export class PermissionError extends ShopError {
  constructor(message: string, code: ErrorCode = 'PERMISSION_DENIED') {
    super(message, code);
  }
}

/** The refusal of an action that needs a signed-in user: 'Sesi Anda telah berakhir…' (SIGN_IN_REQUIRED). */
export function signInRequired(): PermissionError {
  return new PermissionError(messages.permission.signInRequired, 'SIGN_IN_REQUIRED');
}

/** Input failed validation; `fieldErrors` maps a field name to its message. */
export class ValidationError extends ShopError {
  readonly fieldErrors: Record<string, string>;
  constructor(message: string, fieldErrors: Record<string, string> = {}, code: ErrorCode = 'VALIDATION_FAILED') {
    super(message, code);
    this.fieldErrors = fieldErrors;
  }
}

/** A record that the action needs does not exist. */
export class NotFoundError extends ShopError {
  constructor(message: string, code: ErrorCode = 'NOT_FOUND') {
    super(message, code);
  }
}

/** Raised when an order or a cart change would exceed a product's stock (code INSUFFICIENT_STOCK). */
export class InsufficientStockError extends ShopError {
  /**
   * @param productName - the product, named in the catalogue's message 'Stok untuk … tidak mencukupi!'.
   * @param message - the message as already written (the server's answer), instead of writing it anew.
   */
  constructor(
    readonly productName: string,
    message: string = messages.cart.insufficientStock(productName),
  ) {
    super(message, 'INSUFFICIENT_STOCK');
  }
}

/** The content is larger than the action accepts (an image over 2 MB): code TOO_LARGE, 413. */
export class PayloadTooLargeError extends ShopError {
  constructor(message: string) {
    super(message, 'TOO_LARGE');
  }
}

/** Too many attempts; `retryAfterSeconds` is how long to wait (the server's `Retry-After`). */
export class RateLimitError extends ShopError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 'RATE_LIMITED');
  }
}

/**
 * The error a code stands for, as the HTTP adapter rebuilds it from an answer (docs/api.md
 * "Errors"): the class follows the code's kind, the message is the server's.
 * @param code - the answer's code.
 * @param message - the answer's message.
 * @param fields - the answer's per-field messages (validation only).
 * @param retryAfterSeconds - the answer's `Retry-After` (rate limits only; 0 when absent).
 */
export function errorFromCode(
  code: ErrorCode,
  message: string,
  fields: Record<string, string> = {},
  retryAfterSeconds = 0,
): ShopError {
  switch (errorKind(code)) {
    case 'validation':
      return new ValidationError(message, fields, code);
    case 'permission':
      return new PermissionError(message, code);
    case 'notFound':
      return new NotFoundError(message, code);
    case 'conflict':
      return code === 'INSUFFICIENT_STOCK' ? new InsufficientStockError('', message) : new ShopError(message, code);
    case 'rateLimit':
      return new RateLimitError(message, retryAfterSeconds);
    case 'tooLarge':
      return new PayloadTooLargeError(message);
    default:
      return new ShopError(message, code);
  }
}

/** Returns a message fit to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return messages.generic.unexpected;
}
