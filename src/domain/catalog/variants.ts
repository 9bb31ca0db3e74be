/**
 * Product variations (`Variasi`, docs/product/decisions.md "Variations"; decision 027): up to two
 * tiers (`Warna` × `Ukuran`), each combination a variant with its own price, stock, weight, SKU and
 * photo — the sellable unit. A product without tiers keeps its own price, stock and weight as its
 * one implicit variant (id ''). With tiers the product's `price` is the lowest variant price,
 * `stock` the variants' sum and `weight` the first variant's, derived here on every write so the
 * lists, sorts and low-stock rules keep reading the product. A variant may carry its own
 * `promoPrice`, running in the product's promo window (./promo.ts `priceInForceOf`). Pure: both
 * modes, the owner's form and the server call these.
 */
import { variantMessages } from '@/shared/messages-variants';
import { formatRupiah } from '@/shared/format';
import { adminMessages } from '@/shared/messages';
import { ValidationError } from '../core/errors';
import { priceRangeInForce, type PromoPriced } from './promo';
import type { Product, ProductVariant, ProductVariation } from '../core/records';

/** The limits of a product's variations (docs/security.md). */
export const VARIANT_LIMITS = {
  tiers: 2,
  tierNameLength: 20,
  options: 20,
  optionLength: 20,
  combinations: 50,
  skuLength: 40,
} as const;

/** What joins a variant's options in its label ("Merah / L"). */
export const OPTION_SEPARATOR = ' / ';
/** What joins a product's name and its variant's label in an order line ("Kopi Arabika Gayo — 500 g"). */
export const LINE_NAME_SEPARATOR = ' — ';

/** One broken rule of a product's variations: where (a form path) and the message to show. */
export interface VariantIssue {
  path: (string | number)[];
  message: string;
}

/** Whether `product` has tiers, so a buyer must choose a variant. */
export function hasVariants(product: Pick<Product, 'variations'>): boolean {
  return product.variations.length > 0;
}

/** Every combination of `variations`' options, in tier order (the first tier varies slowest). */
export function combinationsOf(variations: readonly ProductVariation[]): string[][] {
  if (variations.length === 0) return [];
  return variations.reduce<string[][]>(
    (combos, tier) => combos.flatMap((combo) => tier.options.map((option) => [...combo, option])),
    [[]],
  );
}

/** The number of combinations `variations` make (0 without tiers), without listing them. */
export function combinationCount(variations: readonly ProductVariation[]): number {
  return variations.length === 0 ? 0 : variations.reduce((n, tier) => n * tier.options.length, 1);
}

const comboKey = (options: readonly string[]) => JSON.stringify(options);

/**
 * Every rule a product's variations break, first the tiers, then the variants: 0–2 tiers, names
 * 1–20 characters and unique, 1–20 options per tier of 1–20 characters, unique within the tier, at
 * most 50 combinations, exactly one variant per combination with a unique id, a SKU of at most 40
 * characters unique within the product. Prices, stock and weights are the input schema's
 * (src/domain/catalog/inputs.ts) and the stored schema's to check. Empty: valid.
 */
