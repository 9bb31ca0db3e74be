import type { ReactNode } from 'react';
import { formatDate, formatRupiah } from '@/shared/format';
import type { ListColumn, RowContext } from './list-column';

/** A column's settings but its cell: `id`, `header`, and optionally alignment, classes, card place. */
export type ColumnSettings<T> = Omit<ListColumn<T>, 'cell'>;

/**
 * A column of amounts in Rupiah ('Rp 344.000', `formatRupiah`), kept on one line with tabular
 * numerals.
 * @param settings - e.g. `{ id: 'total', header: 'Total' }`; add `align: 'end'` to right-align.
 * @param amount - the row's amount in Rupiah.
 */
export function rupiahColumn<T>(
  settings: ColumnSettings<T>,
  amount: (row: T) => number,
): ListColumn<T> {
  return {
    className: 'whitespace-nowrap tabular-nums',
    ...settings,
    cell: (row) => formatRupiah(amount(row)),
  };
}

/**
 * A column of dates ('28 Okt 2025', `formatDate`), kept on one line.
 * @param settings - e.g. `{ id: 'date', header: 'Tanggal' }`.
 * @param date - the row's date as stored (ISO 8601).
 */
export function dateColumn<T>(
  settings: ColumnSettings<T>,
  date: (row: T) => string,
): ListColumn<T> {
  return { className: 'whitespace-nowrap', ...settings, cell: (row) => formatDate(date(row)) };
}

/**
 * The column of a row's controls, 'Aksi': right-aligned in the table, in the card's footer on a
 * phone (see {@link CardPlacement}).
 * @param cell - the row's buttons or menu (null for none).
 * @param options - `hideHeader`: 'Aksi' for screen readers only (a column of menus or buttons
 *   whose names say what they do).
 */
export function actionsColumn<T>(
  cell: (row: T, context: RowContext) => ReactNode,
  { hideHeader = false }: { hideHeader?: boolean } = {},
): ListColumn<T> {
  return { id: 'actions', header: 'Aksi', hideHeader, align: 'end', card: 'actions', cell };
}
