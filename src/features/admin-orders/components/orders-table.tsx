import { Link } from 'react-router';
import { FileTextIcon, PrinterIcon } from 'lucide-react';
import { actionsColumn, ResponsiveTable, type ListColumn } from '@/components/list-kit';
import { PackingList } from '@/components/packing-list';
import { adminOrderStatusColumn, shippingStatusColumn } from '@/components/status';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatDate, formatRupiah } from '@/shared/format';
import { orderDocumentPath } from '@/shared/routes';
import type { Order } from '@/domain/core/records';
import { discountLines, orderAmounts } from '@/domain/orders/amounts';
import type { OrderUpdate } from '../api/use-update-order';
import { ownerStage } from '@/domain/orders/stage';
import { OrderActionsMenu } from './order-actions-menu';
import { OrderNextStep } from './order-next-step';
import { OrderSelectBox } from './order-select-box';
import type { OrderSelection } from '../lib/use-order-selection';
import type { PendingOrderChange } from './order-change-dialog';

/** The cells' padding: denser than the lists' default, so the table fits a 1,366 px laptop. */
const PAD = 'px-2';

/** The order status column, whose badges sit under the stage in the `Tahap` column. */
const orderStatus = adminOrderStatusColumn<Order>({ id: 'status', header: 'Status Pesanan' });
const shippingStatus = shippingStatusColumn<Order>({ id: 'shippingStatus', header: 'Status Pengiriman' });

/** Lets a long status badge ('Menunggu Konfirmasi Admin') wrap instead of widening its column. */
const WRAP_BADGES = '[&_[data-slot=badge]]:text-left [&_[data-slot=badge]]:whitespace-normal';

/** Props of {@link OrdersTable}. */
export interface OrdersTableProps {
  /** The rows to show (one page). */
  orders: readonly Order[];
  onUpdate: (update: OrderUpdate) => void;
  /** Called with a change that needs the admin's input first (tracking number, cancel reason). */
  onAsk: (change: PendingOrderChange) => void;
  /** The order whose update is running (its menu is disabled meanwhile). */
  pendingOrderId?: string;
  /** The ticked orders of `Cetak Label ({n})`: each row gets its box `Pilih pesanan {id}`. */
  selection?: OrderSelection;
}

/**
 * A print link of a row named `{label} {order id}` opening the document's page: the packing label,
 * printed every day, with its words; the invoice as an icon.
 */
function PrintLink({ order, document }: { order: Order; document: 'label' | 'invoice' }) {
  const label = document === 'label' ? 'Cetak Label' : 'Cetak Faktur';
  const Icon = document === 'label' ? PrinterIcon : FileTextIcon;
  return (
    <Link
      to={orderDocumentPath(order.id, document)}
      aria-label={`${label} ${order.id}`}
      title={label}
      className={buttonVariants({ variant: document === 'label' ? 'outline' : 'ghost', size: document === 'label' ? 'sm' : 'icon' })}
    >
      <Icon aria-hidden="true" />
      {document === 'label' && label}
    </Link>
  );
}

/**
 * The admin's orders table (spec section 2, "Admin orders"): with a `selection`, a box `Pilih
 * pesanan {id}` per order; order id with its date and payment code ('N/A' when none) under it,
 * the buyer's name and phone with the shipping address (two lines in the table, the whole text in
 * its tooltip and for screen readers; whole in a card), postal code and note, what to pack
 * ('Barang': "2 × Kopi Arabika Gayo" per line), the courier with the destination and the tracking
 * number, the amounts (total, with subtotal, ongkos kirim and each voucher's discount under it;
 * src/domain/orders/amounts.ts `orderAmounts`), the owner's stage ('Tahap',
 * src/domain/orders/stage.ts) over the order status badge, the shipping status badge, and the
 * actions: the order's next step ({@link OrderNextStep}), `Cetak Label {id}`, `Cetak Faktur {id}`
 * (the printed documents' pages) and the {@link OrderActionsMenu}. Dense enough to fit a 1,366 px
 * laptop without scrolling sideways. On a phone each order is a card headed by its id, with the
 * same fields and actions. User-entered text is rendered as text.
 */
