import { useRef } from 'react';
import { ShoppingCartIcon } from 'lucide-react';
import { Link } from 'react-router';
import { TitledCard } from '@/components/titled-card';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/data';
import { useCartItems, usePartners, useProductsById, useStoreSettings } from '@/data/react';
import { isProductOnSale } from '@/domain/catalog/on-sale';
import { cartCount } from '@/domain/cart/summary';
import { cartTotal } from '@/domain/cart/current-lines';
import { formatRupiah } from '@/shared/format';
import { messages } from '@/shared/messages';
import { withCurrentProducts } from '@/domain/cart/current-lines';
import { usePriceNow } from '@/lib/render-now';
import { CartLine } from './cart-line';

/**
 * /cart (spec section 2, "Cart"): h1 'Keranjang Belanja', one {@link CartLine} per product, the
 * total in Rupiah and a `Lanjut ke Pembayaran` link to /checkout; an empty cart shows 'Keranjang Anda Kosong'
 * with a link to /. Prices and stock are the catalogue's current ones. Lines of a product off sale
 * (`Draf` or `Arsip`, or its partner `Nonaktif`) are marked `Tidak dijual`, with '{name} sedang tidak dijual. …' above them.
 */
export function CartPage() {
  const cart = useCartItems();
  const products = useProductsById(cart.data?.map((item) => item.id) ?? []);
  const store = useStoreSettings();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const items = cart.data ? withCurrentProducts(cart.data, products.data) : [];
  // One instant for every line and the total, so they agree (src/lib/render-now.ts).
  const now = usePriceNow();
  const partners = usePartners();
  // Lines of a product in `Draf` or `Arsip`, or of a partner that is `Nonaktif`, are flagged; placing
  // the order refuses them (src/domain/catalog/on-sale.ts).
  const offSale = items.filter((item) => !isProductOnSale(item, partners.data ?? []));

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-hidden">
        Keranjang Belanja
      </h1>
      {cart.isPending ? (
        <div className="flex flex-col gap-4">
          <Spinner label="Memuat keranjang..." />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : cart.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(cart.error)}
        </p>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<ShoppingCartIcon />}
          title={messages.cart.empty}
          description="Temukan produk UMKM Aceh pilihan di katalog kami."
          action={
            <Link to="/" className={buttonVariants()}>
              Mulai belanja
            </Link>
          }
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="flex flex-col gap-4">
            {offSale.length > 0 && (
              <div
                role="alert"
                className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
              >
                {offSale.map((item) => (
                  <p key={`${item.id}:${item.variantId ?? ''}`}>{messages.cart.productOffSale(item.name)}</p>
                ))}
              </div>
            )}
            <ul className="flex flex-col gap-4" aria-label="Isi keranjang">
              {items.map((item) => (
                <CartLine
                  key={`${item.id}:${item.variantId ?? ''}`}
                  item={item}
                  maxPerProduct={store.data?.maxPerProduct}
                  offSale={offSale.includes(item)}
                  onRemoved={() => headingRef.current?.focus()}
                  now={now}
                />
              ))}
            </ul>
          </div>
          <TitledCard
            title="Ringkasan Belanja"
            className="gap-4 lg:sticky lg:top-20"
            footer={
              <Link to="/checkout" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
                Lanjut ke Pembayaran
              </Link>
            }
          >
            <dl className="flex flex-col gap-2 text-sm">
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">Jumlah barang</dt>
                <dd>{cartCount(items)}</dd>
              </div>
              <div className="flex justify-between gap-2 border-t pt-2 text-base">
                <dt className="font-semibold">Total</dt>
                <dd className="font-bold">{formatRupiah(cartTotal(items, now))}</dd>
              </div>
            </dl>
          </TitledCard>
        </div>
      )}
    </section>
  );
}
