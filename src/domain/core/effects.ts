/**
 * The shop's effects: what a decision asks its shell to write, as data (docs/decisions/020). Every
 * decision that changes orders, the cart, products or partners answers a plan whose effects are
 * of this one vocabulary, {@link ShopEffect}, and each mode writes each kind in one place: the
 * browser's `applyEffects` (src/data/adapters/key-value/apply-effects.ts) and the server's
 * (server/services/effects.ts). A new consequence — stock per product variant, a voucher
 * redeemed or released — is one more kind here, written once per mode.
 *
 * The subjects name their part of the vocabulary: {@link OrderEffect} (the order decisions,
 * src/domain/orders/effects.ts), {@link CartEffect} (src/domain/cart/changes.ts),
 * {@link CatalogEffect} (src/domain/catalog/changes.ts), {@link ReviewEffect}
 * (src/domain/catalog/reviews.ts), {@link SettingsEffect} (src/domain/settings/changes.ts),
 * {@link AccountEffect} (src/domain/accounts/), {@link ChatEffect} (src/domain/chat/send.ts) and
 * {@link VoucherEffect} (src/domain/vouchers/changes.ts);
 * `log` belongs to all of them.
 */
import type { LogEntry } from './decision';
import type { StoredVoucher } from '../vouchers/records';
import type { StoredValues } from '../port/key-specs';
import type { STORE_SETTING_KEYS } from '@/shared/storage-keys';
import type { Address, CartItem, ChatMessage, Order, Partner, Product, Review, Role, Transaction, TransactionStatus, User } from './records';

/** Units of one product an order takes from the catalogue's stock, or gives back. */
export interface StockTake {
  productId: number;
  /** Whole units, at least 1. */
  quantity: number;
  /** The product's name as the order knows it, for the refusal when its stock is short. */
  name: string;
  /**
   * The variant whose stock moves (the product's summed stock moves with it, in step); absent or
   * '': a product without tiers (src/domain/catalog/variants.ts).
   */
  variantId?: string;
}

/** One voucher's use an order takes (docs/product/vouchers.md). */
export interface VoucherUse {
  voucherId: string;
  /** The code, normalised, as the order records it. */
  code: string;
  /** The discount it gave the order, Rupiah. */
  amount: number;
}

/** The columns of a stored order an order step sets. */
export type OrderChangeSet = Partial<
  Pick<
    Order,
    | 'status'
    | 'shippingStatus'
    | 'trackingNumber'
    | 'cancelReason'
    | 'history'
    | 'shippedAt'
    | 'paymentDueAt'
    | 'paymentRejectReason'
    | 'verifyingSince'
    | 'verificationOverdueAt'
  >
>;

/** Writes the activity-log entry `entry` (spec section 7) as the plan's actor, now. */
export type LogEffect = { kind: 'log'; entry: LogEntry };

/**
 * One thing an accepted order plan does, inside its shell's transaction (all or nothing).
 * Effects are applied in the order the plan lists them.
 */
