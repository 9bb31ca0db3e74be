/**
 * Whether a product is on sale (docs/product/decisions.md "A partner's products off sale" and "A
 * product's status"): a product is on sale when its `Status Produk` is `Aktif` AND its partner
 * (mitra) is `Active`. A `Draf` or `Arsip` product, or a product of a partner that is not `Active`
 * — shown `Nonaktif` — cannot be bought. The
 * storefront leaves it out of the catalogue, its page says 'Produk ini sedang tidak dijual.', the
 * cart flags its lines and placing an order refuses it (PRODUCT_OFF_SALE) in both modes; the back
 * office still lists and edits it. A product without a stored partner stays on sale (its partner
 * shows `N/A`). Re-activating the partner puts its products back.
 */
import type { Partner, Product } from '../core/records';
import type { ProductStatus } from '../core/vocabulary';
import { ValidationError } from '../core/errors';
import { messages } from '@/shared/messages';

/** The partner status a partner's products are sold under; any other status is `Nonaktif`. */
export const ACTIVE_PARTNER_STATUS = 'Active';

/** Whether a partner of this status sells: only `Active` does. */
export function isPartnerActive(status: string): boolean {
  return status === ACTIVE_PARTNER_STATUS;
}

/** The `Status Produk` a product is sold under (`Aktif`); `Draf` and `Arsip` are not. */
export const ON_SALE_PRODUCT_STATUS: ProductStatus = 'active';

/**
 * Whether a product of this `Status Produk` sells: only `active` does; a record without a status
 * (stored before products had one) reads `active`.
 */
export function isProductStatusOnSale(status: ProductStatus | undefined): boolean {
  return (status ?? ON_SALE_PRODUCT_STATUS) === ON_SALE_PRODUCT_STATUS;
}

/**
 * The one rule where the facts are the two statuses (placing an order reads them with the locked
 * products): on sale when the product's status is `active` and its partner's status is `Active`,
 * or its partner is not stored (`partnerStatus` null or absent).
 */
export function isOnSaleByStatus(facts: { status?: ProductStatus; partnerStatus?: string | null }): boolean {
  return isProductStatusOnSale(facts.status) && (facts.partnerStatus == null || isPartnerActive(facts.partnerStatus));
}

/**
 * The ids of the partners whose products are off sale (every partner not `Active`).
 * @param partners - the stored partners.
 */
export function inactivePartnerIds(partners: readonly Pick<Partner, 'id' | 'status'>[]): Set<string> {
  return new Set(partners.filter((partner) => !isPartnerActive(partner.status)).map((partner) => partner.id));
}

/**
 * Whether `product` may be bought: its status is `active` and its partner is `Active`, or not
 * stored at all.
 * @param product - the product (its `partnerId` and `status`; no status reads `active`).
 * @param partners - the stored partners, or the set of {@link inactivePartnerIds}.
 */
export function isProductOnSale(
  product: Pick<Product, 'partnerId'> & { status?: ProductStatus },
  partners: readonly Pick<Partner, 'id' | 'status'>[] | ReadonlySet<string>,
): boolean {
  const inactive = partners instanceof Set ? partners : inactivePartnerIds(partners as readonly Pick<Partner, 'id' | 'status'>[]);
  return isProductStatusOnSale(product.status) && !inactive.has(product.partnerId);
}

/**
 * The products of `products` that are on sale ({@link isProductOnSale}), in their order: what the
 * storefront's catalogue, home and search list for buyers and visitors.
 */
export function productsOnSale<T extends Pick<Product, 'partnerId'> & { status?: ProductStatus }>(
  products: readonly T[],
  partners: readonly Pick<Partner, 'id' | 'status'>[],
): T[] {
  const inactive = inactivePartnerIds(partners);
  return products.filter((product) => isProductOnSale(product, inactive));
}

/**
 * The refusal of an order line (or a cart add) of a product that is off sale: ValidationError
 * PRODUCT_OFF_SALE with '{name} sedang tidak dijual. Hapus dari keranjang untuk melanjutkan.'.
 */
export function productOffSaleRefusal(name: string): ValidationError {
  return new ValidationError(messages.cart.productOffSale(name), {}, 'PRODUCT_OFF_SALE');
}
