/**
 * The catalogue search contract against the key-value adapters; the cases live in
 * `src/testing/contract/catalog-search.ts` (the HTTP adapter runs them in `http.test.ts`).
 */
import { adapters } from '@/testing/contract-adapters';
import { catalogSearchContract } from '@/testing/contract/catalog-search';

for (const adapter of adapters) catalogSearchContract(adapter);
