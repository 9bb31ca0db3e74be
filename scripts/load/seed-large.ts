/**
 * The load run's data: on top of the shop's own seed, many buyer accounts, 100,000
 * products and 200,000 past orders with their items and transactions, written in a few large SQL
 * statements (`json_to_recordset`, 5,000 rows each). Records carry what the server itself writes:
 * the catalogue's search columns (`productSearchColumns`) and the back office's
 * (`orderSearchColumns`, `transactionSearchColumns`) computed by the same TypeScript functions,
 * order ids and payment codes of the real formats (`ORD<ms><2>`, `TJ-YYYYMMDD####` unique per
 * day), totals in Rupiah summed from the lines. Generated from a fixed seed: same sizes, same data.
 *
 * Past orders are dated up to yesterday (Asia/Jakarta), so today's 9,000 payment codes stay free
 * for the orders the run places. After the insert the stock baseline is recorded
 * ({@link recordStockBaseline}) for the invariant check (`scripts/load/invariants.ts`).
 *
 * One generated product in {@link VARIANT_EVERY} sells by `Ukuran` (250 g, 500 g, 1 kg; decision
 * 027): a `product_variants` row per size, the product's price the lowest, its stock their sum, as
 * the server writes them; past orders of such a product buy one size (`variant_id`). The variant
 * race's product (scripts/load/variant-race.ts) is one of them: its 500 g holds `raceStock` units,
 * its 250 g plenty.
 *
 * Long on purpose: the rows of every table are generated side by side, in the order they are
 * written, because they must agree (a product's stock with its variants', an order's lines with
 * its total and the baseline with both).
 */
import { MAX_OPEN_ORDERS, MAX_OPEN_ORDERS_NEW_BUYER, MAX_PER_PRODUCT, MAX_UNPAID_ORDERS } from '../../src/domain/orders/limits.ts';
import { describeLines } from '../../src/domain/cart/lines.ts';
import { jakartaDay } from '../../src/shared/format.ts';
import { CATEGORIES, SHIPPING_STATUSES } from '../../src/domain/core/records.ts';
import { PAYMENT_METHODS } from '../../src/domain/payment/methods.ts';
import { isPartnerActive } from '../../src/domain/catalog/on-sale.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { openDatabase, type DatabaseTarget } from '../../server/db/client.ts';
import { orderSearchColumns, productSearchColumns, transactionSearchColumns } from '../../server/db/records.ts';
import { seedIfEmpty } from '../../server/db/seed.ts';
import { demoSeed } from '../../src/domain/seed/index.ts';
// The same words as the benchmark store's generator.
import { createRandom, FIRST, LAST, NAMES, pick, TOWNS } from '../bench/bench-data.ts';
import { toNumber, type SqlClient } from './sql.ts';

/** The statuses of the load data's older orders (no 'Verifying': the demo shop does not verify payments). */
const PAST_ORDER_STATUSES = ['Processed', 'Completed', 'Cancelled'] as const;

/** The password of every load buyer account. */
export const LOAD_PASSWORD = 'beban-rahasia-1';
/** First id of the generated products (the shop's seed uses small ids). */
export const FIRST_PRODUCT_ID = 1_000_001;
/** Stock of each best-selling product the orders scenario buys: never sold out by a run. */
export const HOT_STOCK = 10_000_000;
/** Rows per insert statement. */
const BATCH = 5_000;
/** One generated product in this many sells by `Ukuran` ({@link SIZES}). */
export const VARIANT_EVERY = 20;
/** The sizes of a generated product with variations: option, variant id, price factor, packed weight (g). */
const SIZES = [
  { option: '250 g', id: 'v1', factor: 1, weight: 300 },
  { option: '500 g', id: 'v2', factor: 1.9, weight: 550 },
  { option: '1 kg', id: 'v3', factor: 3.6, weight: 1100 },
] as const;
/** Stock of the variant race's other size (250 g): it keeps selling while the 500 g runs out. */
export const VARIANT_RACE_OTHER_STOCK = 1_000_000;

