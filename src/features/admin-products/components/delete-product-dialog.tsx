import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { adminMessages } from '@/shared/messages-admin';

/** Props of {@link DeleteProductDialog}. */
export interface DeleteProductDialogProps {
  /** The product's name, shown under the question. */
  name: string;
  open: boolean;
  /** Called with `false` when the admin cancels (Batal, Escape) or confirms. */
  onOpenChange: (open: boolean) => void;
  /** Called when the admin confirms with 'Hapus'. */
  onConfirm: () => void;
}

/**
 * Asks 'Apakah Anda yakin ingin menghapus produk ini?' (spec section 2, "Admin products") before a
 * product is deleted, naming it; buttons 'Batal' and 'Hapus'.
 */
export function DeleteProductDialog({
  name,
  open,
  onOpenChange,
  onConfirm,
}: DeleteProductDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Hapus produk?"
      description={
        <>
          {adminMessages.productDeleteConfirm}
          <span className="mt-2 block font-semibold text-foreground">{name}</span>
        </>
      }
      confirmLabel="Hapus"
      onConfirm={onConfirm}
    />
  );
}
