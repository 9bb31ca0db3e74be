import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBagIcon, ShoppingCartIcon } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { errorMessage } from '@/data/errors';
import { queryKeys } from '@/data/query-keys';
import { useStoreSettings } from '@/data/react';
import { maxAddQuantity } from '@/domain/cart/summary';
import { messages } from '@/shared/messages';
import { MAX_PER_PRODUCT } from '@/domain/orders/limits';
import type { Product, ProductVariant } from '@/domain/core/records';
import { hasVariants, lineName } from '@/domain/catalog/variant-read';
import { variantBuyerMessages } from '@/shared/messages-variants-buyer';
import { useHydrated } from '@/lib/use-hydrated';
import { useAddToCart } from '../api/use-add-to-cart';
import { useBuyerGate } from '../hooks/use-buyer-gate';

/** A button of the phone's purchase bar: two lines of small text if it must, its usual look from md. */
export const PHONE_BAR_BUTTON =
  'h-12 px-2 text-sm leading-tight whitespace-normal max-md:gap-1.5 md:h-11 md:px-6 md:text-base md:whitespace-nowrap';

/**
 * The product page's purchase controls (spec sections 2 and 4; docs/product/ui-names.md "Order
 * journey"): the number field `Jumlah` with `Kurangi jumlah` / `Tambah jumlah`, bounded to 1 …
 * min(stock, the store's `Maksimal per Produk`, src/domain/orders/limits.ts), then
 * `Tambah ke Keranjang` (adds that many units and confirms with '{name} ditambahkan ke
 * keranjang!') and `Beli Sekarang` (adds them the same way, then goes to /checkout). Sold out:
 * all disabled; on a server-rendered page also until hydrated (a Jumlah typed into the server's
 * HTML would show but never be used). A visitor is sent to /login and brought back; an admin is told only buyers may;
 * a refusal shows the data layer's message (e.g. 'Stok untuk X tidak mencukupi!').
 *
 * On a phone (below md) the buttons, with `chat` before them, form a bar fixed to the bottom of
 * the screen, as marketplace apps have it, so `Beli Sekarang` is in view without scrolling; the
 * same buttons sit in the page from md, so there is one set of them in the accessibility tree.
 * @param chat - the chat control shown first in the bar (the page's `Chat Penjual`).
 */
export function ProductPurchase({ product, variant, chat }: { product: Product; variant?: ProductVariant; chat?: ReactNode }) {
  const gate = useBuyerGate();
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: store } = useStoreSettings();
  const cap = store?.maxPerProduct ?? MAX_PER_PRODUCT.default;
  // A product with `Variasi` sells its chosen variant: nothing until a full combination is chosen.
  const mustChoose = hasVariants(product) && !variant;
  const stock = variant?.stock ?? product.stock;
  const max = maxAddQuantity(stock, cap);
  const soldOut = max < 1;
  const [chosen, setChosen] = useState(1);
  const hydrated = useHydrated();
  const unavailable = !hydrated || soldOut || addToCart.isPending;
  const quantity = Math.min(Math.max(chosen, 1), Math.max(max, 1));

  function purchase(then: 'stay' | 'checkout') {
    if (mustChoose) {
      toast.error(variantBuyerMessages.chooseVariant);
      return;
    }
    if (!gate.ensureBuyer({ visitor: messages.auth.loginRequiredBuyer })) return;
    addToCart.mutate(
      { productId: product.id, quantity, variantId: variant?.id },
      {
        onSuccess: (cart) => {
          // The checkout reads the cart from the query cache: give it the new lines before going
          // there, or it may see the old (empty) cart and send the buyer home.
          queryClient.setQueryData(queryKeys.cart, cart);
          if (then === 'checkout') void navigate('/checkout');
          else toast.success(messages.catalog.addedToCart(lineName(product, variant?.id)));
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <div className="grid gap-4">
      <QuantityStepper
        label="Jumlah"
        value={quantity}
        onChange={setChosen}
        max={max}
        disabled={unavailable}
        hint={!soldOut && cap < stock ? messages.cart.quantityLimit(product.name, cap) : undefined}
      />
      {mustChoose && (
        <p role="status" className="text-sm font-medium text-muted-foreground">
          {variantBuyerMessages.chooseVariant}
        </p>
      )}
      <div
        role="group"
        aria-label="Aksi pembelian"
        className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-[auto_1fr_1fr] gap-2 border-t bg-background/95 px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] backdrop-blur supports-[backdrop-filter]:bg-background/85 md:static md:flex md:flex-wrap md:gap-3 md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none"
      >
        {chat}
        <Button
          size="lg"
          variant="outline"
          onClick={() => purchase('stay')}
          disabled={unavailable}
          className={PHONE_BAR_BUTTON}
        >
          <ShoppingCartIcon aria-hidden="true" />
          Tambah ke Keranjang
        </Button>
        <Button size="lg" onClick={() => purchase('checkout')} disabled={unavailable} className={PHONE_BAR_BUTTON}>
          <ShoppingBagIcon aria-hidden="true" />
          Beli Sekarang
        </Button>
      </div>
    </div>
  );
}