/** Sizes of the load data. */
export interface LargeSeedOptions {
  /** Generated products (plus the seed's). */
  products: number;
  /** Generated past orders, each with 1–2 lines and a transaction. */
  orders: number;
  /** Buyer accounts `loadbuyer1…`, all with {@link LOAD_PASSWORD}. */
  buyers: number;
  /** Best sellers with {@link HOT_STOCK} units (the orders scenario buys these). */
  hotProducts: number;
  /** Stock of the race product (the last-units race), and of the variant race's 500 g. */
  raceStock: number;
  /** Buyer accounts `loadvbuyer1…` that order the variant race's other size while the race runs (none by default). */
  variantBuyers?: number;
}

/** The variant race's product: the size raced for and the size that keeps selling. */
export interface VariantRaceSeed {
  productId: number;
  raceVariantId: string;
  otherVariantId: string;
  raceStock: number;
  otherStock: number;
  /** The buyers ordering the other size (see {@link LargeSeedOptions.variantBuyers}). */
  buyers: Array<{ id: string; username: string }>;
}

/** What the load run needs to know about the data it seeded. */
export interface LargeSeed {
  buyers: Array<{ id: string; username: string }>;
  hotProductIds: number[];
  raceProductId: number;
  raceStock: number;
  variantRace: VariantRaceSeed;
  /** Milliseconds spent generating and inserting. */
  ms: number;
  /** Milliseconds per step (generate, each table, vacuum, baseline). */
  steps: Record<string, number>;
  rows: { users: number; products: number; productVariants: number; orders: number; orderItems: number; transactions: number };
}

/** The username of load buyer `n` (1-based). */
export function loadBuyerName(n: number): string {
  return `loadbuyer${n}`;
}

/**
 * Migrates a fresh database and writes the shop's own seed, as a starting server would
 * (`openDatabase` applies the migrations; `seedIfEmpty` the seed), then closes it.
 * @throws when the database cannot be reached or a migration fails.
 */
export async function prepareShopDatabase(target: DatabaseTarget): Promise<void> {
  const database = await openDatabase(target);
  try {
    await seedIfEmpty(database.db, demoSeed(new Date()));
  } finally {
    await database.close();
  }
}

/** Inserts `rows` (objects keyed by column name) into `table`, {@link BATCH} rows a statement. */
async function insertRows(
  client: SqlClient,
  table: string,
  columns: ReadonlyArray<readonly [name: string, type: string]>,
  rows: readonly object[],
): Promise<void> {
  const names = columns.map(([name]) => name).join(', ');
  const defs = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  const text = `insert into ${table} (${names}) select ${names} from json_to_recordset($1::text::json) as x(${defs})`;
  for (let i = 0; i < rows.length; i += BATCH) {
    await client.query(text, [JSON.stringify(rows.slice(i, i + BATCH))]);
  }
}

interface GeneratedProduct {
  id: number;
  name: string;
  category: string;
  price: number;
  stock: number;
  description: string;
  location: string;
  partner_id: string;
  search_text: string;
  name_key: string;
  weight: number;
  variations: Array<{ name: string; options: string[] }>;
}

interface GeneratedVariant {
  product_id: number;
  id: string;
  position: number;
  options: string[];
  price: number;
  stock: number;
  weight: number;
  sku: string;
}

/**
 * Writes the load data into a database that holds the shop's seed (see
 * {@link prepareShopDatabase}) and records the stock baseline.
 * @param client - a connection to that database.
 * @throws when a statement fails, or when `orders` would need more than 9,000 payment codes a day.
 */
