import type { Partner, Product } from '@/domain/schemas';

/**
 * The products whose name, category, location or partner name contains `query` (case- and
 * accent-insensitive, surrounding spaces ignored); all of them for an empty query. Keeps order.
 * @param partnerNames - partner id → name.
 */
export function filterAdminProducts(
  products: readonly Product[],
  query: string,
  partnerNames: ReadonlyMap<Partner['id'], string>,
): readonly Product[] {
  const needle = fold(query.trim());
  if (!needle) return products;
  return products.filter((product) =>
    [
      product.name,
      product.category,
      product.location,
      partnerNames.get(product.partnerId) ?? '',
    ].some((field) => fold(field).includes(needle)),
  );
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('id-ID');
}
