import { LazyConfirmDialog, preloadConfirmDialog } from '@/components/ui/lazy-confirm-dialog';

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
 * The dialog loads when it first opens (not in /cart's first load); the line's
 * controls start loading it as they are pressed or focused ({@link preloadRemoveLineDialog}).
 */
export function RemoveLineDialog({ name, open, onOpenChange, onConfirm }: RemoveLineDialogProps) {
  return (
    <LazyConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<>Hapus {name} dari keranjang?</>}
      description="Produk ini akan dikeluarkan dari keranjang belanja Anda. Anda dapat menambahkannya lagi dari halaman produk."
      confirmLabel="Hapus"
      onConfirm={onConfirm}
    />
  );
}

/** Starts loading {@link RemoveLineDialog}'s dialog; for the pointer-down and focus of the controls that open it. */
export function preloadRemoveLineDialog(): void {
  void preloadConfirmDialog();
}
