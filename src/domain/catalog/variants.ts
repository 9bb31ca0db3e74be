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
import { adminMessages } from '@/shared/messages-admin';
import { comboKey } from './variant-read';
import type { Product, ProductVariant, ProductVariation } from '../core/records';

export {
  findVariant,
  hasVariants,
  LINE_NAME_SEPARATOR,
  lineName,
  OPTION_SEPARATOR,
  optionAvailable,
  priceRange,
  priceRangeText,
  sellableUnit,
  variantLabel,
  variantRefusal,
  variantSearchWords,
  variantWithOptions,
  withDerivedFields,
  withStockMoved,
} from './variant-read';

/** The limits of a product's variations (docs/security.md). */
export const VARIANT_LIMITS = {
  tiers: 2,
  tierNameLength: 20,
  options: 20,
  optionLength: 20,
  combinations: 50,
  skuLength: 40,
} as const;

/** One broken rule of a product's variations: where (a form path) and the message to show. */
export interface VariantIssue {
  path: (string | number)[];
  message: string;
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
