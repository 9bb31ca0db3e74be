import { Link } from 'react-router';
import { CATEGORIES } from '@/domain/core/vocabulary';

/**
 * A row of category chips, one link per category named by it, to `/catalog?category=<Category>`:
 * the home page's first screen on a phone, where the tiles below would push the products down.
 * Scrolls sideways when the row is wider than the screen.
 */
export function CategoryChips() {
  return (
    <nav aria-label="Kategori">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {CATEGORIES.map((category) => (
          <li key={category} className="shrink-0">
            <Link
              to={`/catalog?category=${encodeURIComponent(category)}`}
              className="inline-flex min-h-11 items-center rounded-full border border-primary-foreground/60 px-4 text-sm font-medium text-primary-foreground transition-colors hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-primary-foreground focus-visible:outline-hidden"
            >
              {category}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