export function variantIssues(variations: readonly ProductVariation[], variants: readonly Pick<ProductVariant, 'id' | 'options' | 'sku'>[]): VariantIssue[] {
  const issues: VariantIssue[] = [];
  if (variations.length > VARIANT_LIMITS.tiers) return [{ path: ['variations'], message: variantMessages.tooManyTiers }];
  const names = new Set<string>();
  variations.forEach((tier, t) => {
    const name = tier.name.trim();
    if (name.length < 1 || name.length > VARIANT_LIMITS.tierNameLength) {
      issues.push({ path: ['variations', t, 'name'], message: variantMessages.tierNameInvalid });
    } else if (names.has(name.toLowerCase())) {
      issues.push({ path: ['variations', t, 'name'], message: variantMessages.tierNameDuplicate });
    }
    names.add(name.toLowerCase());
    if (tier.options.length < 1 || tier.options.length > VARIANT_LIMITS.options) {
      issues.push({ path: ['variations', t, 'options'], message: variantMessages.optionCountInvalid });
    }
    const seen = new Set<string>();
    tier.options.forEach((option, o) => {
      const value = option.trim();
      if (value.length < 1 || value.length > VARIANT_LIMITS.optionLength) {
        issues.push({ path: ['variations', t, 'options', o], message: variantMessages.optionInvalid });
      } else if (seen.has(value.toLowerCase())) {
        issues.push({ path: ['variations', t, 'options', o], message: variantMessages.optionDuplicate });
      }
      seen.add(value.toLowerCase());
    });
  });
  if (issues.length > 0) return issues;
  if (combinationCount(variations) > VARIANT_LIMITS.combinations) {
    return [{ path: ['variations'], message: variantMessages.tooManyCombinations }];
  }
  const wanted = new Set(combinationsOf(variations).map(comboKey));
  const had = new Set<string>();
  const ids = new Set<string>();
  const skus = new Set<string>();
  let mismatch = variants.length !== wanted.size;
  variants.forEach((variant, v) => {
    const key = comboKey(variant.options);
    if (!wanted.has(key) || had.has(key) || variant.id === '' || ids.has(variant.id)) mismatch = true;
    had.add(key);
    ids.add(variant.id);
    if (variant.sku.length > VARIANT_LIMITS.skuLength) {
      issues.push({ path: ['variants', v, 'sku'], message: variantMessages.skuTooLong });
    } else if (variant.sku !== '' && skus.has(variant.sku)) {
      issues.push({ path: ['variants', v, 'sku'], message: variantMessages.skuTaken(variant.sku) });
    }
    if (variant.sku !== '') skus.add(variant.sku);
  });
  if (mismatch) issues.unshift({ path: ['variants'], message: variantMessages.combinationsMismatch });
  return issues;
}

/**
 * The SKUs of `product`'s variants another product of `catalogue` already uses (a SKU is unique
 * across the shop; the server's unique index says the same). Empty: none taken.
 */
export function takenSkus(product: Pick<Product, 'id' | 'variants'>, catalogue: readonly Pick<Product, 'id' | 'variants'>[]): string[] {
  const others = new Set(catalogue.filter((p) => p.id !== product.id).flatMap((p) => p.variants.map((v) => v.sku).filter((sku) => sku !== '')));
  return product.variants.map((v) => v.sku).filter((sku) => sku !== '' && others.has(sku));
}

/** The variant `variantId` of `product`, or undefined (none such, or the implicit variant ''). */
export function findVariant(product: Pick<Product, 'variants'>, variantId: string | undefined): ProductVariant | undefined {
  if (!variantId) return undefined;
  return product.variants.find((v) => v.id === variantId);
}

/** The variant of `product` with exactly `options` (one per tier), or undefined. */
export function variantWithOptions(product: Pick<Product, 'variants'>, options: readonly string[]): ProductVariant | undefined {
  const key = comboKey(options);
  return product.variants.find((v) => comboKey(v.options) === key);
}

/**
 * A variant's label: its options joined ' / ' ("500 g", "Merah / L"); '' for the implicit variant
 * or an id the product does not have.
 */
export function variantLabel(product: Pick<Product, 'variants'>, variantId: string | undefined): string {
  return findVariant(product, variantId)?.options.join(OPTION_SEPARATOR) ?? '';
}

/** The name of a line of `product`'s variant `variantId`: "Kopi Arabika Gayo — 500 g", or the product's name. */
export function lineName(product: Pick<Product, 'name' | 'variants'>, variantId: string | undefined): string {
  const label = variantLabel(product, variantId);
  return label === '' ? product.name : `${product.name}${LINE_NAME_SEPARATOR}${label}`;
}

/**
 * What a line of `product`'s variant `variantId` sells: its price, promo price (null: none; it runs
 * in the product's promo window, ./promo.ts `priceInForceOf`), stock and weight — the variant's, or
 * the product's own for a product without tiers. Null: the product has tiers and `variantId` names
 * none of its variants (none chosen, deleted, or another product's).
 */
