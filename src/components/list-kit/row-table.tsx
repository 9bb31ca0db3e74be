import { TableScrollRegion } from '@/components/ui/table-scroll-region';
import { cn } from '@/lib/utils';
import { isShown, keyOfRow, type ListRow, type RowLayoutProps } from './list-column';
import { rowTitleId } from './row-title-id';

/** Props of {@link RowTable}. */
export interface RowTableProps<T extends ListRow> extends Omit<
  RowLayoutProps<T>,
  'cardTitle' | 'cardDescription' | 'headingLevel'
> {
  /** Names the sideways-scrolling region, e.g. 'Tabel pesanan'. */
  regionLabel: string;
  /** Classes of the `<table>`, e.g. `min-w-[56rem]` so a wide table scrolls rather than squeezes. */
  tableClassName?: string;
  /** Vertical alignment of the cells: `'top'` (default) for rows of several lines. */
  verticalAlign?: 'top' | 'middle';
}

/**
 * The wide-screen layout of a {@link ResponsiveTable}: a `<table>` captioned (visually hidden)
 * with `caption`, one `<th scope="col">` per column, the {@link ListColumn.rowHeader} column as
 * `<th scope="row">`, inside a focusable {@link TableScrollRegion} that scrolls it sideways when
 * the screen is narrower than the table.
 */
export function RowTable<T extends ListRow>({
  rows,
  rowKey,
  columns,
  caption,
  regionLabel,
  tableClassName,
  verticalAlign = 'top',
  variant = 'framed',
  idPrefix,
}: RowTableProps<T>) {
  const framed = variant === 'framed';
  const hasRowHeader = columns.some((column) => column.rowHeader);
  const pad = framed ? 'px-3 py-2' : 'py-2 pr-4';
  return (
    <TableScrollRegion label={regionLabel} className={cn(framed && 'rounded-lg border bg-card')}>
      <table className={cn('w-full text-left text-sm', tableClassName)}>
        <caption className="sr-only">{caption}</caption>
        <thead className={cn('border-b text-muted-foreground', framed && 'bg-muted/50')}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn(pad, 'font-medium', column.align === 'end' && 'text-right')}
              >
                {column.hideHeader ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const titleId = hasRowHeader ? rowTitleId(idPrefix, index) : undefined;
            const context = { layout: 'table', titleId } as const;
            return (
              <tr
                key={keyOfRow(row, rowKey)}
                className={cn(
                  'border-b last:border-0',
                  verticalAlign === 'top' ? 'align-top' : 'align-middle',
                )}
              >
                {columns.map((column) => {
                  const className = cn(
                    pad,
                    column.align === 'end' && 'text-right',
                    column.className,
                  );
                  const note = column.note?.(row);
                  const content =
                    column.card === 'actions' ? (
                      <div className="flex justify-end gap-1">{column.cell(row, context)}</div>
                    ) : (
                      <>
                        {column.cell(row, context)}
                        {isShown(note) && (
                          <span className="block text-xs font-normal text-muted-foreground">
                            {note}
                          </span>
                        )}
                      </>
                    );
                  return column.rowHeader ? (
                    <th
                      key={column.id}
                      scope="row"
                      id={titleId}
                      className={cn('font-medium', className)}
                    >
                      {content}
                    </th>
                  ) : (
                    <td key={column.id} className={className}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}