export async function seedLarge(client: SqlClient, options: LargeSeedOptions): Promise<LargeSeed> {
  const started = performance.now();
  const steps: Record<string, number> = {};
  let stepStarted = started;
  const step = (name: string) => {
    const now = performance.now();
    steps[name] = Math.round(now - stepStarted);
    stepStarted = now;
  };
  const random = createRandom(10);
  const partnerRows = await client.query<{ id: string; status: string }>('select id, status from partners order by seq');
  const partnerIds = partnerRows.map((row) => row.id);
  // The products the scenarios order (the best sellers, the race product) are on sale: of an
  // `Active` partner (src/domain/catalog/on-sale.ts), so no order is refused PRODUCT_OFF_SALE.
  const activePartnerIds = partnerRows.filter((row) => isPartnerActive(row.status)).map((row) => row.id);

  // Buyers: one argon2id hash for all (hashing 500 times would only cost time).
  const passwordHash = await hashPassword(LOAD_PASSWORD);
  const buyers = Array.from({ length: options.buyers }, (_, i) => ({
    id: `USRL${String(i + 1).padStart(6, '0')}`,
    username: loadBuyerName(i + 1),
    email: `${loadBuyerName(i + 1)}@example.com`,
  }));
  const variantBuyers = Array.from({ length: options.variantBuyers ?? 0 }, (_, i) => ({
    id: `USRV${String(i + 1).padStart(6, '0')}`,
    username: `loadvbuyer${i + 1}`,
    email: `loadvbuyer${i + 1}@example.com`,
  }));
  await insertRows(
    client,
    'users',
    [['id', 'text'], ['username', 'text'], ['email', 'text'], ['role', 'text'], ['password_hash', 'text']],
    [...buyers, ...variantBuyers].map((buyer) => ({ ...buyer, role: 'buyer', password_hash: passwordHash })),
  );

  // The store's order limits at their highest (999 units a line, 50 unpaid orders and 100 open
  // orders a buyer, new or not): each load buyer orders many times without paying or receiving,
  // which the demo shop's defaults (10, 3, 10 and 3 for a new buyer) refuse.
  await client.query(
    `insert into settings (key, value) values ('maxPerProduct', '${MAX_PER_PRODUCT.max}'::jsonb), ('maxUnpaidOrders', '${MAX_UNPAID_ORDERS.max}'::jsonb),
       ('maxOpenOrders', '${MAX_OPEN_ORDERS.max}'::jsonb), ('maxOpenOrdersNewBuyer', '${MAX_OPEN_ORDERS_NEW_BUYER.max}'::jsonb)
     on conflict (key) do update set value = excluded.value`,
  );

  // Products: the best sellers first, then the race product, the variant race's, then the rest.
  const partnerOf = (ids: readonly string[]) => (ids.length > 0 ? pick(random, ids) : '');
  const products: GeneratedProduct[] = [];
  const variants: GeneratedVariant[] = [];
  const variantsOf = new Map<number, GeneratedVariant[]>();
  const raceIndex = options.hotProducts;
  const variantRaceIndex = raceIndex + 1;
  for (let i = 0; i < options.products; i += 1) {
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const names = NAMES[category];
    const town = pick(random, TOWNS);
    const name = `${pick(random, names.base)} ${pick(random, names.variant)} ${town}`;
    const description = `${name}: produk mitra UMKM dari ${town}, Aceh. Dikemas rapi dan dikirim dari ${town}.`;
    const id = FIRST_PRODUCT_ID + i;
    const price = 5_000 * (2 + Math.floor(random() * 80));
    const sized = i === variantRaceIndex || (i > variantRaceIndex && i % VARIANT_EVERY === VARIANT_EVERY - 1);
    const sizes: GeneratedVariant[] = sized
      ? SIZES.map((size, position) => ({
          product_id: id,
          id: size.id,
          position,
          options: [size.option],
          price: Math.round((price * size.factor) / 500) * 500,
          stock:
            i === variantRaceIndex ? (size.id === 'v2' ? options.raceStock : size.id === 'v1' ? VARIANT_RACE_OTHER_STOCK : 20) : Math.floor(random() * 40),
          weight: size.weight,
          sku: `LOAD-${id}-${size.id}`,
        }))
      : [];
    const variations = sized ? [{ name: 'Ukuran', options: SIZES.map((size) => size.option) }] : [];
    const product = { name, category, description, location: town };
    const columns = productSearchColumns({
      ...product,
      variations,
      variants: sizes.map((v) => ({ id: v.id, options: v.options, price: v.price, stock: v.stock, weight: v.weight, sku: v.sku, image: '', promoPrice: null })),
    });
    products.push({
      id,
      ...product,
      // With sizes the product's price, stock and weight are derived as the server derives them
      // (src/domain/catalog/variants.ts `withDerivedFields`): the lowest, the sum, the first.
      price: sized ? Math.min(...sizes.map((v) => v.price)) : price,
      stock: sized ? sizes.reduce((sum, v) => sum + v.stock, 0) : i < options.hotProducts ? HOT_STOCK : i === raceIndex ? options.raceStock : Math.floor(random() * 60),
      weight: sized ? sizes[0]!.weight : 1000,
      variations,
      partner_id: partnerOf(i <= variantRaceIndex ? activePartnerIds : partnerIds),
      search_text: columns.searchText,
      name_key: columns.nameKey,
    });
    if (sized) {
      variants.push(...sizes);
      variantsOf.set(id, sizes);
    }
  }
  // Past orders may buy any product but the two race products; their units were sold before the
  // baseline, so the seeded stock is what is left after them.
  const orderable = products.filter((_, i) => i !== raceIndex && i !== variantRaceIndex);

  const days = Math.max(730, Math.ceil(options.orders / 4_000));
  const perDay = Math.ceil(options.orders / days);
  if (perDay > 9_000) throw new Error(`${options.orders} orders need more than 9,000 payment codes a day`);
  // Day 0 is the oldest; the last day is yesterday in Asia/Jakarta (UTC+7).
  const todayStartUtc = Date.parse(`${jakartaDay(new Date())}T00:00:00+07:00`);
  const orders: object[] = [];
  const items: object[] = [];
  const transactions: object[] = [];
  let dayDate = '';
  let dayIndex = -1;
  for (let i = 0; i < options.orders; i += 1) {
    const day = Math.floor((i * days) / options.orders);
    const daysAgo = days - day;
    const dayStart = todayStartUtc - daysAgo * 86_400_000;
    if (day !== dayIndex) {
      dayIndex = day;
      dayDate = jakartaDay(new Date(dayStart + 3_600_000));
    }
    const withinDay = i - Math.ceil((day * options.orders) / days);
    const at = dayStart + 7 * 3_600_000 + withinDay * Math.floor(50_000_000 / perDay) + (i % 1000);
    const createdAt = new Date(at).toISOString();
    const stamp = `${at}${(i % 1296).toString(36).padStart(2, '0')}`;
    const id = `ORD${stamp}`;
    const buyer = buyers.length > 0 ? buyers[Math.floor(random() * buyers.length)]! : null;
    const customerName = `${pick(random, FIRST)} ${pick(random, LAST)}`;
    const lineCount = random() < 0.2 ? 2 : 1;
    const lines: Array<{ product_id: number; variant_id: string; name: string; price: number; quantity: number }> = [];
    for (let l = 0; l < lineCount; l += 1) {
      const product = orderable[Math.floor(random() * orderable.length)]!;
      if (lines.some((line) => line.product_id === product.id)) continue;
      const quantity = 1 + Math.floor(random() * 3);
      // A product with sizes sells one of them, named as the order line names it ("… — 500 g").
      const sizes = variantsOf.get(product.id);
      const size = sizes ? pick(random, sizes) : null;
      lines.push(
        size
          ? { product_id: product.id, variant_id: size.id, name: `${product.name} — ${size.options[0]!}`, price: size.price, quantity }
          : { product_id: product.id, variant_id: '', name: product.name, price: product.price, quantity },
      );
    }
    const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    // An unpaid order does not outlive its payment deadline (24 hours by default): only
    // yesterday's may still be Pending; older ones were paid or cancelled.
    const status =
      daysAgo <= 1
        ? pick(random, ['Pending', 'Processed'] as const)
        : daysAgo <= 20
          ? 'Processed'
          : pick(random, PAST_ORDER_STATUSES);
    // A paid order of more than two days ago has left the shop, so the load buyers' open orders
    // (src/domain/orders/status.ts `isOpenOrder`) stay far below their cap.
    const shippingStatus =
      status === 'Completed'
        ? 'Tiba di Tujuan'
        : status === 'Pending'
          ? SHIPPING_STATUSES[0]
          : pick(random, SHIPPING_STATUSES.slice(daysAgo <= 2 ? 1 : 2));
    const paymentMethod = pick(random, PAYMENT_METHODS);
    orders.push({
      id,
      user_id: buyer?.id ?? null,
      username: buyer?.username ?? null,
      customer_name: customerName,
      customer_phone: `0812${String(10_000_000 + i).slice(-8)}`,
      customer_email: buyer?.email ?? null,
      shipping_address: `Jl. Teuku Umar No. ${1 + (i % 200)}, ${pick(random, TOWNS)}`,
      postal_code: '23116',
      product_name: describeLines(lines),
      date: dayDate,
      status,
      shipping_status: shippingStatus,
      payment_method: paymentMethod,
      payment_code: `TJ-${dayDate.replaceAll('-', '')}${1000 + withinDay}`,
      total,
      has_items: true,
      created_at: createdAt,
      search_text: orderSearchColumns({ id, customerName, username: buyer?.username }).searchText,
    });
    lines.forEach((line, index) => items.push({ order_id: id, line: index, ...line }));
    const transactionId = `TRX${stamp}`;
    transactions.push({
      id: transactionId,
      order_id: id,
      payment_method: paymentMethod,
      amount: total,
      date: dayDate,
      status: status === 'Pending' ? 'Pending' : status === 'Cancelled' ? 'Failed' : 'Success',
      search_text: transactionSearchColumns({ id: transactionId, orderId: id }).searchText,
    });
  }

  step('generate');
  await insertRows(
    client,
    'products',
    [
      ['id', 'bigint'], ['name', 'text'], ['category', 'text'], ['price', 'double precision'], ['stock', 'integer'],
      ['description', 'text'], ['location', 'text'], ['partner_id', 'text'], ['search_text', 'text'], ['name_key', 'text'],
      ['weight', 'integer'], ['variations', 'jsonb'],
    ],
    products,
  );
  step('products');
  await insertRows(
    client,
    'product_variants',
    [
      ['product_id', 'bigint'], ['id', 'text'], ['position', 'integer'], ['options', 'jsonb'], ['price', 'double precision'],
      ['stock', 'integer'], ['weight', 'integer'], ['sku', 'text'],
    ],
    variants,
  );
  step('product_variants');
  await insertRows(
    client,
    'orders',
    [
      ['id', 'text'], ['user_id', 'text'], ['username', 'text'], ['customer_name', 'text'], ['customer_phone', 'text'],
      ['customer_email', 'text'], ['shipping_address', 'text'], ['postal_code', 'text'], ['product_name', 'text'],
      ['date', 'text'], ['status', 'text'], ['shipping_status', 'text'], ['payment_method', 'text'],
      ['payment_code', 'text'], ['total', 'double precision'], ['has_items', 'boolean'], ['created_at', 'text'],
      ['search_text', 'text'],
    ],
    orders,
  );
  step('orders');
  await insertRows(
    client,
    'order_items',
    [
      ['order_id', 'text'], ['line', 'integer'], ['product_id', 'bigint'], ['variant_id', 'text'], ['name', 'text'],
      ['price', 'double precision'], ['quantity', 'integer'],
    ],
    items,
  );
  step('order_items');
  await insertRows(
    client,
    'transactions',
    [['id', 'text'], ['order_id', 'text'], ['payment_method', 'text'], ['amount', 'double precision'], ['date', 'text'], ['status', 'text'], ['search_text', 'text']],
    transactions,
  );
  step('transactions');
  // A settled database, as one that grew over time: hint bits and visibility map set, statistics
  // current (otherwise the first scans of each page pay for writing them).
  await client.query('vacuum analyze');
  step('vacuum');
  await recordStockBaseline(client);
  step('baseline');
  return {
    buyers: buyers.map(({ id, username }) => ({ id, username })),
    hotProductIds: products.slice(0, options.hotProducts).map((product) => product.id),
    raceProductId: products[raceIndex]?.id ?? 0,
    raceStock: options.raceStock,
    variantRace: {
      productId: products[variantRaceIndex]?.id ?? 0,
      raceVariantId: 'v2',
      otherVariantId: 'v1',
      raceStock: options.raceStock,
      otherStock: VARIANT_RACE_OTHER_STOCK,
      buyers: variantBuyers.map(({ id, username }) => ({ id, username })),
    },
    ms: Math.round(performance.now() - started),
    steps,
    rows: {
      users: buyers.length + variantBuyers.length,
      products: products.length,
      productVariants: variants.length,
      orders: orders.length,
      orderItems: items.length,
      transactions: transactions.length,
    },
  };
}

