/**
 * The reviews contract (one review per product and buyer, 'Pembeli Terverifikasi', paging)
 * against the key-value adapters; the cases live in `src/testing/contract/reviews.ts` (the HTTP
 * adapter runs them in `http.test.ts`).
 */
import { adapters } from '@/testing/contract-adapters';
import { reviewsContract } from '@/testing/contract/reviews';

for (const adapter of adapters) reviewsContract(adapter);
