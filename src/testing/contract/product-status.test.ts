/**
 * The product-status contract against the key-value adapters; the cases live in
 * `src/testing/contract/product-status.ts` (the HTTP adapter runs them in `http.test.ts`).
 */
import { adapters } from '@/testing/contract-adapters';
import { productStatusContract } from '@/testing/contract/product-status';

for (const adapter of adapters) productStatusContract(adapter);
