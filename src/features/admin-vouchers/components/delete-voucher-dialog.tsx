import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { voucherAdminMessages as texts } from '@/shared/messages-voucher-admin';

/** Props of {@link DeleteVoucherDialog}. */
export interface DeleteVoucherDialogProps {
  /** The voucher's code, shown under the question. */
  code: string;
  open: boolean;
  /** Called with `false` when the owner cancels (`Batal`, Escape) or once the delete is done. */
  onOpenChange: (open: boolean) => void;
  /** Called on `Hapus`. */
  onConfirm: () => void;
  /** True while the delete runs (the dialog stays open; a refusal is toasted). */
  pending: boolean;
}

/**
 * Asks 'Hapus voucher?' before a voucher is deleted, naming its code (docs/product/vouchers.md
 * "The owner's form": only a voucher never used is deleted; a used one is paused instead).
 */
export function DeleteVoucherDialog({ code, open, onOpenChange, onConfirm, pending }: DeleteVoucherDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={texts.deleteTitle}
      description={
        <>
          {texts.deleteConfirm}
          <span className="mt-2 block font-semibold text-foreground">{code}</span>
        </>
      }
      confirmLabel="Hapus"
      onConfirm={onConfirm}
      pending={pending}
    />
  );
}
