/**
 * The storage port: what the screens may ask of the shop's data. Every method is async so a
 * server adapter can replace the browser adapter without touching a caller (conventions.md).
 * Methods that need a signed-in user read the session themselves and check the role against
 * the stored account (decisions.md, "Security").
 */
import type { CheckoutInput, RegisterInput, ReviewInput } from '@/domain/validation';
import type {
  ActivityLog,
  CartItem,
  EmailLog,
  Order,
  Partner,
  Product,
  Review,
  SessionUser,
  StoreContacts,
  Theme,
  Transaction,
} from '@/domain/schemas';
import type { DataIssue, ChangeListener } from './adapters/key-value/document-store';
import type { StorageKey } from './keys';

export type { DataIssue, ChangeListener, StorageKey };

/** Sign-up, sign-in and the session (spec sections 4 and 5). */
export interface AuthRepository {
  /** The signed-in user, or null. */
  currentUser(): Promise<SessionUser | null>;
  /**
   * Creates a buyer account with a hashed password.
   * @throws ValidationError with the spec's messages (required fields, taken username/e-mail).
   */
  register(input: RegisterInput): Promise<SessionUser>;
  /**
   * Signs in; a prototype account with a plain password is re-hashed on success.
   * @throws ValidationError 'Username atau password salah.' on wrong credentials.
   */
  login(username: string, password: string): Promise<SessionUser>;
  /** Signs out and empties the browser's cart. */
  logout(): Promise<void>;
}

/** Catalogue reads. */
export interface CatalogRepository {
  /** All products, in stored order. */
  listProducts(): Promise<Product[]>;
  /** One product, or null when the id is unknown. */
  getProduct(id: number): Promise<Product | null>;
  /** All partners (mitra). */
  listPartners(): Promise<Partner[]>;
}

/** Product reviews (spec section 5). */
export interface ReviewRepository {
  /** A product's reviews, newest first. */
  listByProduct(productId: number): Promise<Review[]>;
  /**
   * Adds a review by the signed-in buyer.
   * @throws PermissionError without a buyer session; ValidationError for bad input.
   */
  add(input: ReviewInput): Promise<Review>;
}

/** The browser's cart (spec section 4); every change is logged as `addToCart`. */
export interface CartRepository {
  /** The cart lines. */
  list(): Promise<CartItem[]>;
  /**
   * Adds one unit of a product.
   * @throws PermissionError without a buyer session; InsufficientStockError; NotFoundError.
   */
  add(productId: number): Promise<CartItem[]>;
  /** Sets a line's quantity (0 or less removes it). @throws InsufficientStockError */
  setQuantity(productId: number, quantity: number): Promise<CartItem[]>;
  /** Removes a line. */
  remove(productId: number): Promise<CartItem[]>;
  /** Empties the cart. */
  clear(): Promise<void>;
}

/** A line to order: a product and a whole quantity of at least 1. */
export interface OrderLineRequest {
  productId: number;
  quantity: number;
}

/** What {@link OrderRepository.place} returns. */
export interface PlacedOrder {
  order: Order;
  transaction: Transaction;
}

/** Orders and payments of the signed-in buyer (spec sections 4 and 9, decisions.md). */
export interface OrderRepository {
  /** The signed-in buyer's orders, newest first. */
  listMine(): Promise<Order[]>;
  /**
   * Places an order from the cart in one step: stock re-checked and decremented, Pending order
   * with payment code, Pending transaction, cart emptied, activity logged, new-order flag raised.
   * @throws ValidationError (bad input or empty cart); InsufficientStockError; StorageQuotaError
   * (nothing changed); PermissionError.
   * @param expectedLines - the lines the buyer reviewed at checkout; when given, these are what
   * is ordered and re-checked against fresh stock (so a second tab that lost the race for the last
   * unit gets the stock message, not a different order). Defaults to the stored cart.
   */
  place(input: CheckoutInput, expectedLines?: readonly OrderLineRequest[]): Promise<PlacedOrder>;
  /**
   * Confirms the payment of the buyer's Pending order: order Processed, its transaction Success
   * (created when absent), activity logged.
   * @throws NotFoundError; ValidationError when the order is not Pending; PermissionError.
   */
  confirmPayment(orderId: string): Promise<Order>;
}

/** Activity and e-mail logs. */
export interface LogRepository {
  /** Appends an e-mail outcome (spec section 7). */
  addEmailLog(entry: Omit<EmailLog, 'id' | 'timestamp'>): Promise<EmailLog>;
  /** All e-mail logs, newest first. @throws PermissionError unless an admin is signed in. */
  listEmailLogs(): Promise<EmailLog[]>;
  /** All activity logs, newest first. @throws PermissionError unless an admin is signed in. */
  listActivity(): Promise<ActivityLog[]>;
}

/** Store settings a visitor may read. */
export interface StoreSettings {
  storeName: string;
  storeAddress: string;
  adminEmail: string;
  contacts: StoreContacts;
  maintenanceMode: boolean;
  newOrderNotifications: boolean;
}

/** Settings and preferences. */
export interface SettingsRepository {
  /** The store settings with their defaults. */
  getStore(): Promise<StoreSettings>;
  /** The theme preference (default light). */
  getTheme(): Promise<Theme>;
  /** Saves the theme preference. */
  setTheme(theme: Theme): Promise<void>;
}

/** The whole data port. */
export interface ShopData {
  auth: AuthRepository;
  catalog: CatalogRepository;
  reviews: ReviewRepository;
  cart: CartRepository;
  orders: OrderRepository;
  logs: LogRepository;
  settings: SettingsRepository;
  /** Writes seed data for absent keys (first load), then validates (and repairs) every key. */
  initialize(): Promise<void>;
  /** Changed keys, from this tab or another one. Returns the unsubscribe function. */
  subscribe(listener: ChangeListener): () => void;
  /** Reports of repaired data. Returns the unsubscribe function. */
  onIssue(listener: (issue: DataIssue) => void): () => void;
}
