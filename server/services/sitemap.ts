/**
 * The products sitemap.xml lists (server/app.ts, server/pages/head.ts `sitemapXml`): the query
 * lives here, with the other services' SQL, and the route only writes the XML.
 */
import { asc } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { products } from '../db/schema';
import { ON_SALE } from './catalog-search';

/**
 * The ids of the first `limit` products on sale (src/domain/catalog/on-sale.ts: a `Draf` or `Arsip`
 * product, or one of a `Nonaktif` partner, is left out), oldest first.
 * @param db - the database.
 * @param limit - at most this many (a sitemap's limit, `SITEMAP_LIMIT`).
 */
export async function sitemapProductIds(db: Executor, limit: number): Promise<number[]> {
  const rows = await db.select({ id: products.id }).from(products).where(ON_SALE).orderBy(asc(products.id)).limit(limit);
  return rows.map((row) => row.id);
}
