/**
 * The order stages contract (`src/testing/contract/order-stages.ts`) against the key-value
 * adapters; the HTTP adapter runs the same cases in `http.test.ts`.
 */
import { adapters } from '@/testing/contract-adapters';
import { orderStagesContract } from '@/testing/contract/order-stages';

for (const adapter of adapters) orderStagesContract(adapter);
