/**
 * The shop's data port implemented over a key-value driver (localStorage in the browser, memory in
 * tests). Each use case runs as one {@link DocumentStore.transact}: fresh reads, one commit.
 */
import { addProduct, describeLines, InsufficientStockError, removeProduct, setQuantity } from '@/domain/cart';
import { jakartaDay } from '@/domain/format';
import { messages } from '@/domain/messages';
import { generatePaymentCode } from '@/domain/payment';
import {
  sessionUserSchema,
  type ActivityLog,
  type Order,
  type SessionUser,
  type Transaction,
  type User,
} from '@/domain/schemas';
import { checkoutInputSchema, registerInputSchema, reviewInputSchema } from '@/domain/validation';
import { NotFoundError, PermissionError, ValidationError } from '@/data/errors';
import { createIdFactory } from '@/data/ids';
import { DEFAULT_PBKDF2_ITERATIONS, hashPassword, verifyPassword } from '@/data/password';
import { STORAGE_KEYS, type StoredValues } from '@/data/keys';
import type { ShopData } from '@/data/ports';
import type { KeyValueDriver } from './driver';
import { DocumentStore, type StoreTransaction } from './document-store';
import type { z } from 'zod';

/** Options of {@link createKeyValueShopData}. */
export interface KeyValueShopDataOptions {
  /** Clock (defaults to the real one). */
  now?: () => Date;
  /** Random source in [0, 1) for payment codes and ids. */
  random?: () => number;
  /** PBKDF2 iterations for new hashes (lower only in tests). */
  passwordIterations?: number;
  /** Seed values for absent keys (spec section 3). */
  seed?: Partial<StoredValues>;
}

function toSession(user: User): SessionUser {
  return sessionUserSchema.parse(user);
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    result[field] ??= issue.message;
  }
  return result;
}

function validate<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw new ValidationError(Object.values(errors)[0] ?? messages.generic.unexpected, errors);
}

/**
 * Creates the data port over `driver`.
 * @param driver - where raw values live.
 */
