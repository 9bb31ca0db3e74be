import { ShoppingCartIcon } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/data/errors';
import type { Product } from '@/domain/schemas';
import { messages } from '@/domain/messages';
import { Button } from '@/components/ui/button';
import { useAddToCart } from '../api/use-add-to-cart';
import { useBuyerGate } from '../hooks/use-buyer-gate';

/**
 * `Tambah ke Keranjang` (spec sections 2 and 4; docs/product/decisions.md "Access" and the stock rule):
 * disabled when the product is out of stock; a visitor goes to /login and comes back; an admin is
 * told only buyers may; a buyer adds one unit and sees '{name} ditambahkan ke keranjang!' or the
 * data layer's message (e.g. 'Stok untuk X tidak mencukupi!').
 */
export function AddToCartButton({ product }: { product: Product }) {
  const gate = useBuyerGate();
  const addToCart = useAddToCart();
  const soldOut = product.stock <= 0;

  function handleClick() {
    if (!gate.ensureBuyer({ visitor: messages.auth.loginRequiredBuyer })) return;
    addToCart.mutate(product.id, {
      onSuccess: () => toast.success(messages.catalog.addedToCart(product.name)),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <Button
      size="lg"
      onClick={handleClick}
      disabled={soldOut || addToCart.isPending}
      className="w-full sm:w-auto"
    >
      <ShoppingCartIcon aria-hidden="true" />
      Tambah ke Keranjang
    </Button>
  );
}