/** The table holding each product's stock before any order took units (the invariant baseline). */
export const BASELINE_TABLE = 'load_stock_baseline';
/** The same for each variant (`product_variants` row) of a product with variations. */
export const VARIANT_BASELINE_TABLE = 'load_variant_stock_baseline';

/**
 * When an order holds stock (SQL over the `orders` row `o`): every order placed with its lines
 * (`has_items`) that is not Cancelled. `server/services/orders.ts` takes the units when the order
 * is placed, and every path that cancels it (the buyer's 'Batalkan Pesanan', the admin's cancel,
 * the payment deadline; src/domain/orders/status.ts `returnsStock`) gives them back exactly once —
 * Cancelled is final. Prototype orders without lines never took any.
 */
export const ORDER_HOLDS_STOCK = "o.has_items and o.status <> 'Cancelled'";

/**
 * Records, for every product, its stock as if no order had taken units yet: today's stock plus
 * the units of the orders that hold stock. Kept in {@link BASELINE_TABLE} (a table of the load
 * tooling, outside the shop's schema), replaced on each call; each variant's likewise (the units
 * of the order lines that name it) in {@link VARIANT_BASELINE_TABLE}.
 * @returns the number of products recorded.
 */
export async function recordStockBaseline(client: SqlClient): Promise<number> {
  await client.query(`create table if not exists ${BASELINE_TABLE} (product_id bigint primary key, initial_stock bigint not null)`);
  await client.query(`delete from ${BASELINE_TABLE}`);
  await client.query(
    `insert into ${BASELINE_TABLE} (product_id, initial_stock)
     select p.id, p.stock + coalesce(s.units, 0)
     from products p
     left join (
       select i.product_id, sum(i.quantity) as units
       from order_items i join orders o on o.id = i.order_id
       where ${ORDER_HOLDS_STOCK}
       group by i.product_id
     ) s on s.product_id = p.id`,
  );
  await client.query(
    `create table if not exists ${VARIANT_BASELINE_TABLE} (product_id bigint not null, variant_id text not null, initial_stock bigint not null, primary key (product_id, variant_id))`,
  );
  await client.query(`delete from ${VARIANT_BASELINE_TABLE}`);
  await client.query(
    `insert into ${VARIANT_BASELINE_TABLE} (product_id, variant_id, initial_stock)
     select v.product_id, v.id, v.stock + coalesce(s.units, 0)
     from product_variants v
     left join (
       select i.product_id, i.variant_id, sum(i.quantity) as units
       from order_items i join orders o on o.id = i.order_id
       where ${ORDER_HOLDS_STOCK} and i.variant_id <> ''
       group by i.product_id, i.variant_id
     ) s on s.product_id = v.product_id and s.variant_id = v.id`,
  );
  const [row] = await client.query<{ n: unknown }>(`select count(*) as n from ${BASELINE_TABLE}`);
  return toNumber(row?.n);
}
