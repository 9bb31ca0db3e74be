import { useId } from 'react';
import { useNarrowScreenGuess } from '@/lib/screen-guess';
import type { ListRow, RowLayoutProps } from './list-column';
import { RowCardList } from './row-card-list';
import { RowTable, type RowTableProps } from './row-table';
import { DESKTOP_MEDIA_QUERY, useMediaQuery } from './use-media-query';

/** Props of {@link ResponsiveTable}. */
export interface ResponsiveTableProps<T extends ListRow>
  extends Omit<RowLayoutProps<T>, 'idPrefix'>, Omit<RowTableProps<T>, 'idPrefix'> {
  /**
   * `'responsive'` (default): a table from the `md` breakpoint (48rem) up, a list of cards below
   * it. `'table'`: the table on every screen (it scrolls sideways in its region on a phone).
   */
  layout?: 'responsive' | 'table';
}

/**
 * The back office's list of records: a table on wide screens ({@link RowTable}), a list of cards
 * on phones ({@link RowCardList}: each row a card headed by its name, its fields as label–value
 * pairs and its actions in the footer, so status and action columns are never off-screen).
 *
 * Only one of the two is rendered (never both hidden by CSS), so every role and name exists once
 * — also in the component tests, where jsdom has no `matchMedia` and the table is rendered.
 * The layout is known at the first render (`useMediaQuery`), so nothing jumps after mount. On a
 * page the server rendered, the first render is the server's guess at the screen
 * (`NarrowScreenGuess`, src/lib/screen-guess.ts: cards for a phone, else the table); a wrong guess
 * is redrawn once hydrated.
 * @example
 * <ResponsiveTable
 *   rows={orders}
 *   columns={[{ id: 'id', header: 'ID Pesanan', rowHeader: true, cell: (o) => o.id }, ...]}
 *   caption="Daftar pesanan"
 *   regionLabel="Tabel pesanan"
 *   cardTitle={(order) => order.id}
 * />
 */
export function ResponsiveTable<T extends ListRow>({
  layout = 'responsive',
  ...props
}: ResponsiveTableProps<T>) {
  const idPrefix = useId();
  const wide = useMediaQuery(DESKTOP_MEDIA_QUERY, useNarrowScreenGuess() !== true);
  return layout === 'table' || wide ? (
    <RowTable {...props} idPrefix={idPrefix} />
  ) : (
    <RowCardList {...props} idPrefix={idPrefix} />
  );
}
