import { FormDialog } from '@/components/ui/form-dialog';
import type { Partner } from '@/domain/schemas';
import type { PartnerInput } from '@/domain/validation';
import { PartnerForm } from './partner-form';

/** Props of {@link PartnerFormDialog}. */
export interface PartnerFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The partner to edit, or null to add one. */
  partner: Partner | null;
  saving: boolean;
  /** See {@link PartnerForm}'s `onSave`; the caller closes the dialog on success. */
  onSave: (input: PartnerInput) => Promise<Partial<Record<string, string>> | void>;
}

/** The partner dialog: 'Tambah Mitra Baru' (empty, Aktif) or 'Edit Mitra' (filled). */
export function PartnerFormDialog({
  open,
  onOpenChange,
  partner,
  saving,
  onSave,
}: PartnerFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={partner ? 'Edit Mitra' : 'Tambah Mitra Baru'}
      description="Koordinat dipakai untuk peta di halaman Lokasi Toko."
      className="sm:max-w-2xl"
    >
      <PartnerForm
        key={partner?.id ?? 'new'}
        partner={partner}
        saving={saving}
        onSave={onSave}
        onCancel={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}
