import { Link } from 'react-router';
import { PrinterIcon, XIcon } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { messages } from '@/shared/messages';
import { orderLabelsPath } from '@/shared/routes';
import { MAX_LABELS_PER_PRINT } from '@/domain/orders/labels';
import type { OrderSelection } from '../lib/use-order-selection';
import { OrderSelectBox } from './order-select-box';

/** Props of {@link OrderSelectionBar}. */
export interface OrderSelectionBarProps {
  selection: OrderSelection;
  /** The ids of the orders shown on this page (what `Pilih semua` ticks). */
  pageIds: readonly string[];
}

/**
 * Above the orders of a page (docs/product/ui-names.md "Admin orders"): the checkbox `Pilih semua`
 * for the page's orders and, once some are ticked, `{n} dipilih`, the link `Cetak Label ({n})`
 * (one print page of their packing labels, /admin/orders/labels?ids=…) and `Batal Pilih`. Over
 * `MAX_LABELS_PER_PRINT` ticked, the link gives way to the reason.
 */
export function OrderSelectionBar({ selection, pageIds }: OrderSelectionBarProps) {
  const onPage = pageIds.filter((id) => selection.has(id)).length;
  const all = pageIds.length > 0 && onPage === pageIds.length ? true : onPage > 0 ? 'indeterminate' : false;
  const count = selection.ids.length;
  const tooMany = count > MAX_LABELS_PER_PRINT;
  return (
    <div role="group" aria-label="Pilihan pesanan" className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <OrderSelectBox label="Pilih semua" showLabel checked={all} onCheckedChange={(on) => selection.setAll(pageIds, on)} />
      {/* Always present, so a screen reader hears the count change. */}
      <p className="text-sm text-muted-foreground empty:hidden" aria-live="polite">
        {count > 0 ? `${count} dipilih` : ''}
      </p>
      {count > 0 && (
        <>
          {tooMany ? (
            <p className="text-sm text-destructive">{messages.labels.tooMany(MAX_LABELS_PER_PRINT)}</p>
          ) : (
            <Link to={orderLabelsPath(selection.ids)} className={buttonVariants({ size: 'sm' })}>
              <PrinterIcon aria-hidden="true" />
              Cetak Label ({count})
            </Link>
          )}
          <Button type="button" size="sm" variant="ghost" onClick={selection.clear}>
            <XIcon aria-hidden="true" />
            Batal Pilih
          </Button>
        </>
      )}
    </div>
  );
}
