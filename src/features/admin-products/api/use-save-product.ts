import { useMutation } from '@tanstack/react-query';
import type { RecordSaveVariables } from '@/components/list-kit';
import { useShopData } from '@/data/react';
import type { ProductInput } from '@/domain/catalog/product-inputs';

/**
 * Input of {@link useSaveProduct}'s mutation: the form's values and, when editing, the product id
 * (absent: add a new product).
 */
export type SaveProductVariables = RecordSaveVariables<ProductInput, number>;

/**
 * Adds or updates a product through `data.products.save` (admin only; logged as
 * addProduct/updateProduct by the data layer).
 * @returns A TanStack mutation; errors carry the user message (`ValidationError.fieldErrors` per field).
 */
export function useSaveProduct() {
  const data = useShopData();
  return useMutation({
    mutationFn: ({ input, id }: SaveProductVariables) => data.products.save(input, id),
  });
}