export function sellableUnit(
  product: Pick<Product, 'price' | 'stock' | 'weight' | 'variations' | 'variants'> & { promoPrice?: number | null },
  variantId: string | undefined,
): { variantId: string; price: number; promoPrice: number | null; stock: number; weight: number } | null {
  if (!hasVariants(product)) {
    return variantId ? null : { variantId: '', price: product.price, promoPrice: product.promoPrice ?? null, stock: product.stock, weight: product.weight };
  }
  const variant = findVariant(product, variantId);
  return variant
    ? { variantId: variant.id, price: variant.price, promoPrice: variant.promoPrice, stock: variant.stock, weight: variant.weight }
    : null;
}

/**
 * Why a line of `product`'s variant `variantId` cannot be sold, or null when it can: ValidationError
 * VARIANT_REQUIRED 'Pilih variasi terlebih dahulu.' (a product with tiers, no variant named) or
 * VARIANT_GONE (a variant the product does not have: deleted by the owner, or another product's;
 * or a variant named for a product without tiers).
 */
export function variantRefusal(product: Pick<Product, 'name' | 'variations' | 'variants'>, variantId: string | undefined): ValidationError | null {
  if (!hasVariants(product)) {
    return variantId ? new ValidationError(variantMessages.variantGone(product.name), {}, 'VARIANT_GONE') : null;
  }
  if (!variantId) return new ValidationError(variantMessages.chooseVariant, { variantId: variantMessages.chooseVariant }, 'VARIANT_REQUIRED');
  return findVariant(product, variantId) ? null : new ValidationError(variantMessages.variantGone(product.name), {}, 'VARIANT_GONE');
}

/**
 * `product` with its price, stock and weight derived from its variants (lowest price, summed
 * stock, first variant's weight); a product without variants as it is.
 */
export function withDerivedFields<T extends Pick<Product, 'price' | 'stock' | 'weight' | 'variants'>>(product: T): T {
  const { variants } = product;
  if (variants.length === 0) return product;
  return {
    ...product,
    price: Math.min(...variants.map((v) => v.price)),
    stock: variants.reduce((sum, v) => sum + v.stock, 0),
    weight: variants[0]!.weight,
  };
}

/**
 * `product` with `delta` units moved (negative: taken, positive: given back) — of its variant
 * `variantId`, the product's summed stock moving by as much, in step; of the product itself without
 * one. Null when the variant is gone or the stock would fall below zero (nothing moves then).
 */
export function withStockMoved<T extends Pick<Product, 'stock' | 'variants'>>(product: T, variantId: string | undefined, delta: number): T | null {
  if (!variantId) return product.stock + delta < 0 ? null : { ...product, stock: product.stock + delta };
  const variant = findVariant(product, variantId);
  if (!variant || variant.stock + delta < 0) return null;
  return {
    ...product,
    stock: product.stock + delta,
    variants: product.variants.map((v) => (v === variant ? { ...v, stock: v.stock + delta } : v)),
  };
}

/** The lowest and highest price of `product` (equal for a product without variants). */
export function priceRange(product: Pick<Product, 'price' | 'variants'>): { low: number; high: number } {
  if (product.variants.length === 0) return { low: product.price, high: product.price };
  const prices = product.variants.map((v) => v.price);
  return { low: Math.min(...prices), high: Math.max(...prices) };
}

/**
 * The price a product shows before a variant is chosen: "Rp 45.000 – Rp 160.000" when its variants'
 * prices differ, else its one price ("Rp 85.000"). Given `now`, the prices in force then (a running
 * variant promo lowers its variant's price, ./promo.ts `priceRangeInForce`: the storefront); without,
 * the normal prices (the owner's list).
 */
export function priceRangeText(product: Pick<Product, 'price' | 'variants'> & PromoPriced, now?: Date): string {
  const { low, high } = now ? priceRangeInForce(product, now) : priceRange(product);
  return low === high ? formatRupiah(low) : `${formatRupiah(low)} – ${formatRupiah(high)}`;
}

/**
 * Whether `option` of tier `tier` can still be bought given the buyer's other choice `chosen`
 * (one entry per tier, '' or undefined for none): some combination with it and the other choice
 * has stock left.
 */
