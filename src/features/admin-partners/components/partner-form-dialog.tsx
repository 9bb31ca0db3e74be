import {
  RecordFormDialog,
  type RecordDialogProps,
  type RecordFormDialogTexts,
} from '@/components/form-fields/record-form-dialog';
import type { Partner } from '@/domain/core/records';
import type { PartnerInput } from '@/domain/catalog/partner-inputs';
import { PartnerForm } from './partner-form';

/** Props of {@link PartnerFormDialog}. */
export interface PartnerFormDialogProps extends RecordDialogProps<PartnerInput> {
  /** The partner to edit, or null to add one. */
  partner: Partner | null;
}

const PARTNER_DIALOG_TEXT: RecordFormDialogTexts = {
  add: 'Tambah Mitra Baru',
  edit: 'Edit Mitra',
  description: 'Koordinat dipakai untuk peta di halaman Lokasi Toko.',
};

/** The partner dialog: 'Tambah Mitra Baru' (empty, Aktif) or 'Edit Mitra' (filled). */
export function PartnerFormDialog({ partner, saving, onSave, ...dialog }: PartnerFormDialogProps) {
  return (
    <RecordFormDialog
      {...dialog}
      record={partner}
      texts={PARTNER_DIALOG_TEXT}
      className="sm:max-w-2xl"
    >
      <PartnerForm
        partner={partner}
        saving={saving}
        onSave={onSave}
        onCancel={() => dialog.onOpenChange(false)}
      />
    </RecordFormDialog>
  );
}
