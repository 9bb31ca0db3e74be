/**
 * The vouchers contracts against the key-value adapters; the cases live in
 * `src/testing/contract/vouchers.ts` and `src/testing/contract/voucher-orders.ts` (the HTTP
 * adapter runs them in `http.test.ts`).
 */
import { adapters } from '@/testing/contract-adapters';
import { voucherOrdersContract } from '@/testing/contract/voucher-orders';
import { voucherUsageContract } from '@/testing/contract/voucher-usage';
import { vouchersContract } from '@/testing/contract/vouchers';

for (const adapter of adapters) {
  vouchersContract(adapter);
  voucherOrdersContract(adapter);
  voucherUsageContract(adapter);
}
