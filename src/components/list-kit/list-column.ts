import type { ReactNode } from 'react';

/** Where a row is being rendered, handed to every {@link ListColumn.cell}. */
export interface RowContext {
  /** `'table'` on wide screens, `'card'` in the phone layout. */
  layout: 'table' | 'card';
  /**
   * The id of the element that names the row: its row header (`<th scope="row">`) in the table,
   * its heading in the card; the same id in both layouts. Point a row's control at it with
   * `aria-describedby` (e.g. 'Jadikan admin', described by the username). `undefined` in a table
   * without a {@link ListColumn.rowHeader} column.
   */
  titleId: string | undefined;
}

/**
 * What a column of a {@link ResponsiveTable} is in a card (phone layout):
 * - `'field'`: a label–value pair (`<dt>{header}</dt><dd>{cell}</dd>`); the default;
 * - `'media'`: beside the card's heading (a product's picture);
 * - `'actions'`: the card's footer, right-aligned (buttons, the action menu);
 * - `'none'`: not shown, because the card's heading or description already says it (the default
 *   of the {@link ListColumn.rowHeader} column).
 */
export type CardPlacement = 'field' | 'media' | 'actions' | 'none';

/** One column of a {@link ResponsiveTable}: its header, its cell and its place in the card. */
export interface ListColumn<T> {
  /** Unique within the table (React's key). */
  id: string;
  /** The column header (`<th scope="col">`) and, in a card, the field's label. */
  header: string;
  /** Keeps the header for screen readers only (e.g. 'Aksi' over a column of menus). */
  hideHeader?: boolean;
  /** The cell's content for `row`. User-entered text is rendered as text (React escapes it). */
  cell: (row: T, context: RowContext) => ReactNode;
  /**
   * A small muted line under the cell in the table (e.g. the order's date under its id; left out
   * when empty). On the {@link rowHeader} column it is also the card's description line, unless
   * the table has its own `cardDescription`.
   */
  note?: (row: T) => ReactNode;
  /**
   * The row's header cell (`<th scope="row">`, role `rowheader`): what names the row in the table,
   * e.g. the order id. At most one column.
   */
  rowHeader?: boolean;
  /** `'end'` right-aligns header and cells (amounts, counts, actions). Default `'start'`. */
  align?: 'start' | 'end';
  /** Extra classes of the table's cells of this column (width, wrapping, numerals). */
  className?: string;
  /** The column's place in a card; default `'field'` (`'none'` for the row header column). */
  card?: CardPlacement;
  /**
   * In a card, the value goes under its label across the card's whole width instead of beside it
   * (long text, nested details).
   */
  cardWide?: boolean;
}

/** Whether a cell rendered anything worth a place (not null, undefined, false or ''). */
export function isShown(node: ReactNode): boolean {
  return node !== null && node !== undefined && node !== false && node !== '';
}

/** The column's place in a card, its default filled in. */
export function cardPlacement<T>(column: ListColumn<T>): CardPlacement {
  return column.card ?? (column.rowHeader ? 'none' : 'field');
}

/** A row of a {@link ResponsiveTable}: a record with a stable id (an order, a product, a user...). */
export interface ListRow {
  id: string | number;
}

/** A row's React key: `rowKey(row)`, else its `id`. */
export function keyOfRow<T extends ListRow>(
  row: T,
  rowKey: ((row: T) => string | number) | undefined,
): string | number {
  return rowKey ? rowKey(row) : row.id;
}

/** What the table and the card list of a {@link ResponsiveTable} both take. */
export interface RowLayoutProps<T extends ListRow> {
  /** The rows to show (one page), in order. */
  rows: readonly T[];
  /** A stable key per row; default its `id`. */
  rowKey?: (row: T) => string | number;
  columns: readonly ListColumn<T>[];
  /**
   * The list's accessible name: the table's (visually hidden) caption, or the card list's
   * `aria-label`, e.g. 'Daftar pesanan'.
   */
  caption: string;
  /**
   * The card's heading, what names the row: e.g. the order id, the product's name. Default: the
   * {@link ListColumn.rowHeader} column's cell (a table without one must give it).
   */
  cardTitle?: (row: T) => ReactNode;
  /**
   * An optional line under the card's heading, e.g. the order's date, the product's category.
   * Default: the {@link ListColumn.rowHeader} column's {@link ListColumn.note}.
   */
  cardDescription?: (row: T) => ReactNode;
  /**
   * The level of the cards' headings, under the heading the list sits beneath: 2 right under the
   * page's `h1` (the default of a `'framed'` list), 3 inside a card titled with an `h2` (the
   * default of a `'plain'` one).
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * `'framed'` (default): a bordered table on its own on the page; `'plain'`: a borderless table
   * inside a `Card` (the dashboard, the settings).
   */
  variant?: 'framed' | 'plain';
  /** The row's id prefix for {@link RowContext.titleId}; the responsive table passes `useId()`. */
  idPrefix: string;
}
