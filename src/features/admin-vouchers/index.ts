/**
 * The back office's `Voucher` page (docs/product/vouchers.md "The owner's page"): the owner's
 * vouchers with add, edit, pause or resume, and delete of an unused one.
 */
export { VouchersPage } from './components/vouchers-page';
export { VoucherTable, type VoucherTableProps } from './components/voucher-table';
export { VoucherForm, type VoucherFormProps } from './components/voucher-form';
export { VoucherFormDialog, type VoucherFormDialogProps } from './components/voucher-form-dialog';
export { useVouchers, useSaveVoucher, useSetVoucherActive, useDeleteVoucher, type SaveVoucherVariables } from './api/use-vouchers';
export { voucherFormDefaults, toVoucherInput, type VoucherFormValues } from './lib/voucher-form-values';
