import { RecordFormDialog, type RecordDialogProps, type RecordFormDialogTexts } from '@/components/form-fields/record-form-dialog';
import type { VoucherInput } from '@/domain/vouchers/inputs';
import type { StoredVoucher } from '@/domain/vouchers/records';
import { voucherAdminMessages as texts } from '@/shared/messages-voucher-admin';
import { VoucherForm } from './voucher-form';

/** Props of {@link VoucherFormDialog}. */
export interface VoucherFormDialogProps extends RecordDialogProps<VoucherInput> {
  /** The voucher to edit, or null to add one. */
  voucher: StoredVoucher | null;
}

const VOUCHER_DIALOG_TEXT: RecordFormDialogTexts = {
  add: texts.addDialog,
  edit: texts.editDialog,
  description: texts.dialogDescription,
};

/** The voucher dialog: 'Tambah Voucher Baru' (empty) or 'Ubah Voucher' (filled); closes on `Batal`, Escape or a save. */
export function VoucherFormDialog({ voucher, saving, onSave, ...dialog }: VoucherFormDialogProps) {
  return (
    <RecordFormDialog {...dialog} record={voucher} texts={VOUCHER_DIALOG_TEXT} className="sm:max-w-2xl">
      <VoucherForm voucher={voucher} saving={saving} onSave={onSave} onCancel={() => dialog.onOpenChange(false)} />
    </RecordFormDialog>
  );
}
