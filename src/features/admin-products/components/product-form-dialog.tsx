import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { Partner, Product } from '@/domain/schemas';
import type { ProductInput } from '@/domain/validation';
import { ProductForm } from './product-form';

/** Props of {@link ProductFormDialog}. */
export interface ProductFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product to edit, or null to add one. */
  product: Product | null;
  partners: readonly Partner[];
  saving: boolean;
  /** See {@link ProductForm}'s `onSave`; the caller closes the dialog on success. */
  onSave: (input: ProductInput) => Promise<Partial<Record<string, string>> | void>;
}

/**
 * The product dialog (spec section 2, "Admin products"): titled 'Tambah Produk Baru' when adding
 * (empty, partner preset to the first) or 'Edit Produk' when editing (filled). It closes on
 * `Batal`, Escape or a successful save.
 */
export function ProductFormDialog({
  open,
  onOpenChange,
  product,
  partners,
  saving,
  onSave,
}: ProductFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{product ? 'Edit Produk' : 'Tambah Produk Baru'}</DialogTitle>
          <DialogDescription>Semua bidang wajib diisi, kecuali deskripsi.</DialogDescription>
        </DialogHeader>
        <ProductForm
          key={product?.id ?? 'new'}
          product={product}
          partners={partners}
          saving={saving}
          onSave={onSave}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
