/**
 * The payment-accounts contract against the key-value adapters; the cases live in
 * `src/testing/contract/payment-accounts.ts` (the HTTP adapter runs them in `http.test.ts`).
 */
import { adapters } from '@/testing/contract-adapters';
import { paymentAccountsContract } from '@/testing/contract/payment-accounts';

for (const adapter of adapters) paymentAccountsContract(adapter);
