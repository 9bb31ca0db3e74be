/**
 * The product-variants contract against the key-value adapters; the cases live in
 * `src/testing/contract/product-variants.ts` (the HTTP adapter runs them in `http.test.ts`).
 */
import { adapters } from '@/testing/contract-adapters';
import { productVariantsContract } from '@/testing/contract/product-variants';

for (const adapter of adapters) productVariantsContract(adapter);
