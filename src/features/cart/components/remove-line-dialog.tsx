import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Props of {@link RemoveLineDialog}. */
export interface RemoveLineDialogProps {
  /** The product's name, shown in the question. */
  name: string;
  open: boolean;
  /** Called with `false` when the buyer cancels (Batal, Escape) or confirms. */
  onOpenChange: (open: boolean) => void;
  /** Called when the buyer confirms with 'Hapus'. */
  onConfirm: () => void;
}

/**
 * Asks 'Hapus {name} dari keranjang?' before a cart line is removed (by its `Hapus` button, the −
 * button at quantity 1, or a quantity of 0 typed in the field), with buttons 'Batal' and 'Hapus'.
 */
export function RemoveLineDialog({ name, open, onOpenChange, onConfirm }: RemoveLineDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<>Hapus {name} dari keranjang?</>}
      description="Produk ini akan dikeluarkan dari keranjang belanja Anda. Anda dapat menambahkannya lagi dari halaman produk."
      confirmLabel="Hapus"
      onConfirm={onConfirm}
    />
  );
}
