import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MapPinIcon, StoreIcon } from 'lucide-react';
import { errorMessage } from '@/data/errors';
import { usePartners, useStoreSettings } from '@/data/react';
import { productInquiryText, whatsappLink } from '@/domain/core/whatsapp';
import { useHydrated } from '@/lib/use-hydrated';
import { WhatsAppLink } from '@/components/whatsapp-link';
import { isProductOnSale } from '@/domain/catalog/on-sale';
import { formatRupiah } from '@/shared/format';
import { usePriceNow } from '@/lib/render-now';
import { priceInForceOf } from '@/domain/catalog/promo';
import { messages } from '@/shared/messages';
import { withGallery } from '@/domain/core/gallery-record';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useProduct } from '../api/use-product';
import { ChatSellerButton } from './chat-seller-button';
import { ProductDetailSkeleton } from './product-detail-skeleton';
import { ProductGallery } from './product-gallery';
import { ProductNotFound } from './product-not-found';
import { ProductPurchase } from './product-purchase';
import { ProductPrice } from './product-price';
import { VariantPicker } from './variant-picker';
import { variantWithOptions } from '@/domain/catalog/variant-read';
import { ProductReviews } from './product-reviews';
import { ShareButton } from './share-button';
import { UnitsSold } from './units-sold';
import { PAGE_TITLES, pageTitle } from '@/shared/page-titles';

/** Shown instead of a partner's name when the product's partner is not stored. */
export const UNKNOWN_PARTNER = 'Mitra tidak diketahui';

/**
 * The product page (spec section 2, "Product detail"; docs/product/ui-names.md "Order journey"):
 * its photos (./product-gallery.tsx), name (the page's h1), category, seller partner and location, price in Rupiah, stock or
 * 'Stok habis', `Terjual N` (units sold, src/domain/catalog/units-sold.ts), description, the field `Jumlah`
 * with the buttons `Tambah ke Keranjang` and `Beli Sekarang` (or, while its partner is `Nonaktif`,
 * 'Produk ini sedang tidak dijual.' instead), `Chat Penjual`, `Bagikan`, and the
 * reviews. Renders its own `<title>`.
 * @param productId - the id from the URL, or null when it is malformed ('Produk tidak ditemukan.').
 * @param offers - what the route shows for the product under its buttons (the shop's vouchers
 *   that apply to it, another feature's, so composed by the route); nothing when absent.
 */