export function optionAvailable(product: Pick<Product, 'variants'>, tier: number, option: string, chosen: readonly (string | undefined)[]): boolean {
  return product.variants.some(
    (v) => v.stock > 0 && v.options[tier] === option && v.options.every((o, t) => t === tier || !chosen[t] || chosen[t] === o),
  );
}

/** The next free variant id of `variants` ('v1', 'v2', …): ids stay stable while a product is edited. */
export function nextVariantId(variants: readonly Pick<ProductVariant, 'id'>[]): string {
  const used = variants.map((v) => /^v(\d+)$/.exec(v.id)).map((m) => (m ? Number(m[1]) : 0));
  return `v${Math.max(0, ...used) + 1}`;
}

/**
 * The variants of `variations` after the owner changed the tiers: a combination already sold keeps
 * its variant (id, price, stock, weight, SKU, photo), a new one gets a fresh id, `defaults` and an
 * empty SKU and photo. In combination order. Generic over the row (a stored variant unless named),
 * so the owner's form reconciles its typed rows (amounts as text) by the same rule.
 */
export function reconcileVariants<V extends Pick<ProductVariant, 'id' | 'options' | 'sku' | 'image'> = ProductVariant>(
  variations: readonly ProductVariation[],
  previous: readonly NoInfer<V>[],
  defaults: Omit<V, 'id' | 'options' | 'sku' | 'image'>,
): V[] {
  const byKey = new Map(previous.map((v) => [comboKey(v.options), v]));
  const taken: Pick<ProductVariant, 'id'>[] = [...previous];
  return combinationsOf(variations).map((options) => {
    const kept = byKey.get(comboKey(options));
    if (kept) return { ...kept, options };
    const id = nextVariantId(taken);
    // Sound: V is the fields named here plus those of `defaults`.
    const variant = { ...defaults, id, options, sku: '', image: '' } as V;
    taken.push(variant);
    return variant;
  });
}

/**
 * The rules of the promo of a product with tiers (docs/product/decisions.md "Promo price"), as
 * issues (empty: valid): the product's own `Harga Promo` stays empty (each combination has its
 * own); a combination's `Harga Promo` is lower than its `Harga` and needs the product's window
 * (`Promo Mulai` or `Promo Berakhir`), which every combination's promo shares; a window needs at
 * least one combination's promo. The window's own order (end after start) is ./promo-inputs.ts
 * `promoIssues`'. A product without tiers: none here.
 */
export function variantPromoIssues(product: {
  promoPrice: number | null;
  promoStart: string | null;
  promoEnd: string | null;
  variations?: readonly ProductVariation[];
  variants?: readonly Pick<ProductVariant, 'price' | 'promoPrice'>[];
}): VariantIssue[] {
  if ((product.variations?.length ?? 0) === 0) return [];
  const issues: VariantIssue[] = [];
  if (product.promoPrice !== null) issues.push({ path: ['promoPrice'], message: variantMessages.promoPerVariant });
  const windowSet = product.promoStart !== null || product.promoEnd !== null;
  let anyPromo = false;
  (product.variants ?? []).forEach((variant, v) => {
    if (variant.promoPrice === null) return;
    anyPromo = true;
    if (variant.promoPrice >= variant.price) issues.push({ path: ['variants', v, 'promoPrice'], message: adminMessages.promoPriceNotLower });
    else if (!windowSet) issues.push({ path: ['variants', v, 'promoPrice'], message: variantMessages.promoNeedsWindow });
  });
  if (windowSet && !anyPromo && product.promoPrice === null) issues.push({ path: ['promoStart'], message: variantMessages.promoWindowWithoutPrice });
  return issues;
}

/** The words a product's variations add to its search text: option names and SKUs. */
export function variantSearchWords(product: Partial<Pick<Product, 'variations' | 'variants'>>): string[] {
  return [...(product.variations ?? []).flatMap((tier) => tier.options), ...(product.variants ?? []).map((v) => v.sku).filter((sku) => sku !== '')];
}
