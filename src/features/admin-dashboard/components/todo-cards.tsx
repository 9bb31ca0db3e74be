import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { adminOrdersPath } from '@/shared/routes';

/** The products table on its `Stok menipis` filter. */
export const LOW_STOCK_HREF = '/admin/products?stock=low';

/** Props of {@link TodoCards}. */
export interface TodoCardsProps {
  /** The orders of `Belum Bayar`, `Perlu Dikemas` and `Perlu Dikirim`; undefined while loading. */
  stages: { 'Belum Bayar': number; 'Perlu Dikemas': number; 'Perlu Dikirim': number } | undefined;
  /** Products at or below `Batas Stok Menipis`; undefined while loading. */
  lowStock: number | undefined;
  /** The admin's unread chat messages; undefined while loading. */
  unreadChats: number | undefined;
  /** Opens the chat panel (`Chat Belum Dibaca`). */
  onOpenChat: () => void;
}

const CARD = cn(
  'flex min-h-20 flex-col justify-between gap-1 rounded-xl border bg-card p-3 text-left shadow-xs',
  'hover:bg-accent focus-visible:ring-ring/50 outline-none focus-visible:ring-[3px]',
);

/** A card's title and count, the count large; a skeleton while it loads. */
function CardBody({ title, count, urgent }: { title: string; count: number | undefined; urgent?: boolean }) {
  return (
    <>
      <span className="text-sm font-medium text-muted-foreground">{title}</span>{' '}
      {count === undefined ? (
        <Skeleton className="h-7 w-10" />
      ) : (
        <span className={cn('text-2xl font-bold tabular-nums', urgent && count > 0 && 'text-primary')}>{count.toLocaleString('id-ID')}</span>
      )}
    </>
  );
}

/** One to-do card: a link to its list. */
function TodoLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li className="min-w-0">
      <Link to={to} className={CARD}>
        {children}
      </Link>
    </li>
  );
}

/**
 * The dashboard's first row, what to do today (docs/product/ui-names.md "Admin"): `Belum Bayar`,
 * `Perlu Dikemas`, `Perlu Dikirim` (links to the orders page's tabs), `Stok Menipis` (the products
 * table's low-stock filter) and `Chat Belum Dibaca` (opens the chat), each with its count. Two
 * columns on a phone, so the packing and shipping counts are in the first screen.
 */
export function TodoCards({ stages, lowStock, unreadChats, onOpenChat }: TodoCardsProps) {
  return (
    <section aria-labelledby="todo-heading" className="flex flex-col gap-3">
      <h2 id="todo-heading" className="text-base font-semibold">
        Perlu Dilakukan
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <TodoLink to={adminOrdersPath({ stage: 'Belum Bayar' })}>
          <CardBody title="Belum Bayar" count={stages?.['Belum Bayar']} />
        </TodoLink>
        <TodoLink to={adminOrdersPath({ stage: 'Perlu Dikemas' })}>
          <CardBody title="Perlu Dikemas" count={stages?.['Perlu Dikemas']} urgent />
        </TodoLink>
        <TodoLink to={adminOrdersPath({ stage: 'Perlu Dikirim' })}>
          <CardBody title="Perlu Dikirim" count={stages?.['Perlu Dikirim']} urgent />
        </TodoLink>
        <TodoLink to={LOW_STOCK_HREF}>
          <CardBody title="Stok Menipis" count={lowStock} urgent />
        </TodoLink>
        <li className="min-w-0">
          <button type="button" className={cn(CARD, 'w-full')} onClick={onOpenChat}>
            <CardBody title="Chat Belum Dibaca" count={unreadChats} urgent />
          </button>
        </li>
      </ul>
    </section>
  );
}
