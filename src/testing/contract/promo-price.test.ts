/**
 * The promo price contract against the key-value adapters; the cases live in
 * `src/testing/contract/promo-price.ts` (the HTTP adapter runs them in `http.test.ts`).
 */
import { adapters } from '@/testing/contract-adapters';
import { promoPriceContract } from '@/testing/contract/promo-price';

for (const adapter of adapters) promoPriceContract(adapter);