export function createKeyValueShopData(driver: KeyValueDriver, options: KeyValueShopDataOptions = {}): ShopData {
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const iterations = options.passwordIterations ?? DEFAULT_PBKDF2_ITERATIONS;
  const store = new DocumentStore(driver, { now, seed: options.seed });
  const newId = createIdFactory(now, random);

  /** The session user, re-checked against the stored account (role from the account). */
  function sessionOf(tx: Pick<StoreTransaction, 'get'>): SessionUser | null {
    const session = tx.get('currentUser');
    if (!session) return null;
    const account = tx.get('users').find((u) => u.id === session.id);
    return account ? toSession(account) : null;
  }

  function requireBuyer(tx: Pick<StoreTransaction, 'get'>): SessionUser {
    const user = sessionOf(tx);
    if (!user) throw new PermissionError(messages.permission.signInRequired);
    if (user.role !== 'buyer') throw new PermissionError(messages.permission.buyerOnly);
    return user;
  }

  function requireAdmin(tx: Pick<StoreTransaction, 'get'>): SessionUser {
    const user = sessionOf(tx);
    if (!user) throw new PermissionError(messages.permission.signInRequired);
    if (user.role !== 'admin') throw new PermissionError(messages.permission.adminOnly);
    return user;
  }

  function log(
    tx: StoreTransaction,
    user: Pick<SessionUser, 'username' | 'role'>,
    type: string,
    description: string,
    details?: Record<string, unknown>,
  ): void {
    const entry: ActivityLog = {
      id: newId('ACT'),
      timestamp: now().toISOString(),
      username: user.username,
      role: user.role,
      type,
      description,
      ...(details ? { details } : {}),
    };
    tx.set('activityLogs', [...tx.get('activityLogs'), entry]);
  }

  const newestFirst = <T extends { timestamp?: string; createdAt?: string; date?: string }>(a: T, b: T) =>
    (b.createdAt ?? b.timestamp ?? b.date ?? '').localeCompare(a.createdAt ?? a.timestamp ?? a.date ?? '');

  const readOnly = <T>(task: (tx: Pick<StoreTransaction, 'get'>) => T): Promise<T> =>
    Promise.resolve().then(() => task({ get: (key) => store.read(key) }));

  const shopData: ShopData = {
    async initialize() {
      store.seedIfAbsent();
      // Validate every key once at start, so corrupted data is repaired and reported up front.
      for (const key of STORAGE_KEYS) store.read(key);
    },
    subscribe: (listener) => store.subscribe(listener),
    onIssue: (listener) => store.onIssue(listener),

    auth: {
      currentUser: () => readOnly((tx) => sessionOf(tx)),

      async register(input) {
        const data = validate(registerInputSchema, input);
        const passwordHash = await hashPassword(data.password, iterations);
        return store.transact((tx) => {
          const users = tx.get('users');
          const username = data.username.toLowerCase();
          if (users.some((u) => u.username.toLowerCase() === username)) {
            throw new ValidationError(messages.auth.usernameTaken, { username: messages.auth.usernameTaken });
          }
          const email = data.email.toLowerCase();
          if (users.some((u) => u.email.toLowerCase() === email)) {
            throw new ValidationError(messages.auth.emailTaken, { email: messages.auth.emailTaken });
          }
          const user: User = {
            id: newId('USR', new Set(users.map((u) => u.id))),
            username: data.username,
            email: data.email,
            role: 'buyer',
            profileImage: '',
            addresses: [],
            passwordHash,
          };
          tx.set('users', [...users, user]);
          return toSession(user);
        });
      },

      async login(username, password) {
        const wrong = () => new ValidationError(messages.auth.loginInvalid, { form: messages.auth.loginInvalid });
        const account = store.read('users').find((u) => u.username === username.trim());
        if (!account || !password) throw wrong();
        let rehash = false;
        if (account.passwordHash) {
          if (!(await verifyPassword(password, account.passwordHash))) throw wrong();
        } else if (account.password !== undefined && account.password === password) {
          rehash = true; // prototype data: accepted once, re-hashed now (decisions.md)
        } else {
          throw wrong();
        }
        const passwordHash = rehash ? await hashPassword(password, iterations) : undefined;
        return store.transact((tx) => {
          const users = tx.get('users');
          const current = users.find((u) => u.id === account.id);
          if (!current) throw wrong();
          if (passwordHash) {
            const upgraded: User = { ...current, passwordHash };
            delete upgraded.password;
            tx.set('users', users.map((u) => (u.id === current.id ? upgraded : u)));
          }
          const session = toSession(current);
          tx.set('currentUser', session);
          return session;
        });
      },

      async logout() {
        await store.transact((tx) => {
          tx.set('currentUser', null);
          if (tx.get('cartItems').length > 0) tx.set('cartItems', []);
        });
      },
    },

    catalog: {
      listProducts: () => readOnly((tx) => tx.get('products')),
      getProduct: (id) => readOnly((tx) => tx.get('products').find((p) => p.id === id) ?? null),
      listPartners: () => readOnly((tx) => tx.get('partners')),
    },

    reviews: {
      listByProduct: (productId) =>
        readOnly((tx) =>
          tx
            .get('reviews')
            .filter((r) => r.productId === productId)
            .map((r, index) => ({ r, index }))
            .sort((a, b) => (b.r.createdAt ?? '').localeCompare(a.r.createdAt ?? '') || b.index - a.index)
            .map(({ r }) => r),
        ),
      add: (input) =>
        store.transact((tx) => {
          const user = requireBuyer(tx);
          const data = validate(reviewInputSchema, input);
          if (!tx.get('products').some((p) => p.id === data.productId)) {
            throw new NotFoundError(messages.catalog.productNotFound);
          }
          const review = {
            id: newId('REV'),
            productId: data.productId,
            author: user.username,
            rating: data.rating,
            text: data.text,
            createdAt: now().toISOString(),
          };
          tx.set('reviews', [...tx.get('reviews'), review]);
          log(tx, user, 'addReview', `Menulis ulasan untuk produk ${data.productId}`, {
            productId: data.productId,
            rating: data.rating,
          });
          return review;
        }),
    },

    cart: {
      list: () => readOnly((tx) => tx.get('cartItems')),
      add: (productId) =>
        store.transact((tx) => {
          const user = requireBuyer(tx);
          const product = tx.get('products').find((p) => p.id === productId);
          if (!product) throw new NotFoundError(messages.catalog.productNotFound);
          const items = addProduct(tx.get('cartItems'), product);
          tx.set('cartItems', items);
          log(tx, user, 'addToCart', `Menambahkan ${product.name} ke keranjang`, { action: 'add', productId });
          return items;
        }),
      setQuantity: (productId, quantity) =>
        store.transact((tx) => {
          const user = requireBuyer(tx);
          const current = tx.get('cartItems');
          const product = tx.get('products').find((p) => p.id === productId);
          const items = product
            ? setQuantity(current, productId, quantity, product.stock)
            : removeProduct(current, productId);
          tx.set('cartItems', items);
          log(tx, user, 'addToCart', `Mengubah jumlah produk ${product?.name ?? productId} menjadi ${quantity}`, {
            action: 'update',
            productId,
            quantity,
          });
          return items;
        }),
      remove: (productId) =>
        store.transact((tx) => {
          const user = requireBuyer(tx);
          const current = tx.get('cartItems');
          const line = current.find((item) => item.id === productId);
          const items = removeProduct(current, productId);
          tx.set('cartItems', items);
          log(tx, user, 'addToCart', `Menghapus ${line?.name ?? productId} dari keranjang`, {
            action: 'remove',
            productId,
          });
          return items;
        }),
      clear: () =>
        store.transact((tx) => {
          const user = requireBuyer(tx);
          tx.set('cartItems', []);
          log(tx, user, 'addToCart', 'Mengosongkan keranjang', { action: 'clear' });
        }),
    },

    orders: {
      listMine: () =>
        readOnly((tx) => {
          const user = sessionOf(tx);
          if (!user) return [];
          return tx
            .get('orders')
            .filter((o) => (o.userId ? o.userId === user.id : o.customerName === user.username))
            .sort(newestFirst);
        }),

      place: (input, expectedLines) =>
        store.transact((tx) => {
          const user = requireBuyer(tx);
          const data = validate(checkoutInputSchema, input);
          const cart = tx.get('cartItems');
          // The lines the buyer reviewed, when given; otherwise the stored cart.
          const wanted = expectedLines ?? cart.map((item) => ({ productId: item.id, quantity: item.quantity }));
          if (wanted.length === 0) throw new ValidationError(messages.checkout.emptyCart);
          const products = tx.get('products');
          const lines = wanted.map((line) => {
            const product = products.find((p) => p.id === line.productId);
            const name = product?.name ?? cart.find((item) => item.id === line.productId)?.name ?? String(line.productId);
            if (!product) throw new ValidationError(messages.cart.productGone(name));
            if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new ValidationError(messages.checkout.emptyCart);
            if (product.stock < line.quantity) throw new InsufficientStockError(product.name);
            return { product, quantity: line.quantity };
          });
          const at = now();
          const items = lines.map(({ product, quantity }) => ({
            productId: product.id,
            name: product.name,
            price: product.price,
            quantity,
          }));
          const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
          const orders = tx.get('orders');
          const account = tx.get('users').find((u) => u.id === user.id);
          const order: Order = {
            id: newId('ORD', new Set(orders.map((o) => o.id))),
            customerName: data.customerName,
            customerPhone: data.customerPhone,
            shippingAddress: data.shippingAddress,
            postalCode: data.postalCode,
            productName: describeLines(items),
            date: jakartaDay(at),
            status: 'Pending',
            shippingStatus: 'Menunggu Konfirmasi Admin',
            paymentMethod: data.paymentMethod,
            paymentCode: generatePaymentCode(at, random),
            total,
            userId: user.id,
            username: user.username,
            ...(account?.email ? { customerEmail: account.email } : {}),
            items,
            createdAt: at.toISOString(),
          };
          const transaction: Transaction = {
            id: newId('TRX', new Set(tx.get('transactions').map((t) => t.id))),
            orderId: order.id,
            paymentMethod: order.paymentMethod,
            amount: total,
            date: order.date,
            status: 'Pending',
          };
          const decrement = new Map(lines.map(({ product, quantity }) => [product.id, quantity]));
          tx.set(
            'products',
            products.map((p) => (decrement.has(p.id) ? { ...p, stock: p.stock - decrement.get(p.id)! } : p)),
          );
          tx.set('orders', [...orders, order]);
          tx.set('transactions', [...tx.get('transactions'), transaction]);
          tx.set('cartItems', []);
          tx.set('newOrderNotification', true);
          log(tx, user, 'placeOrder', `Membuat pesanan ${order.id}`, {
            orderId: order.id,
            total,
            paymentMethod: order.paymentMethod,
          });
          return { order, transaction };
        }),

      confirmPayment: (orderId) =>
        store.transact((tx) => {
          const user = requireBuyer(tx);
          const orders = tx.get('orders');
          const order = orders.find((o) => o.id === orderId);
          const owns = order && (order.userId ? order.userId === user.id : order.customerName === user.username);
          if (!order || !owns) throw new NotFoundError(messages.payment.orderNotFound);
          if (order.status !== 'Pending') throw new ValidationError(messages.payment.notPending);
          const updated: Order = { ...order, status: 'Processed' };
          tx.set('orders', orders.map((o) => (o.id === orderId ? updated : o)));
          const transactions = tx.get('transactions');
          const existing = transactions.find((t) => t.orderId === orderId);
          tx.set(
            'transactions',
            existing
              ? transactions.map((t) => (t.id === existing.id ? { ...t, status: 'Success' as const } : t))
              : [
                  ...transactions,
                  {
                    id: newId('TRX', new Set(transactions.map((t) => t.id))),
                    orderId,
                    paymentMethod: order.paymentMethod,
                    amount: order.total,
                    date: jakartaDay(now()),
                    status: 'Success' as const,
                  },
                ],
          );
          log(tx, user, 'confirmPayment', `Mengonfirmasi pembayaran pesanan ${orderId}`, {
            orderId,
            paymentCode: order.paymentCode,
          });
          return updated;
        }),
    },

    logs: {
      addEmailLog: (entry) =>
        store.transact((tx) => {
          const log = { ...entry, id: newId('EML'), timestamp: now().toISOString() };
          tx.set('emailLogs', [...tx.get('emailLogs'), log]);
          return log;
        }),
      listEmailLogs: () =>
        readOnly((tx) => {
          requireAdmin(tx);
          return [...tx.get('emailLogs')].sort(newestFirst);
        }),
      listActivity: () =>
        readOnly((tx) => {
          requireAdmin(tx);
          return [...tx.get('activityLogs')].sort(newestFirst);
        }),
    },

    settings: {
      getStore: () =>
        readOnly((tx) => ({
          storeName: tx.get('storeName'),
          storeAddress: tx.get('storeAddress'),
          adminEmail: tx.get('adminEmail'),
          contacts: tx.get('storeContacts'),
          maintenanceMode: tx.get('maintenanceMode'),
          newOrderNotifications: tx.get('newOrderNotifications'),
        })),
      getTheme: () => readOnly((tx) => tx.get('theme')),
      setTheme: (theme) =>
        store.transact((tx) => {
          tx.set('theme', theme);
        }),
    },
  };
  return shopData;
}
