/**
 * The order flow's contract (payment deadline, automatic completion, payment
 * verification) against the key-value adapters; the cases live in
 * `src/testing/contract/order-flow.ts` (the HTTP adapter runs them in `http.test.ts`).
 */
import { adapters } from '@/testing/contract-adapters';
import { orderFlowContract } from '@/testing/contract/order-flow';

for (const adapter of adapters) orderFlowContract(adapter);
