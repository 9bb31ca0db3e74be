import { VouchersPage } from '@/features/admin-vouchers';

/** /admin/vouchers: 'Voucher' (docs/product/vouchers.md "The owner's page"). */
export function Component() {
  return <VouchersPage />;
}
