import { PackageIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useCatalogSearch, usePartners, useStoreSettings } from '@/data/react';
import { messages } from '@/shared/messages';
// The home page's own parts, not the features' indexes: through an index the bundler counts the
// catalogue screen (facets, filters) and the store pages as the home page's too, and puts them in
// its first load.
import { HomeSearch } from '@/features/catalog/components/home-search';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { ProductGridSkeleton } from '@/features/catalog/components/product-grid-skeleton';
import { AboutSummary } from '@/features/store-info/components/about-summary';
import { CategoryChips } from '@/features/store-info/components/category-chips';
import { CategoryTiles } from '@/features/store-info/components/category-tiles';
import { HeroBanner } from '@/features/store-info/components/hero-banner';
import { ShopVouchers } from '@/features/shop-vouchers';

/** Featured products on the home page: the first six stored (spec sections 2 and 9), one search page. */
const FEATURED_COUNT = 6;

/**
 * / (spec section 2, "Home"), as marketplace apps open: the hero band (the page's h1) carrying
 * the search `Cari produk` (to `/catalog?q=…`) and the category chips, then the first six stored
 * products — in the first screen of a 390 × 844 phone —, the shop's vouchers when it shows any
 * (`Voucher Toko`, docs/product/vouchers.md "In the shop"), the category tiles (from md; the chips
 * stand for them on a phone) linking to `/catalog?category=<Category>`, an about text and a link
 * to the catalogue.
 */
export function Component() {
  const { data: store } = useStoreSettings();
  const { data: firstPage, isPending } = useCatalogSearch({ pageSize: FEATURED_COUNT });
  const { data: partners } = usePartners();
  const storeName = store?.storeName ?? 'Seulanga';
  const featured = firstPage?.items ?? [];
  const partnerNames = new Map((partners ?? []).map((partner) => [partner.id, partner.name]));

  return (
    <>
      <HeroBanner storeName={storeName}>
        <HomeSearch />
        <CategoryChips />
      </HeroBanner>
      <section aria-labelledby="produk-pilihan-heading" className="mx-auto max-w-7xl px-4 pt-4 pb-12 sm:px-6 md:pt-12">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3 md:mb-6">
          <div>
            <h2 id="produk-pilihan-heading" className="text-xl font-bold tracking-tight md:text-2xl">
              Produk Pilihan
            </h2>
            <p className="mt-1 text-muted-foreground max-md:hidden">Sebagian produk mitra UMKM kami yang siap dikirim.</p>
          </div>
          <Link to="/catalog" className={buttonVariants({ variant: 'outline' })}>
            Lihat Semua Produk
          </Link>
        </div>
        {isPending ? (
          <ProductGridSkeleton count={FEATURED_COUNT} />
        ) : featured.length === 0 ? (
          <EmptyState icon={<PackageIcon />} title={messages.catalog.empty} />
        ) : (
          <ProductGrid products={featured} partnerNames={partnerNames} label="Produk pilihan" />
        )}
      </section>
      <ShopVouchers />
      <div className="max-md:hidden">
        <CategoryTiles />
      </div>
      <AboutSummary storeName={storeName} />
    </>
  );
}
