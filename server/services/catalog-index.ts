/**
 * The instance's catalogue word index (docs/server.md "Per-instance caches",
 * docs/decisions/028-search-index.md): built at start-up from PostgreSQL, kept in step over the
 * change channel, answering the catalogue search's ids, total and facets from memory
 * (src/domain/catalog/search-index.ts). PostgreSQL stays the truth: the page's rows are read by id.
 *
 * In step: a `stock` change naming products re-reads their stock and status (a few rows); a
 * `products` or `partners` change, or a `stock` change naming none, compares every product's
 * digest (one narrow read of id, stock, status, partner and a hash of the searched fields) with
 * the one indexed, and re-reads only the products whose digest moved (a restore moving many
 * rebuilds instead). A lost channel rebuilds: until it is built again, searches go to the
 * database (`ready()` is null).
 */
import { asc, gt, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { createProductSearchIndex, type IndexedProduct, type ProductSearchIndex } from '@/domain/catalog/search-index';
import { orderCategories } from '@/domain/catalog/query';
import { isPartnerActive, isProductStatusOnSale } from '@/domain/catalog/on-sale';
import type { ProductStatus } from '@/domain/core/vocabulary';
import type { ShopDatabase } from '../db/client';
import { partners, products } from '../db/schema';
import type { Change, ChangeObserver } from './changes';

/** Products read per statement while building. */
const BUILD_BATCH = 5_000;
/** Products whose digest moved beyond which a resync rebuilds instead of re-reading them. */
const RESYNC_REBUILD_AT = 5_000;

/** The instance's catalogue index and the change-channel observer that keeps it in step. */
export interface CatalogIndexService extends ChangeObserver {
  /** The index, or null while it is built (at start-up, after a lost channel). */
  ready(): ProductSearchIndex | null;
  /** Settles when the first build is done (or failed: then searches go to the database). */
  readonly built: Promise<void>;
  /**
   * Settles when the work asked so far is done: a search waits for it after a catalogue or
   * partner change, so the instance that made the change answers with it (its own writes read).
   */
  settled(): Promise<void>;
  /** Whether a catalogue or partner change is still being read into the index. */
  catchingUp(): boolean;
  /** Stops keeping it in step (the instance is closing). */
  stop(): void;
}

/** No index: every search reads the database (tests of that path). */
export const NO_CATALOG_INDEX: CatalogIndexService = {
  ready: () => null,
  built: Promise.resolve(),
  settled: () => Promise.resolve(),
  catchingUp: () => false,
  stop() {},
  changes() {},
  lost() {},
};

/** The hash of a product's searched and sorted fields, as PostgreSQL computes it. */
const digestOf = sql<number>`hashtext(concat_ws('|', ${products.name}, ${products.category}, ${products.description}, ${products.location}, ${products.searchText}, ${products.nameKey}, ${products.price}::text, ${products.seq}::text))`.mapWith(Number);

const indexedColumns = {
  id: products.id,
  name: products.name,
  category: products.category,
  description: products.description,
  location: products.location,
  searchText: products.searchText,
  nameKey: products.nameKey,
  price: products.price,
  stock: products.stock,
  status: products.status,
  partnerId: products.partnerId,
  seq: products.seq,
  digest: digestOf,
};

type IndexedRow = { id: number; name: string; category: string; description: string; location: string; searchText: string | null; nameKey: string | null; price: number; stock: number; status: ProductStatus; partnerId: string; seq: number; digest: number };

/**
 * The catalogue index of one instance over `database`, built at once in the background (its
 * progress and, once built, its products and megabytes logged on `logger`).
 */
export function createCatalogIndexService(database: ShopDatabase, logger: Logger): CatalogIndexService {
  const { db } = database;
  let current: ProductSearchIndex | null = null;
  const digests = new Map<number, number>();
  let stopped = false;
  // One build or resync at a time; what is asked meanwhile runs once after it.
  let running: Promise<void> = Promise.resolve();
  let wantResync = false;
  let wantRebuild = false;
  const wantedStock = new Set<number>();
  let scheduled = false;
  // A resync or rebuild asked and not yet done.
  let behind = false;

  const onSaleOf = (row: Pick<IndexedRow, 'status' | 'partnerId'>, inactive: ReadonlySet<string>) =>
    isProductStatusOnSale(row.status) && !inactive.has(row.partnerId);

  async function inactivePartners(): Promise<Set<string>> {
    const rows = await db.select({ id: partners.id, status: partners.status }).from(partners);
    return new Set(rows.filter((row) => !isPartnerActive(row.status)).map((row) => row.id));
  }

  const toIndexed = (row: IndexedRow, inactive: ReadonlySet<string>): IndexedProduct => ({
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    location: row.location,
    searchText: row.searchText ?? undefined,
    nameKey: row.nameKey ?? undefined,
    price: row.price,
    stock: row.stock,
    onSale: onSaleOf(row, inactive),
    seq: row.seq,
  });

  async function build(): Promise<void> {
    const started = performance.now();
    const index = createProductSearchIndex({ categoryOrder: orderCategories });
    digests.clear();
    const inactive = await inactivePartners();
    let last = -1;
    for (;;) {
      if (stopped) return;
      const rows = (await db.select(indexedColumns).from(products).where(gt(products.seq, last)).orderBy(asc(products.seq)).limit(BUILD_BATCH)) as IndexedRow[];
      if (rows.length === 0) break;
      index.addAll(rows.map((row) => toIndexed(row, inactive)));
      for (const row of rows) digests.set(row.id, row.digest);
      last = rows.at(-1)!.seq;
      if (index.size % 20_000 < BUILD_BATCH && index.size >= 20_000) logger.info({ products: index.size }, 'catalogue index: building');
    }
    index.warm();
    current = index;
    logger.info({ products: index.size, mb: Math.round(index.bytes() / 1e5) / 10, ms: Math.round(performance.now() - started) }, 'catalogue index: built');
  }

  /** Re-reads the stock and status of `ids` (their `stock` change was announced). */
  async function refreshStock(index: ProductSearchIndex, ids: number[]): Promise<void> {
    const inactive = await inactivePartners();
    const rows = await db
      .select({ id: products.id, stock: products.stock, status: products.status, partnerId: products.partnerId })
      .from(products)
      .where(inArray(products.id, ids));
    for (const row of rows) {
      index.setStock(row.id, row.stock);
      index.setOnSale(row.id, onSaleOf(row, inactive));
    }
  }

  /** Compares every product's digest with the indexed one; re-reads the moved ones (or rebuilds when many moved). */
  async function resync(index: ProductSearchIndex): Promise<boolean> {
    const [rows, inactive] = await Promise.all([
      db.select({ id: products.id, stock: products.stock, status: products.status, partnerId: products.partnerId, digest: digestOf }).from(products),
      inactivePartners(),
    ]);
    const seen = new Set<number>();
    const moved: number[] = [];
    for (const row of rows) {
      seen.add(row.id);
      if (digests.get(row.id) !== row.digest) moved.push(row.id);
      else {
        index.setStock(row.id, row.stock);
        index.setOnSale(row.id, onSaleOf(row, inactive));
      }
    }
    if (moved.length > RESYNC_REBUILD_AT) return false;
    for (const id of index.ids()) {
      if (!seen.has(id)) {
        index.remove(id);
        digests.delete(id);
      }
    }
    for (let i = 0; i < moved.length; i += 1_000) {
      const chunk = (await db.select(indexedColumns).from(products).where(inArray(products.id, moved.slice(i, i + 1_000)))) as IndexedRow[];
      for (const row of chunk) {
        index.upsert(toIndexed(row, inactive));
        digests.set(row.id, row.digest);
      }
    }
    return true;
  }

  /** Runs what was asked, after what runs now. */
  function schedule(): void {
    if (scheduled || stopped) return;
    scheduled = true;
    running = running.then(async () => {
      scheduled = false;
      if (stopped) return;
      const rebuild = wantRebuild || current === null;
      const resyncNow = wantResync;
      behind = rebuild || resyncNow;
      const stock = [...wantedStock];
      wantRebuild = false;
      wantResync = false;
      wantedStock.clear();
      try {
        if (rebuild) {
          current = null;
          await build();
        } else if (resyncNow) {
          if (!(await resync(current!))) {
            current = null;
            await build();
          } else current?.warm();
        } else if (stock.length > 0) {
          await refreshStock(current!, stock);
        }
      } catch (error) {
        if (stopped) return;
        // Searches go to the database until a later change or a lost channel builds it again.
        logger.error({ err: error }, 'catalogue index: not kept in step, rebuilt at the next change');
        current = null;
        wantRebuild = true;
      } finally {
        behind = wantResync || wantRebuild;
      }
    });
  }

  const built = (async () => {
    schedule();
    await running;
  })();

  return {
    ready: () => current,
    built,
    settled: async () => {
      // What runs now may schedule more (a failed step asks a rebuild): wait until nothing is left.
      let seen: Promise<void> | null = null;
      while (seen !== running) {
        seen = running;
        await running;
      }
    },
    catchingUp: () => behind || wantResync || wantRebuild,
    changes(changes: Change[]) {
      for (const change of changes) {
        if (change.keys.includes('products') || change.keys.includes('partners')) wantResync = true;
        else if (change.keys.includes('stock')) {
          if (Array.isArray(change.productIds)) for (const id of change.productIds) wantedStock.add(id);
          else wantResync = true;
        }
      }
      if (wantResync || wantedStock.size > 0 || wantRebuild) schedule();
    },
    lost() {
      wantRebuild = true;
      current = null;
      schedule();
    },
    stop() {
      stopped = true;
    },
  };
}
