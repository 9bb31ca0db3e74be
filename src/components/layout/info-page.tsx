import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Props of {@link InfoPage}. */
export interface InfoPageProps {
  /** The page's `h1`. */
  title: string;
  /** The lead paragraph under the heading. */
  intro: ReactNode;
  /** The column's widest size (a Tailwind `max-w-*` class, e.g. `max-w-4xl`). */
  width: string;
  /** The page's content, under the header. */
  children: ReactNode;
}

/**
 * The layout of the shop's information pages (spec section 2: /tentang-kami, /layanan,
 * /lokasi-toko): a centred column with a header of `title` (the `h1`) and its `intro`, then
 * `children`.
 */
export function InfoPage({ title, intro, width, children }: InfoPageProps) {
  return (
    <div className={cn('mx-auto grid gap-8 px-4 py-10 sm:px-6 sm:py-14', width)}>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-lg text-muted-foreground">{intro}</p>
      </header>
      {children}
    </div>
  );
}