export function ProductDetail({ productId, offers }: { productId: number | null; offers?: (product: { id: number; category: string }) => ReactNode }) {
  const productQuery = useProduct(productId);
  const partnersQuery = usePartners();
  const now = usePriceNow();
  // The buyer's `Variasi` choice, one option per tier; a choice of another product does not carry over.
  const [choice, setChoice] = useState<{ productId: number | null; options: string[] }>({ productId: null, options: [] });

  if (productId === null) return <ProductNotFound />;
  if (productQuery.isPending) return <ProductDetailSkeleton />;
  if (productQuery.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <title>{PAGE_TITLES.error}</title>
        <h1 className="mb-4 text-center text-2xl font-semibold">Produk tidak dapat dimuat</h1>
        <EmptyState
          role="alert"
          title={errorMessage(productQuery.error)}
          action={
            <Button variant="outline" onClick={() => void productQuery.refetch()}>
              Coba lagi
            </Button>
          }
        />
      </div>
    );
  }
  const product = productQuery.data;
  if (!product) return <ProductNotFound />;

  const partner = partnersQuery.data?.find((p) => p.id === product.partnerId);
  const partnerName = partnersQuery.isPending ? 'Memuat...' : (partner?.name ?? UNKNOWN_PARTNER);
  const location = partner?.location || product.location;
  const chosen = choice.productId === product.id ? choice.options : [];
  const complete = product.variations.length > 0 && product.variations.every((_, t) => Boolean(chosen[t]));
  // Price, stock and photo follow a full combination once chosen.
  const variant = complete ? variantWithOptions(product, chosen) : undefined;
  const stock = variant?.stock ?? product.stock;
  const soldOut = stock <= 0;
  // Off sale in `Draf` or `Arsip`, or while its partner is `Nonaktif` (src/domain/catalog/on-sale.ts):
  // no purchase controls. The partners still loading, only the status is known.
  const offSale = !isProductOnSale(product, partnersQuery.data ?? []);
  const chat = <ChatSellerButton productId={product.id} productName={product.name} partnerName={partner?.name} />;

  return (
    <article className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-8 sm:px-6 lg:px-8">
      <title>{pageTitle(product.name)}</title>
      <div className="grid gap-6">
        <nav aria-label="Lokasi halaman" className="text-sm text-muted-foreground">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link
                to="/catalog"
                className="inline-flex min-h-11 items-center underline-offset-4 hover:text-foreground hover:underline md:min-h-0"
              >
                Katalog
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link
                to={`/catalog?category=${encodeURIComponent(product.category)}`}
                className="inline-flex min-h-11 items-center underline-offset-4 hover:text-foreground hover:underline md:min-h-0"
              >
                {product.category}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="text-foreground">
              {product.name}
            </li>
          </ol>
        </nav>

        <div className="grid gap-8 md:grid-cols-2 md:items-start">
          <ProductGallery images={withGallery(product).images} name={product.name} selected={variant?.image || undefined} />
          <div className="grid content-start gap-5">
            <div className="grid gap-2">
              <Badge variant="secondary">{product.category}</Badge>
              <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
                {product.name}
              </h1>
              <ProductPrice product={product} variant={variant} now={now} />
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                {soldOut ? (
                  <Badge variant="destructive" className="text-sm">
                    {messages.catalog.outOfStock}
                  </Badge>
                ) : (
                  <p>Stok: {stock}</p>
                )}
                <UnitsSold productId={product.id} />
              </div>
            </div>

            <dl className="grid gap-3 rounded-lg border bg-card p-4 text-sm">
              <div className="grid gap-0.5">
                <dt className="flex items-center gap-2 text-muted-foreground">
                  <StoreIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  Mitra
                </dt>
                <dd className="pl-6 font-medium">{partnerName}</dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="flex items-center gap-2 text-muted-foreground">
                  <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  Lokasi
                </dt>
                <dd className="pl-6 font-medium">{location || '-'}</dd>
              </div>
            </dl>

            {offSale ? (
              <div className="grid gap-3">
                <p role="status" className="rounded-lg border border-dashed bg-muted/50 p-4 font-medium">
                  {messages.catalog.offSale}
                </p>
                <div>{chat}</div>
              </div>
            ) : (
              <div className="grid gap-4">
                {product.variations.length > 0 && (
                  <VariantPicker product={product} chosen={chosen} onChange={(options) => setChoice({ productId: product.id, options })} />
                )}
                <ProductPurchase key={product.id} product={product} variant={variant} chat={chat} />
              </div>
            )}
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <ShareButton
                title={product.name}
                text={`${product.name} - ${formatRupiah(priceInForceOf(product, variant, now).unitPrice)}`}
                path={`/product/${product.id}`}
              />
              <ProductWhatsApp name={product.name} path={`/product/${product.id}`} />
            </div>
            {offers?.(product)}
          </div>
        </div>
      </div>

      <section aria-labelledby="deskripsi-heading" className="grid gap-3">
        <h2 id="deskripsi-heading" className="text-xl font-semibold">
          Deskripsi
        </h2>
        <p className="max-w-prose leading-relaxed break-words whitespace-pre-line text-foreground">
          {product.description || 'Belum ada deskripsi untuk produk ini.'}
        </p>
      </section>

      <ProductReviews productId={product.id} />
    </article>
  );
}

/**
 * `Hubungi via WhatsApp`: the buyer asks the shop about this product on WhatsApp, its name and
 * address prefilled (docs/product/decisions.md "WhatsApp at every step"). Shown once the page runs
 * in the browser (the address needs the page's origin) and while the store's number is an
 * Indonesian mobile.
 * @param name - the product's name.
 * @param path - the product page's path, e.g. `/product/1`.
 */
function ProductWhatsApp({ name, path }: { name: string; path: string }) {
  const hydrated = useHydrated();
  const store = useStoreSettings();
  if (!hydrated || !store.data) return null;
  const href = whatsappLink(store.data.contacts.whatsapp, productInquiryText(name, `${window.location.origin}${path}`));
  return <WhatsAppLink href={href}>Hubungi via WhatsApp</WhatsAppLink>;
}
