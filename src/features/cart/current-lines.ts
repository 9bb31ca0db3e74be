import type { CartItem, Product } from '@/domain/schemas';

/**
 * The cart lines with the catalogue's current name, price (Rupiah), image and stock: a line keeps
 * the product fields of the moment it was added, but the order is priced and stock-checked against
 * the catalogue (see `data.orders.place`). Lines of products no longer in the catalogue keep their
 * own fields.
 * @param products - the catalogue, or undefined while it loads.
 */
export function withCurrentProducts(
  items: readonly CartItem[],
  products: readonly Product[] | undefined,
): CartItem[] {
  if (!products) return [...items];
  const byId = new Map(products.map((product) => [product.id, product]));
  return items.map((item) => {
    const product = byId.get(item.id);
    return product
      ? {
          ...item,
          name: product.name,
          price: product.price,
          image: product.image,
          stock: product.stock,
        }
      : item;
  });
}
