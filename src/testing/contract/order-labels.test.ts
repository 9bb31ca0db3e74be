/**
 * The order labels contract (`src/testing/contract/order-labels.ts`) against the key-value
 * adapters; the HTTP adapter runs the same cases in `http.test.ts`.
 */
import { adapters } from '@/testing/contract-adapters';
import { orderLabelsContract } from '@/testing/contract/order-labels';

for (const adapter of adapters) orderLabelsContract(adapter);
