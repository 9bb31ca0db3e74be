import {
  RecordFormDialog,
  type RecordDialogProps,
  type RecordFormDialogTexts,
} from '@/components/form-fields/record-form-dialog';
import { Button } from '@/components/ui/button';
import { adminMessages } from '@/shared/messages-admin';
import type { Partner, Product } from '@/domain/core/records';
import type { ProductInput } from '@/domain/catalog/product-inputs';
import { ProductForm } from './product-form';

/** Props of {@link ProductFormDialog}. */
export interface ProductFormDialogProps extends RecordDialogProps<ProductInput> {
  /** The product to edit, or null to add one. */
  product: Product | null;
  /**
   * The partners to choose from ('Mitra'); `undefined` while the list loads: the form waits for
   * it, so a new product's partner is preset to the first one that really exists.
   */
  partners: readonly Partner[] | undefined;
  /** The partner list could not be loaded: the dialog says so and offers `Coba lagi`. */
  partnersFailed?: boolean;
  /** Loads the partner list again (`Coba lagi`). */
  onRetryPartners?: () => void;
}

const PRODUCT_DIALOG_TEXT: RecordFormDialogTexts = {
  add: 'Tambah Produk Baru',
  edit: 'Edit Produk',
  description: 'Semua bidang wajib diisi, kecuali deskripsi.',
};

/**
 * The product dialog (spec section 2, "Admin products"): titled 'Tambah Produk Baru' when adding
 * (empty, partner preset to the first) or 'Edit Produk' when editing (filled). It closes on
 * `Batal`, Escape or a successful save. Until the partner list has loaded it shows
 * 'Memuat daftar mitra...' instead of the form (or 'Daftar mitra gagal dimuat.' with `Coba lagi`).
 */
export function ProductFormDialog({
  product,
  partners,
  partnersFailed = false,
  onRetryPartners,
  saving,
  onSave,
  ...dialog
}: ProductFormDialogProps) {
  return (
    <RecordFormDialog
      {...dialog}
      record={product}
      texts={PRODUCT_DIALOG_TEXT}
      // Wide enough for the combinations' seven columns (`Variasi`).
      className="sm:max-w-3xl"
    >
      {partners ? (
        <ProductForm
          product={product}
          partners={partners}
          saving={saving}
          onSave={onSave}
          onCancel={() => dialog.onOpenChange(false)}
        />
      ) : partnersFailed ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
          {adminMessages.partnersLoadFailed}
          <Button type="button" variant="outline" size="sm" onClick={onRetryPartners}>
            Coba lagi
          </Button>
        </div>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {adminMessages.partnersLoading}
        </p>
      )}
    </RecordFormDialog>
  );
}
