/**
 * The order journey's contract against the key-value adapters; the cases live in
 * `src/testing/contract/order-journey.ts` (the HTTP adapter runs them in `http.test.ts`).
 */
import { adapters } from '@/testing/contract-adapters';
import { orderJourneyContract } from '@/testing/contract/order-journey';

for (const adapter of adapters) orderJourneyContract(adapter);
