import { lineName } from '@/domain/catalog/variant-read';
import { useId, useRef, useState } from 'react';
import { Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { IconButton } from '@/components/icon-button';
import { StepButton } from '@/components/step-button';
import { toast } from '@/components/ui/toast';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/data';
import { formatRupiah } from '@/shared/format';
import { messages } from '@/shared/messages';
import { lineQuantityRefusal } from '@/domain/orders/limits';
import type { CartItem } from '@/domain/core/records';
import { useDraftText } from '@/lib/use-draft-text';
import { useHydrated } from '@/lib/use-hydrated';
import { useRemoveFromCart } from '../api/use-remove-from-cart';
import { useSetCartQuantity } from '../api/use-set-cart-quantity';
import { ProductThumbnail } from './product-thumbnail';
import { preloadRemoveLineDialog, RemoveLineDialog } from './remove-line-dialog';
import { PriceTag } from '@/components/price-tag';
import { priceInForce } from '@/domain/catalog/promo';

/** Props of {@link CartLine}. */
export interface CartLineProps {
  /** The line, with the catalogue's current price (Rupiah) and stock. */
  item: CartItem;
  /** Called after the line was removed (the page moves focus to its heading). */
  onRemoved?: () => void;
  /** The store's `Maksimal per Produk`; no cap of its own while the settings load. */
  maxPerProduct?: number;
  /** Whether the product is off sale (its partner `Nonaktif`): the line is marked `Tidak dijual`. */
  offSale?: boolean;
  /** The instant the cart prices at (`usePriceNow`): a running promo's price is the line's. */
  now: Date;
}

/**
 * One cart line (spec section 2, "Cart"): picture, name linking to the product, unit price in force
 * (`PriceTag`: a running promo's price with the normal one struck through), the
 * quantity field `Jumlah {name}` (1 to min(stock, `Maksimal per Produk`); saved on blur or Enter)
 * with `Kurangi {name}` / `Tambah {name}` buttons, the line subtotal and `Hapus {name}`. A quantity
 * above the stock shows 'Stok untuk X tidak mencukupi!' (above the cap 'Maksimal N unit X per
 * pesanan.', src/domain/orders/limits.ts) and restores the saved quantity; a quantity of 0 (or − at 1) and
 * `Hapus` ask for confirmation before removing the line (spec section 4). Server-rendered, the
 * field and its buttons stay disabled until the browser has taken the page over.
 */
export function CartLine({ item, onRemoved, maxPerProduct = Number.POSITIVE_INFINITY, offSale = false, now }: CartLineProps) {
  const unitPrice = priceInForce(item, now).unitPrice;
  const fieldId = useId();
  const stockId = useId();
  /** True while a change of this line is being saved: further commits are ignored. */
  const saving = useRef(false);
  const { draft, setDraft, commitDraft, onKeyDown } = useDraftText((typed, drop) => {
    const text = typed.trim();
    const quantity = Number(text);
    if (text === '' || !Number.isInteger(quantity)) {
      drop();
      return;
    }
    void commit(quantity);
  });
  const [confirmOpen, setConfirmOpen] = useState(false);
  // A variant's line is named after it ("Kopi Arabika Gayo — 500 g"), as its order item will be.
  const name = lineName(item, item.variantId);
  // The server renders /cart for its buyer: a quantity typed (or a button pressed) before the
  // browser takes the page over would be shown but never saved, so the line waits until then.
  const hydrated = useHydrated();
  const setQuantity = useSetCartQuantity();
  const remove = useRemoveFromCart();

  async function commit(quantity: number) {
    if (saving.current) return;
    if (quantity === item.quantity) {
      setDraft(null);
      return;
    }
    if (quantity <= 0) {
      setConfirmOpen(true);
      return;
    }
    const refusal = lineQuantityRefusal(name, quantity, item.stock, maxPerProduct);
    if (refusal) {
      toast.error(refusal.message);
      setDraft(null);
      return;
    }
    saving.current = true;
    try {
      await setQuantity.mutateAsync({ productId: item.id, quantity, variantId: item.variantId });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      saving.current = false;
      setDraft(null);
    }
  }

  async function confirmRemove() {
    if (saving.current) return;
    saving.current = true;
    try {
      await remove.mutateAsync({ productId: item.id, variantId: item.variantId });
      toast.success(messages.cart.removed(name));
      onRemoved?.();
    } catch (error) {
      toast.error(errorMessage(error));
      setDraft(null);
    } finally {
      saving.current = false;
    }
  }

  function onDialogOpenChange(open: boolean) {
    setConfirmOpen(open);
    if (!open && !saving.current) setDraft(null);
  }

  return (
    <li className="flex gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <ProductThumbnail src={item.image} name={name} className="size-20 shrink-0 sm:size-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="text-base leading-snug font-semibold">
              <Link
                to={`/product/${item.id}`}
                className="inline-flex min-h-11 items-center rounded-sm break-words hover:text-primary md:inline md:min-h-0 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
              >
                {name}
              </Link>
            </h2>
            <div className="flex flex-wrap items-center gap-x-1 text-sm text-muted-foreground">
              <PriceTag item={item} now={now} />
              <span>/ barang</span>
            </div>
            {offSale && (
              <Badge variant="destructive" className="mt-1">
                {messages.catalog.offSaleBadge}
              </Badge>
            )}
          </div>
          <IconButton
            label={`Hapus ${name}`}
            icon={<Trash2Icon aria-hidden="true" />}
            onClick={() => setConfirmOpen(true)}
            onPointerDown={preloadRemoveLineDialog}
            onFocus={preloadRemoveLineDialog}
            disabled={!hydrated}
          />
        </div>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={fieldId} className="text-xs text-muted-foreground">
              Jumlah
            </label>
            <div className="flex items-center gap-1">
              <StepButton
                step="Kurangi"
                target={name}
                onClick={() => void commit(item.quantity - 1)}
                onPointerDown={preloadRemoveLineDialog}
                onFocus={preloadRemoveLineDialog}
                disabled={!hydrated}
              />
              <Input
                id={fieldId}
                type="number"
                inputMode="numeric"
                aria-label={`Jumlah ${name}`}
                min={1}
                max={Math.min(item.stock, maxPerProduct)}
                step={1}
                value={draft ?? String(item.quantity)}
                onChange={(event) => setDraft(event.target.value)}
                onBlur={commitDraft}
                onFocus={preloadRemoveLineDialog}
                onKeyDown={onKeyDown}
                aria-describedby={stockId}
                aria-busy={setQuantity.isPending}
                disabled={!hydrated}
                className="w-20 text-center"
              />
              <StepButton
                step="Tambah"
                target={name}
                onClick={() => void commit(item.quantity + 1)}
                disabled={!hydrated}
              />
            </div>
            <p id={stockId} className="text-xs text-muted-foreground">
              Stok tersedia: {item.stock}
            </p>
          </div>
          <p className="text-right">
            <span className="block text-xs text-muted-foreground">Subtotal</span>
            <span className="font-semibold">{formatRupiah(unitPrice * item.quantity)}</span>
          </p>
        </div>
      </div>
      <RemoveLineDialog
        name={name}
        open={confirmOpen}
        onOpenChange={onDialogOpenChange}
        onConfirm={() => void confirmRemove()}
      />
    </li>
  );
}
