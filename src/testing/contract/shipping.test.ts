/**
 * The shipping contract against the key-value adapters; the cases live in
 * `src/testing/contract/shipping.ts` (the HTTP adapter runs them in `http.test.ts`).
 */
import { adapters } from '@/testing/contract-adapters';
import { shippingContract } from '@/testing/contract/shipping';

for (const adapter of adapters) shippingContract(adapter);
