import { useParams } from 'react-router';
import { ProductDetail, parseProductId } from '@/features/product';
import { ShopVouchers } from '@/features/shop-vouchers';

/**
 * /product/{id} (spec section 2; public per docs/product/decisions.md "Access"): the product page,
 * with the shop's vouchers that apply to the product (docs/product/vouchers.md "In the shop").
 */
export function Component() {
  const { id } = useParams();
  const productId = parseProductId(id);
  // Keyed by id so moving between products starts with fresh local state (review form, etc.).
  return <ProductDetail key={productId ?? 'invalid'} productId={productId} offers={(product) => <ShopVouchers product={product} />} />;
}
