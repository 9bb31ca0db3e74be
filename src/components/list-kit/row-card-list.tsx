import { cn } from '@/lib/utils';
import { cardPlacement, isShown, keyOfRow, type ListRow, type RowLayoutProps } from './list-column';
import { rowTitleId } from './row-title-id';

/** Props of {@link RowCardList}. */
export type RowCardListProps<T extends ListRow> = RowLayoutProps<T>;

/**
 * The phone layout of a {@link ResponsiveTable}: a list (`<ul role="list">`, named `caption`) of
 * cards, one per row, with the same data and controls as the table's row, nothing off-screen:
 * - the row's name ({@link RowLayoutProps.cardTitle}, else the row header column's cell) as the
 *   card's heading (level `headingLevel`), an optional line under it (`cardDescription`, else the
 *   row header column's `note`), and the `'media'` columns beside it;
 * - the `'field'` columns as label–value pairs (`<dl>`, the column header as the label; the value
 *   under its label with {@link ListColumn.cardWide});
 * - the `'actions'` columns in the card's footer, right-aligned (left out when they render
 *   nothing, e.g. no role button on the signed-in admin's own account).
 */
export function RowCardList<T extends ListRow>({
  rows,
  rowKey,
  columns,
  caption,
  cardTitle,
  cardDescription,
  headingLevel,
  variant = 'framed',
  idPrefix,
}: RowCardListProps<T>) {
  const Heading = `h${headingLevel ?? (variant === 'plain' ? 3 : 2)}` as const;
  const media = columns.filter((column) => cardPlacement(column) === 'media');
  const fields = columns.filter((column) => cardPlacement(column) === 'field');
  const actions = columns.filter((column) => cardPlacement(column) === 'actions');
  const header = columns.find((column) => column.rowHeader);
  return (
    // `role="list"`: Safari drops the list role of a `<ul>` without bullets.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" aria-label={caption} className="grid grid-cols-1 gap-3">
      {rows.map((row, index) => {
        const titleId = rowTitleId(idPrefix, index);
        const context = { layout: 'card', titleId } as const;
        const title = cardTitle ? cardTitle(row) : header?.cell(row, context);
        const description = cardDescription ? cardDescription(row) : header?.note?.(row);
        const buttons = actions
          .map((column) => ({ id: column.id, node: column.cell(row, context) }))
          .filter(({ node }) => isShown(node));
        return (
          <li
            key={keyOfRow(row, rowKey)}
            className={cn(
              'flex min-w-0 flex-col gap-3 rounded-lg border p-4 text-sm',
              variant === 'framed' ? 'bg-card shadow-xs' : 'bg-background',
            )}
          >
            <div className="flex items-start gap-3">
              {media.map((column) => (
                <div key={column.id} className="shrink-0">
                  {column.cell(row, context)}
                </div>
              ))}
              <div className="min-w-0 flex-1">
                <Heading id={titleId} className="text-base leading-snug font-semibold break-words">
                  {title}
                </Heading>
                {isShown(description) && (
                  <p className="text-xs text-muted-foreground">{description}</p>
                )}
              </div>
            </div>
            {fields.length > 0 && (
              <dl className="grid grid-cols-1 gap-2">
                {fields.map((column) => (
                  <div
                    key={column.id}
                    className={cn(
                      'grid items-start',
                      column.cardWide
                        ? 'grid-cols-1 gap-1'
                        : 'grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3',
                    )}
                  >
                    <dt className="text-muted-foreground">{column.header}</dt>
                    {/* A long badge ('Menunggu Konfirmasi Admin') wraps rather than overflow a narrow phone. */}
                    <dd className="min-w-0 break-words [&_[data-slot=badge]]:max-w-full [&_[data-slot=badge]]:whitespace-normal">
                      {column.cell(row, context)}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            {buttons.length > 0 && (
              <div className="flex flex-wrap items-center justify-end gap-2 border-t pt-3">
                {buttons.map(({ id, node }) => (
                  <div key={id} className="flex flex-wrap justify-end gap-2">
                    {node}
                  </div>
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
