import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBagIcon, ShoppingCartIcon } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { errorMessage } from '@/data/errors';
import { queryKeys } from '@/data/query-keys';
import { useStoreSettings } from '@/data/react';
import { maxAddQuantity } from '@/domain/cart/lines';
import { messages } from '@/shared/messages';
import { MAX_PER_PRODUCT } from '@/domain/orders/limits';
import type { Product } from '@/domain/core/records';
import { useHydrated } from '@/lib/use-hydrated';
import { useAddToCart } from '../api/use-add-to-cart';
import { useBuyerGate } from '../hooks/use-buyer-gate';

/**
 * The product page's purchase controls (spec sections 2 and 4; docs/product/ui-names.md "Order
 * journey"): the number field `Jumlah` with `Kurangi jumlah` / `Tambah jumlah`, bounded to 1 …
 * min(stock, the store's `Maksimal per Produk`, src/domain/orders/limits.ts), then
 * `Tambah ke Keranjang` (adds that many units and confirms with '{name} ditambahkan ke
 * keranjang!') and `Beli Sekarang` (adds them the same way, then goes to /checkout). Sold out:
 * all disabled; on a server-rendered page also until hydrated (a Jumlah typed into the server's
 * HTML would show but never be used). A visitor is sent to /login and brought back; an admin is told only buyers may;
 * a refusal shows the data layer's message (e.g. 'Stok untuk X tidak mencukupi!').
 */
export function ProductPurchase({ product }: { product: Product }) {
  const gate = useBuyerGate();
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: store } = useStoreSettings();
  const cap = store?.maxPerProduct ?? MAX_PER_PRODUCT.default;
  const max = maxAddQuantity(product.stock, cap);
  const soldOut = max < 1;
  const [chosen, setChosen] = useState(1);
  const hydrated = useHydrated();
  const unavailable = !hydrated || soldOut || addToCart.isPending;
  const quantity = Math.min(Math.max(chosen, 1), Math.max(max, 1));

  function purchase(then: 'stay' | 'checkout') {
    if (!gate.ensureBuyer({ visitor: messages.auth.loginRequiredBuyer })) return;
    addToCart.mutate(
      { productId: product.id, quantity },
      {
        onSuccess: (cart) => {
          // The checkout reads the cart from the query cache: give it the new lines before going
          // there, or it may see the old (empty) cart and send the buyer home.
          queryClient.setQueryData(queryKeys.cart, cart);
          if (then === 'checkout') void navigate('/checkout');
          else toast.success(messages.catalog.addedToCart(product.name));
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
        hint={!soldOut && cap < product.stock ? messages.cart.quantityLimit(product.name, cap) : undefined}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          size="lg"
          variant="outline"
          onClick={() => purchase('stay')}
          disabled={unavailable}
          className="w-full sm:w-auto"
        >
          <ShoppingCartIcon aria-hidden="true" />
          Tambah ke Keranjang
        </Button>
        <Button size="lg" onClick={() => purchase('checkout')} disabled={unavailable} className="w-full sm:w-auto">
          <ShoppingBagIcon aria-hidden="true" />
          Beli Sekarang
        </Button>
      </div>
    </div>
  );
}