export type OrderEffect =
  /**
   * Takes `lines` from stock, one entry per product and variant in ascending (product id, variant
   * id) (the order in which the server locks rows, so concurrent orders cannot deadlock). Each line
   * succeeds only while the product (its variant, for a line of one) has at least `quantity` units
   * left, and a variant's take lowers its product's summed stock by as much; a short line (or a product gone) refuses the
   * whole plan with InsufficientStockError naming that line, and nothing is written.
   */
  | { kind: 'takeStock'; lines: StockTake[] }
  /**
   * Gives `lines` back to stock, in ascending (product id, variant id); a product or variant deleted
   * meanwhile is skipped (a variant's return raises its product's summed stock by as much).
   * A plan returns an order's units only on the step into the final 'Cancelled', so exactly once.
   */
  | { kind: 'returnStock'; lines: StockTake[] }
  /** Stores a new order with its items (`order.items`, in their order). */
  | { kind: 'insertOrder'; order: Order }
  /**
   * Takes one use of each voucher of `uses` for the new order `orderId` of the buyer account
   * `userId`: the voucher's `used` raised by one and the use recorded (order, buyer, discount, at
   * `at`, ISO).
   * The shell locked the vouchers when it loaded them for the decision, so `used` stays within
   * `Kuota` (a use past it refuses the whole plan with ShopError VOUCHER_EXHAUSTED, as a guard).
   */
  | { kind: 'redeemVouchers'; orderId: string; userId: string; uses: VoucherUse[]; at: string }
  /**
   * Gives back the uses the order `orderId` took (a cancelled or expired order): each voucher's
   * `used` lowered by one and the use marked released at `at` (ISO), so the buyer may use it again.
   * A plan gives them back only on the step into the final 'Cancelled', so exactly once.
   */
  | { kind: 'releaseVouchers'; orderId: string; at: string }
  /** Stores a new transaction (`amount`, `subtotal`, `shippingCost` in Rupiah). */
  | { kind: 'insertTransaction'; transaction: Transaction }
  /** Sets the stored order `orderId`'s columns in `set` (the others keep their values). */
  | { kind: 'setOrderFields'; orderId: string; set: OrderChangeSet }
  /**
   * Sets the status of the transaction `transactionId` of the order `orderId`, or of every
   * transaction of that order when no id is given.
   */
  | { kind: 'setTransactionStatus'; orderId: string; transactionId?: string; status: TransactionStatus }
  /** Empties the cart of the account `userId`. */
  | { kind: 'clearCart'; userId: string }
  /** Raises the admins' new-order notification (the server derives it; the browser stores a flag). */
  | { kind: 'notifyNewOrder' }
  | LogEffect
  /**
   * Sends the order `orderId`'s e-mails (src/domain/orders/emails.ts `orderEmailsFor`): on the server
   * outbox rows written with the plan, so they exist exactly when it commits; in the browser a send
   * after the commit.
   */
  | { kind: 'queueOrderEmails'; orderId: string };

/** One thing an accepted cart change does (spec section 4, "Keranjang"). */
export type CartEffect =
  /**
   * The cart of the account `userId` becomes `items` (each line a product and its quantity, in
   * the order the lines were added): lines absent from `items` go, the others are set to their
   * quantity, new ones are appended.
   */
  | { kind: 'setCartLines'; userId: string; items: CartItem[] }
  | LogEffect;

/** One thing an accepted change of the catalogue does (spec section 3, "Produk" and "Mitra"). */
export type CatalogEffect =
  /** Stores the new product `product` (its search columns computed from it). */
  | { kind: 'insertProduct'; product: Product }
  /** Replaces the stored product `product.id`'s fields with `product`'s; its buyers' carts show the change. */
  | { kind: 'updateProduct'; product: Product }
  /** Deletes the product `productId`; its cart lines go with it (past orders keep their own copy). */
  | { kind: 'deleteProduct'; productId: number }
  /**
   * Stores the import's new products `creates` and replaces the stored products of `updates` (each
   * with its variants), all at once: one write in the browser, multi-row statements on the server
   * (src/domain/catalog/product-import.ts).
   */
  | { kind: 'importProducts'; creates: Product[]; updates: Product[] }
  /** Stores the new partner (mitra) `partner`. */
  | { kind: 'insertPartner'; partner: Partner }
  /** Replaces the stored partner `partner.id`'s fields with `partner`'s. */
  | { kind: 'updatePartner'; partner: Partner }
  | LogEffect;

/** One thing an accepted review save does (spec section 5, "Ulasan"). */
export type ReviewEffect =
  /**
   * Stores `review`: over the stored review `replaces`, or as a new one (`replaces` null). One
   * review per product and author: a new review whose author's review of the product was stored
   * meanwhile edits that one instead (its id and `createdAt` kept).
   */
  | { kind: 'saveReview'; review: Review; replaces: string | null }
  | LogEffect;

/** The store settings' storage keys (spec section 3): what a settings save may write. */
export type StoreSettingKey = (typeof STORE_SETTING_KEYS)[number];

