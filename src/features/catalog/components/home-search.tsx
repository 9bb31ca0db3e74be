import { SearchIcon } from 'lucide-react';
import { Form, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { MAX_SEARCH_LENGTH } from '@/domain/catalog/query';
import { SearchCombobox } from './search-combobox';

/**
 * The home page's product search, as marketplace apps open with one: a search landmark with the
 * box `Cari produk` and the button `Cari`, going to `/catalog?q=…` (the catalogue searches
 * there). A GET form, so it works on the server-rendered page before the scripts arrive. The box
 * offers `Saran pencarian` once hydrated (./search-combobox.tsx); choosing one searches for it.
 */
export function HomeSearch() {
  const navigate = useNavigate();
  return (
    <Form role="search" aria-label="Cari produk" action="/catalog" method="get" className="flex gap-2">
      <div className="relative min-w-0 flex-1">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <SearchCombobox
          name="q"
          aria-label="Cari produk"
          placeholder="Cari kopi, songket, nilam..."
          autoComplete="off"
          enterKeyHint="search"
          maxLength={MAX_SEARCH_LENGTH}
          className="bg-background pl-9 text-foreground"
          onChoose={(name) => void navigate(`/catalog?${new URLSearchParams({ q: name })}`)}
        />
      </div>
      <Button type="submit" variant="secondary">
        Cari
      </Button>
    </Form>
  );
}
