/**
 * The low-stock contract against the key-value adapters; the cases live in
 * `src/testing/contract/low-stock.ts` (the HTTP adapter runs them in `http.test.ts`).
 */
import { adapters } from '@/testing/contract-adapters';
import { lowStockContract } from '@/testing/contract/low-stock';

for (const adapter of adapters) lowStockContract(adapter);
