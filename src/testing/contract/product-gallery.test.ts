/**
 * The product gallery contract against the key-value adapters; the cases live in
 * `src/testing/contract/product-gallery.ts` (the HTTP adapter runs them in `http.test.ts`).
 */
import { adapters } from '@/testing/contract-adapters';
import { productGalleryContract } from '@/testing/contract/product-gallery';

for (const adapter of adapters) productGalleryContract(adapter);