/** One store setting to write: its storage key (spec section 3) and its value. */
export type SettingWrite<Values = Pick<StoredValues, StoreSettingKey>> = { [K in keyof Values]-?: [K, Values[K]] }[keyof Values];

/** One thing an accepted save of a settings section does (spec section 2, "Admin settings"). */
export type SettingsEffect =
  /** Writes each setting of `writes`, in their order (everyone sees the new values). */
  | { kind: 'writeSettings'; writes: SettingWrite[] }
  | LogEffect;

/**
 * A password as a mode stores it: the browser's PBKDF2 record, or the server's argon2id PHC
 * string (each mode hashes its own way, before the decision).
 */
export type PasswordHash = NonNullable<User['passwordHash']> | string;

/** An account as a decision makes it: everything but the password, which goes apart. */
export type NewAccount = Omit<User, 'passwordHash' | 'password'>;

/** One thing an accepted change of accounts does (spec section 5, "Akun"; section 2, "Pengguna"). */
export type AccountEffect =
  /** Stores the new account `account` (a buyer) with its hashed password. */
  | { kind: 'insertAccount'; account: NewAccount; passwordHash: PasswordHash }
  /**
   * Gives the account `userId` the role `role` (it had `from`); a new admin has seen the orders
   * placed so far (their new-order notification lights at the next one).
   */
  | { kind: 'setRole'; userId: string; role: Role; from: Role }
  /**
   * The addresses of the account `userId` become `addresses` (in their order, one of them the
   * default): addresses absent from the list go, the others are stored as given, new ones after.
   */
  | { kind: 'setAddresses'; userId: string; addresses: Address[] }
  | LogEffect;

/** One thing an accepted chat message does (spec sections 3 and 4). */
export type ChatEffect =
  /**
   * Appends `message` to the thread of the buyer account `buyerId` (named `buyerName`) and sets
   * the thread's unread counters to `counter` (messages the buyer and the admin have not read).
   */
  | { kind: 'appendChatMessage'; buyerId: string; buyerName: string; message: ChatMessage; counter: { buyer: number; admin: number } }
  | LogEffect;

/** Every effect a decision of the shop may plan: the vocabulary each mode's `applyEffects` writes. */
/** The owner's voucher changes (src/domain/vouchers/changes.ts). */
export type VoucherEffect =
  /**
   * Stores `voucher` whole: a new one (`isNew`; its code unique, a racing insert of the same code
   * refuses the plan) or the new state of a stored one (its uses are the stored ones, never
   * these: an order's use may have landed meanwhile).
   */
  | { kind: 'saveVoucher'; voucher: StoredVoucher; isNew: boolean }
  /** Deletes the voucher `voucherId` (never used). */
  | { kind: 'deleteVoucher'; voucherId: string }
  | LogEffect;

export type ShopEffect = OrderEffect | CartEffect | CatalogEffect | ReviewEffect | SettingsEffect | AccountEffect | ChatEffect | VoucherEffect;

/** The kinds of {@link ShopEffect}. */
export type ShopEffectKind = ShopEffect['kind'];

/** The effect of kind `K` (of the vocabulary `E`, all of the shop's by default). */
export type EffectOf<K extends E['kind'], E extends ShopEffect = ShopEffect> = Extract<E, { kind: K }>;

/**
 * What an accepted decision answers at least: the effects to apply, in their order (none:
 * nothing to do, the shell writes nothing). Each subject's plan adds what its use case answers
 * (the order after the plan, the cart's new lines, the saved product).
 */
export interface EffectPlan<E extends ShopEffect = ShopEffect> {
  effects: E[];
}

/** The effects of kind `kind` among `effects`, in their order. */
export function effectsOfKind<E extends ShopEffect, K extends E['kind']>(effects: readonly E[], kind: K): EffectOf<K, E>[] {
  return effects.filter((effect): effect is EffectOf<K, E> => effect.kind === kind);
}

/** The plan's activity-log entry (its first `log` effect), if it writes one. */
export function planLogEntry(plan: EffectPlan): LogEntry | undefined {
  return effectsOfKind(plan.effects, 'log')[0]?.entry;
}
