/**
 * Whether a product is on sale (docs/product/decisions.md "A partner's products off sale"): a
 * product of a partner (mitra) that is not `Active` — shown `Nonaktif` — cannot be bought. The
 * storefront leaves it out of the catalogue, its page says 'Produk ini sedang tidak dijual.', the
 * cart flags its lines and placing an order refuses it (PRODUCT_OFF_SALE) in both modes; the back
 * office still lists and edits it. A product without a stored partner stays on sale (its partner
 * shows `N/A`). Re-activating the partner puts its products back.
 */
import type { Partner, Product } from '../core/records';
import { ValidationError } from '../core/errors';
import { messages } from '@/shared/messages';

/** The partner status a partner's products are sold under; any other status is `Nonaktif`. */
export const ACTIVE_PARTNER_STATUS = 'Active';

/** Whether a partner of this status sells: only `Active` does. */
export function isPartnerActive(status: string): boolean {
  return status === ACTIVE_PARTNER_STATUS;
}

/**
 * The ids of the partners whose products are off sale (every partner not `Active`).
 * @param partners - the stored partners.
 */
export function inactivePartnerIds(partners: readonly Pick<Partner, 'id' | 'status'>[]): Set<string> {
  return new Set(partners.filter((partner) => !isPartnerActive(partner.status)).map((partner) => partner.id));
}

/**
 * Whether `product` may be bought: its partner is `Active`, or not stored at all.
 * @param product - the product (its `partnerId`).
 * @param partners - the stored partners, or the set of {@link inactivePartnerIds}.
 */
export function isProductOnSale(
  product: Pick<Product, 'partnerId'>,
  partners: readonly Pick<Partner, 'id' | 'status'>[] | ReadonlySet<string>,
): boolean {
  const inactive = partners instanceof Set ? partners : inactivePartnerIds(partners as readonly Pick<Partner, 'id' | 'status'>[]);
  return !inactive.has(product.partnerId);
}

/**
 * The products of `products` that are on sale ({@link isProductOnSale}), in their order: what the
 * storefront's catalogue, home and search list for buyers and visitors.
 */
export function productsOnSale<T extends Pick<Product, 'partnerId'>>(
  products: readonly T[],
  partners: readonly Pick<Partner, 'id' | 'status'>[],
): T[] {
  const inactive = inactivePartnerIds(partners);
  return inactive.size === 0 ? [...products] : products.filter((product) => !inactive.has(product.partnerId));
}

/**
 * The refusal of an order line (or a cart add) of a product that is off sale: ValidationError
 * PRODUCT_OFF_SALE with '{name} sedang tidak dijual. Hapus dari keranjang untuk melanjutkan.'.
 */
export function productOffSaleRefusal(name: string): ValidationError {
  return new ValidationError(messages.cart.productOffSale(name), {}, 'PRODUCT_OFF_SALE');
}
