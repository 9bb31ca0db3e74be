import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';

/** What {@link useAddToCart} adds: a product and its units (1 when left out). */
export interface AddToCartRequest {
  productId: number;
  /** Whole units, 1 to min(stock, the store's `Maksimal per Produk`) (the product page's `Jumlah`). */
  quantity?: number;
  /** The chosen variant of a product with `Variasi` (src/domain/catalog/variants.ts). */
  variantId?: string;
}

/**
 * Adds units of a product to the signed-in buyer's cart in one change (spec section 4). The data
 * layer checks the buyer role, the stock and the store's cap and throws errors with the user's
 * message, e.g. 'Stok untuk X tidak mencukupi!'.
 */
export function useAddToCart() {
  const data = useShopData();
  return useMutation({ mutationFn: ({ productId, quantity, variantId }: AddToCartRequest) => data.cart.add(productId, quantity, variantId) });
}
