/**
 * The product import contract against the key-value adapters; the cases live in
 * `src/testing/contract/product-import.ts` (the HTTP adapter runs them in `http.test.ts`).
 */
import { adapters } from '@/testing/contract-adapters';
import { productImportContract } from '@/testing/contract/product-import';

for (const adapter of adapters) productImportContract(adapter);
