/**
 * The vouchers contract against the key-value adapters; the cases live in
 * `src/testing/contract/vouchers.ts` (the HTTP adapter runs them in `http.test.ts`).
 */
import { adapters } from '@/testing/contract-adapters';
import { vouchersContract } from '@/testing/contract/vouchers';

for (const adapter of adapters) vouchersContract(adapter);
