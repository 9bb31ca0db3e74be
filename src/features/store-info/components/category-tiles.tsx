import {
  CoffeeIcon,
  GemIcon,
  GiftIcon,
  LeafIcon,
  ShirtIcon,
  UtensilsCrossedIcon,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORIES } from '@/domain/core/vocabulary';

type Category = (typeof CATEGORIES)[number];

/** The icon of each category (spec section 3: "each with an icon"). */
const CATEGORY_ICONS: Record<Category, LucideIcon> = {
  Makanan: UtensilsCrossedIcon,
  Minuman: CoffeeIcon,
  Fashion: ShirtIcon,
  Aksesoris: GemIcon,
  Souvenir: GiftIcon,
  Herbal: LeafIcon,
};

/**
 * The home page's category tiles (spec section 2, "/"): one link per category of `CATEGORIES`,
 * named by the category, to `/catalog?category=<Category>`.
 */
export function CategoryTiles() {
  return (
    <section aria-labelledby="kategori-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="kategori-heading" className="text-2xl font-bold tracking-tight">
        Kategori Produk
      </h2>
      <p className="mt-1 text-muted-foreground">Temukan produk UMKM Aceh menurut kebutuhan Anda.</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {CATEGORIES.map((category) => {
          const Icon = CATEGORY_ICONS[category];
          return (
            <li key={category}>
              <Link
                to={`/catalog?category=${encodeURIComponent(category)}`}
                className="flex h-full flex-col items-center gap-3 rounded-xl border bg-card p-5 text-center font-medium text-card-foreground shadow-xs transition-colors hover:border-primary hover:bg-accent hover:text-accent-foreground"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                {category}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
