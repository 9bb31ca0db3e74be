/**
 * The order limits' contract against the key-value adapters; the cases live in
 * `src/testing/contract/order-limits.ts` (the HTTP adapter runs them in `http.test.ts`).
 */
import { adapters } from '@/testing/contract-adapters';
import { orderLimitsContract } from '@/testing/contract/order-limits';

for (const adapter of adapters) orderLimitsContract(adapter);
