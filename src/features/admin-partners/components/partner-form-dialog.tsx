import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{partner ? 'Edit Mitra' : 'Tambah Mitra Baru'}</DialogTitle>
          <DialogDescription>
            Koordinat dipakai untuk peta di halaman Lokasi Toko.
          </DialogDescription>
        </DialogHeader>
        <PartnerForm
          key={partner?.id ?? 'new'}
          partner={partner}
          saving={saving}
          onSave={onSave}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