export function OrdersTable({ orders, onUpdate, onAsk, pendingOrderId, selection }: OrdersTableProps) {
  const select: ListColumn<Order>[] = selection
    ? [
        {
          id: 'select',
          header: 'Pilih',
          hideHeader: true,
          className: 'w-12 pr-0 pl-1',
          card: 'media',
          cell: (order) => (
            <OrderSelectBox
              label={`Pilih pesanan ${order.id}`}
              checked={selection.has(order.id)}
              onCheckedChange={(on) => selection.toggle(order.id, on)}
            />
          ),
        },
      ]
    : [];
  const columns: ListColumn<Order>[] = [
    ...select,
    {
      id: 'id',
      header: 'ID Pesanan',
      rowHeader: true,
      className: PAD,
      cell: (order) => <span className="block break-all">{order.id}</span>,
      note: (order) => (
        <>
          {formatDate(order.date)}
          <span className="block break-all">
            <span className="sr-only">Kode Pembayaran </span>
            {order.paymentCode || 'N/A'}
          </span>
        </>
      ),
    },
    {
      id: 'buyer',
      header: 'Pembeli',
      className: cn(PAD, 'min-w-36 max-w-56 [overflow-wrap:anywhere]'),
      cell: (order, { layout }) => (
        <>
          <span className="block font-medium">{order.customerName}</span>
          <span className="block text-muted-foreground">{order.customerPhone}</span>
          {/* In the table two lines of the address, its whole text still read out and in the tooltip. */}
          <span className={cn('mt-1 block break-words', layout === 'table' && 'line-clamp-2')} title={order.shippingAddress}>
            {order.shippingAddress}
          </span>
          <span className="block text-muted-foreground">Kode Pos {order.postalCode || '-'}</span>
          {order.buyerNote && (
            <span className={cn('mt-1 block break-words', layout === 'table' && 'line-clamp-2')} title={order.buyerNote}>
              <span className="font-medium">Catatan untuk Penjual:</span> {order.buyerNote}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'items',
      header: 'Barang',
      className: cn(PAD, 'min-w-32 max-w-56'),
      cardWide: true,
      cell: (order) => <PackingList order={order} />,
    },
    {
      id: 'courier',
      header: 'Kurir',
      className: cn(PAD, '[overflow-wrap:anywhere]'),
      cell: (order) =>
        order.courierName ? (
          <>
            <span className="block">{order.courierName}</span>
            {order.destination && <span className="block text-muted-foreground">{order.destination}</span>}
            {order.trackingNumber && <span className="block break-all text-muted-foreground">Resi {order.trackingNumber}</span>}
          </>
        ) : (
          '-'
        ),
    },
    {
      id: 'amounts',
      header: 'Total',
      className: cn(PAD, 'tabular-nums'),
      cell: (order) => {
        const { subtotal, shippingCost, total } = orderAmounts(order);
        return (
          <>
            <span className="block font-medium whitespace-nowrap">{formatRupiah(total)}</span>
            {order.shippingCost !== undefined && (
              <span className="block text-xs text-muted-foreground">
                <span className="block">
                  Subtotal <span className="whitespace-nowrap">{formatRupiah(subtotal)}</span>
                </span>
                <span className="block">
                  Ongkos Kirim <span className="whitespace-nowrap">{formatRupiah(shippingCost)}</span>
                </span>
                {discountLines(order).map((line) => (
                  <span key={line.label} className="block">
                    {line.label} <span className="whitespace-nowrap">{line.amount}</span>
                  </span>
                ))}
              </span>
            )}
          </>
        );
      },
    },
    {
      ...adminOrderStatusColumn({ id: 'status', header: 'Tahap' }),
      className: PAD,
      cell: (order, context) => (
        <>
          <span className="mb-1 block font-medium">{ownerStage(order)}</span>
          <div className={WRAP_BADGES}>{orderStatus.cell(order, context)}</div>
        </>
      ),
    },
    {
      ...shippingStatus,
      className: PAD,
      cell: (order, context) => <div className={WRAP_BADGES}>{shippingStatus.cell(order, context)}</div>,
    },
    {
      ...actionsColumn(
        (order, { layout }) => (
          <div className={cn('flex items-center justify-end gap-1', layout === 'table' ? 'flex-col items-end' : 'flex-wrap')}>
            <OrderNextStep order={order} onUpdate={onUpdate} onAsk={onAsk} disabled={pendingOrderId === order.id} />
            <PrintLink order={order} document="label" />
            <div className="flex items-center gap-1">
              <PrintLink order={order} document="invoice" />
              <OrderActionsMenu order={order} onUpdate={onUpdate} onAsk={onAsk} disabled={pendingOrderId === order.id} />
            </div>
          </div>
        ),
        { hideHeader: true },
      ),
      className: PAD,
    },
  ];
  return (
    <ResponsiveTable
      rows={orders}
      columns={columns}
      caption="Daftar pesanan"
      regionLabel="Tabel pesanan"
    />
  );
}
