/**
 * `Impor Produk` and `Ekspor Produk` on the server (docs/api.md "Product import and export"): the
 * file is read and decided by the domain (src/domain/catalog/product-csv.ts, product-import.ts),
 * as in browser mode; this module loads what the decision needs in a few statements, writes the
 * plan with multi-row statements in one transaction (a 5,000-row file costs a handful of round
 * trips, not one per row: docs/measuring.md "Product import"), and reads the export a page at a time.
 */
import { asc, gt, inArray, sql } from 'drizzle-orm';
import { parseProductCsv, productCsvChunk, IMAGE_SEPARATOR } from '@/domain/catalog/product-csv';
import { planProductImport, ProductImportError } from '@/domain/catalog/product-import';
import type { ProductCsvError, ProductCsvRow } from '@/domain/catalog/product-csv';
import { planOrThrow } from '@/domain/core/decision';
import type { Product } from '@/domain/core/records';
import type { ProductImportSummary } from '@/domain/port/port';
import { productCsvMessages } from '@/shared/messages-product-csv';
import { apiMessages } from '@/shared/messages';
import type { Executor } from '../db/client';
import { toProduct } from '../db/records';
import { products, productVariants } from '../db/schema';
import type { ServiceContext } from './context';
import { applyEffects } from './effects';
import { isShopImageUrl, missingImageUrls, touchImages } from './images';
import { withVariants } from './product-variants';

/** Products read per statement by the export. */
const EXPORT_PAGE = 1_000;

/** A row's photos: `Foto Produk`'s and `Foto Variasi`, with the column each is in. */
function photosOf(row: ProductCsvRow): { url: string; column: 'Foto Produk' | 'Foto Variasi' }[] {
  const photos = row.cells['Foto Produk'].split(IMAGE_SEPARATOR).map((url) => url.trim()).filter((url) => url !== '');
  const variantPhoto = row.cells['Foto Variasi'].trim();
  return [...photos.map((url) => ({ url, column: 'Foto Produk' as const })), ...(variantPhoto ? [{ url: variantPhoto, column: 'Foto Variasi' as const }] : [])];
}

/**
 * The row errors of uploaded photos the server no longer stores, as a product save refuses them
 * (`keepNamedImage`): a photo the matched product already shows is never refused.
 */
async function goneImageErrors(db: Executor, rows: readonly ProductCsvRow[], existing: readonly Product[]): Promise<ProductCsvError[]> {
  const missing = await missingImageUrls(db, rows.flatMap((row) => photosOf(row).map((photo) => photo.url)));
  if (missing.size === 0) return [];
  const shown = new Set(existing.flatMap((product) => [...product.images, ...product.variants.map((v) => v.image)]));
  const errors: ProductCsvError[] = [];
  for (const row of rows) {
    const gone = photosOf(row).find((photo) => missing.has(photo.url) && !shown.has(photo.url));
    if (gone) errors.push({ row: row.row, message: productCsvMessages.rowError(row.row, apiMessages.imageGone, gone.column) });
  }
  return errors;
}

/** The row errors of photos the server does not serve (an image field takes only the shop's own images: docs/security.md). */
function imageErrors(rows: readonly ProductCsvRow[]): ProductCsvError[] {
  return rows.flatMap((row) =>
    (['Foto Produk', 'Foto Variasi'] as const)
      .filter((column) => photosOf(row).some((photo) => photo.column === column && !isShopImageUrl(photo.url)))
      .map((column) => ({ row: row.row, message: productCsvMessages.rowError(row.row, productCsvMessages.imageNotShop, column) })),
  );
}

/**
 * The stored products an import file may name, locked for the transaction: those of its ids and
 * those holding one of its SKUs (two statements and the variants' read), and the highest id.
 */
async function loadNamed(db: Executor, rows: readonly ProductCsvRow[]): Promise<{ existing: Product[]; maxId: number }> {
  const ids = [...new Set(rows.map((row) => row.cells['ID Produk'].trim()).filter((id) => /^\d{1,15}$/.test(id)).map(Number))];
  const skus = [...new Set(rows.map((row) => row.cells['SKU'].trim()).filter((sku) => sku !== ''))];
  if (skus.length > 0) {
    const holders = await db.selectDistinct({ id: productVariants.productId }).from(productVariants).where(inArray(productVariants.sku, skus));
    for (const holder of holders) if (!ids.includes(holder.id)) ids.push(holder.id);
  }
  const found = ids.length === 0 ? [] : await db.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('update');
  const [max] = await db.select({ id: sql<number | null>`max(${products.id})`.mapWith(Number) }).from(products);
  return { existing: await withVariants(db, found.map((row) => toProduct(row))), maxId: max?.id ?? 0 };
}

/**
 * `importCsv` of the port (docs/api.md "Product import and export"): admin only, counted against
 * the admin's import limit (previews too), the file read, decided and — unless `dryRun` — written
 * in one transaction, its photos touched so the clean-up keeps them.
 * @throws PermissionError; RateLimitError; ValidationError PRODUCT_IMPORT_INVALID (nothing written).
 */
export async function importProductsCsv(ctx: ServiceContext, csv: string, dryRun: boolean): Promise<ProductImportSummary> {
  const admin = ctx.requireRole('admin');
  await ctx.limits.productImport(admin.id);
  const parsed = parseProductCsv(csv);
  // A file-level refusal (limits, header) has no rows; cell errors are reported with the rows'.
  if (parsed.rows.length === 0) throw new ProductImportError(parsed.errors);
  const errors = [...parsed.errors, ...imageErrors(parsed.rows)];
  return ctx.transact(async (tx) => {
    const { existing, maxId } = await loadNamed(tx.db, parsed.rows);
    const gone = await goneImageErrors(tx.db, parsed.rows, existing);
    const plan = planOrThrow(planProductImport({ existing, rows: parsed.rows, maxId, now: ctx.now(), errors: [...errors, ...gone] }));
    const summary = { created: plan.creates.length, updated: plan.updates.length };
    if (dryRun) return summary;
    const photos = [...plan.creates, ...plan.updates].flatMap((product) => [...product.images, ...product.variants.map((v) => v.image).filter((url) => url !== '')]);
    await touchImages(tx.db, photos, ctx.now());
    await applyEffects(ctx, tx, { effects: [{ kind: 'importProducts', creates: plan.creates, updates: plan.updates }, { kind: 'log', entry: plan.log }] }, admin);
    return summary;
  });
}

/**
 * The export's CSV text a page of {@link EXPORT_PAGE} products at a time, in stored order (keyset
 * on `seq`, each page with its variants): the header first, then each page's rows. Admin only.
 * @throws PermissionError before anything is read.
 */
export async function* exportProductsCsv(ctx: ServiceContext): AsyncGenerator<string> {
  ctx.requireRole('admin');
  let after = 0;
  let first = true;
  for (;;) {
    const rows = await ctx.db.select().from(products).where(gt(products.seq, after)).orderBy(asc(products.seq)).limit(EXPORT_PAGE);
    if (first && rows.length === 0) yield productCsvChunk([], true);
    if (rows.length === 0) return;
    yield productCsvChunk(await withVariants(ctx.db, rows.map((row) => toProduct(row))), first);
    first = false;
    after = rows[rows.length - 1]!.seq;
  }
}
