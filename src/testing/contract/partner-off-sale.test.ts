/**
 * The partner-off-sale contract against the key-value adapters; the cases live in
 * `src/testing/contract/partner-off-sale.ts` (the HTTP adapter runs them in `http.test.ts`).
 */
import { adapters } from '@/testing/contract-adapters';
import { partnerOffSaleContract } from '@/testing/contract/partner-off-sale';

for (const adapter of adapters) partnerOffSaleContract(adapter);
