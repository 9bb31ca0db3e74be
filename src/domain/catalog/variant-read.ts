/**
 * A product's variants as the shop sells them (docs/product/decisions.md "Variations"; decision
 * 027): the variant chosen, its label and line name, what it sells, the price range, which options
 * can still be bought, why a line cannot be sold, and the stock moves. Apart from ./variants.ts
 * (the owner's rules for tiers, combinations, SKUs and promos, with their texts) so the storefront
 * pages and browser mode's cart do not carry those in their first load. Pure: both modes and the
 * server call these.
 */
import { variantBuyerMessages } from '@/shared/messages-variants-buyer';
import { formatRupiah } from '@/shared/format';
import { ValidationError } from '../core/errors';
import { priceRangeInForce, type PromoPriced } from './promo';
import type { Product, ProductVariant } from '../core/records';

/** The JSON key of a combination of options (equal options, equal key). */
export const comboKey = (options: readonly string[]) => JSON.stringify(options);

/** What joins a variant's options in its label ("Merah / L"). */
export const OPTION_SEPARATOR = ' / ';

/** What joins a product's name and its variant's label in an order line ("Kopi Arabika Gayo — 500 g"). */
export const LINE_NAME_SEPARATOR = ' — ';

/** Whether `product` has tiers, so a buyer must choose a variant. */
export function hasVariants(product: Pick<Product, 'variations'>): boolean {
  return product.variations.length > 0;
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
    ? { variantId: variant.id, price: variant.price, promoPrice: variant.promoPrice ?? null, stock: variant.stock, weight: variant.weight }
    : null;
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

/**
 * Why a line of `product`'s variant `variantId` cannot be sold, or null when it can: ValidationError
 * VARIANT_REQUIRED 'Pilih variasi terlebih dahulu.' (a product with tiers, no variant named) or
 * VARIANT_GONE (a variant the product does not have: deleted by the owner, or another product's;
 * or a variant named for a product without tiers).
 */
export function variantRefusal(product: Pick<Product, 'name' | 'variations' | 'variants'>, variantId: string | undefined): ValidationError | null {
  if (!hasVariants(product)) {
    return variantId ? new ValidationError(variantBuyerMessages.variantGone(product.name), {}, 'VARIANT_GONE') : null;
  }
  if (!variantId) return new ValidationError(variantBuyerMessages.chooseVariant, { variantId: variantBuyerMessages.chooseVariant }, 'VARIANT_REQUIRED');
  return findVariant(product, variantId) ? null : new ValidationError(variantBuyerMessages.variantGone(product.name), {}, 'VARIANT_GONE');
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

/** The words a product's variations add to its search text: option names and SKUs. */
export function variantSearchWords(product: Partial<Pick<Product, 'variations' | 'variants'>>): string[] {
  return [...(product.variations ?? []).flatMap((tier) => tier.options), ...(product.variants ?? []).map((v) => v.sku).filter((sku) => sku !== '')];
}
