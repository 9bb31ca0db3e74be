import { useParams } from 'react-router';
import { ProductDetail, parseProductId } from '@/features/product';

/** /product/{id} (spec section 2; public per docs/product/decisions.md "Access"): the product page. */
export function Component() {
  const { id } = useParams();
  const productId = parseProductId(id);
  // Keyed by id so moving between products starts with fresh local state (review form, etc.).
  return <ProductDetail key={productId ?? 'invalid'} productId={productId} />;
}
