/**
 * The owner's side of browser mode's products (admin only): a product's save and delete (decided
 * by src/domain/catalog/changes.ts), and the CSV import and export. Loaded by
 * ./products-repository.ts at the first such call, so the storefront's first load carries neither
 * these rules nor the product form's schema and texts.
 */
import { decideCreateProduct, decideDeleteProduct, decideUpdateProduct } from '@/domain/catalog/changes';
import { productSaveSchema } from '@/domain/catalog/product-inputs';
import { takenSkus } from '@/domain/catalog/variants';
import { planOrThrow } from '@/domain/core/decision';
import { ValidationError } from '@/domain/core/errors';
import type { Product } from '@/domain/core/records';
import type { ProductImportSummary } from '@/domain/port/port';
import { variantMessages } from '@/shared/messages-variants';
import { applyEffects } from './apply-effects';
import { validate, type AdapterContext, type StoreReader } from './context';

/**
 * Creates (`id` undefined) or updates product `id` (`ProductRepository.save`).
 * @returns the product as stored.
 * @throws ValidationError for an invalid input or a SKU another product's variant has; NotFoundError
 * for an unknown `id`; the role errors of `requireRole`.
 */
export function saveProduct(ctx: AdapterContext, input: unknown, id: number | undefined): Promise<Product> {
  return ctx.store.transact((tx) => {
    const admin = ctx.requireRole(tx, 'admin');
    const details = validate(productSaveSchema, input);
    const products = tx.get('products');
    const plan =
      id === undefined
        ? planOrThrow(decideCreateProduct({ details, maxId: products.reduce((max, p) => Math.max(max, p.id), 0), now: ctx.now() }))
        : planOrThrow(decideUpdateProduct({ id, details, existing: products.find((p) => p.id === id) ?? null }));
    // A SKU names one variant across the shop (the server's unique index says the same).
    const [taken] = takenSkus(plan.product, products);
    if (taken !== undefined) throw new ValidationError(variantMessages.skuTaken(taken), { variants: variantMessages.skuTaken(taken) });
    applyEffects(ctx, tx, plan, admin);
    return plan.product;
  });
}

/**
 * Deletes product `id` (`ProductRepository.remove`).
 * @throws NotFoundError for an unknown `id`; the role errors of `requireRole`.
 */
export function removeProduct(ctx: AdapterContext, id: number): Promise<void> {
  return ctx.store.transact((tx) => {
    const admin = ctx.requireRole(tx, 'admin');
    const plan = planOrThrow(decideDeleteProduct({ id, existing: tx.get('products').find((p) => p.id === id) ?? null }));
    applyEffects(ctx, tx, plan, admin);
  });
}

/**
 * Imports a product CSV (`ProductRepository.importCsv`): with `dryRun`, only what it would do.
 * @returns how many products it creates and updates.
 * @throws ProductImportError listing every bad row (nothing is written then); the role errors.
 */
export async function importProductCsv(ctx: AdapterContext, csv: string, options: { dryRun?: boolean } = {}): Promise<ProductImportSummary> {
  // The CSV code (papaparse among it) loads with the first import, never with the page.
  const [{ parseProductCsv }, { planProductImport, ProductImportError }] = await Promise.all([
    import('@/domain/catalog/product-csv'),
    import('@/domain/catalog/product-import'),
  ]);
  const decide = (tx: StoreReader) => {
    const parsed = parseProductCsv(csv);
    // A file-level refusal (limits, header) has no rows; cell errors are reported with the rows'.
    if (parsed.rows.length === 0) throw new ProductImportError(parsed.errors);
    const products = tx.get('products');
    const maxId = products.reduce((max, p) => Math.max(max, p.id), 0);
    return planOrThrow(planProductImport({ existing: products, rows: parsed.rows, maxId, now: ctx.now(), errors: parsed.errors }));
  };
  if (options.dryRun) {
    const plan = await ctx.adminRead(decide);
    return { created: plan.creates.length, updated: plan.updates.length };
  }
  return ctx.store.transact((tx) => {
    const admin = ctx.requireRole(tx, 'admin');
    const plan = decide(tx);
    applyEffects(ctx, tx, { effects: [{ kind: 'importProducts', creates: plan.creates, updates: plan.updates }, { kind: 'log', entry: plan.log }] }, admin);
    return { created: plan.creates.length, updated: plan.updates.length };
  });
}

/** Every product as CSV, one row per variant (`ProductRepository.exportCsv`); admin only. */
export async function exportProductCsv(ctx: AdapterContext): Promise<string> {
  const { productsToCsv } = await import('@/domain/catalog/product-csv');
  return ctx.adminRead((tx) => productsToCsv(tx.get('products')));
}
