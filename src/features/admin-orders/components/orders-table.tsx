import { Link } from 'react-router';
import { FileTextIcon, PrinterIcon } from 'lucide-react';
import { actionsColumn, ResponsiveTable, type ListColumn } from '@/components/list-kit';
import { PackingList } from '@/components/packing-list';
import { adminOrderStatusColumn, shippingStatusColumn } from '@/components/status';
import { buttonVariants } from '@/components/ui/button';
import { formatDate, formatRupiah } from '@/shared/format';
import { orderDocumentPath } from '@/shared/routes';
import type { Order } from '@/domain/core/records';
import { discountLines, orderAmounts } from '@/domain/orders/amounts';
import type { OrderUpdate } from '../api/use-update-order';
import { ownerStage } from '@/domain/orders/stage';
import { OrderActionsMenu } from './order-actions-menu';
import { OrderNextStep } from './order-next-step';
import type { PendingOrderChange } from './order-change-dialog';

/** Props of {@link OrdersTable}. */
export interface OrdersTableProps {
  /** The rows to show (one page). */
  orders: readonly Order[];
  onUpdate: (update: OrderUpdate) => void;
  /** Called with a change that needs the admin's input first (tracking number, cancel reason). */
  onAsk: (change: PendingOrderChange) => void;
  /** The order whose update is running (its menu is disabled meanwhile). */
  pendingOrderId?: string;
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
 * The admin's orders table (spec section 2, "Admin orders"): order id and date, buyer
 * name and phone, shipping address and postal code, what to pack ('Barang': "2 × Kopi Arabika
 * Gayo" per line), the courier with the destination and the tracking number, the amounts (total,
 * with subtotal, ongkos kirim and each voucher's discount under it; src/domain/orders/amounts.ts `orderAmounts`), payment code
 * ('N/A' when none), the owner's stage ('Tahap', src/domain/orders/stage.ts), order status badge,
 * shipping status badge, and the actions: the order's next step ({@link OrderNextStep}), `Cetak Label
 * {id}`, `Cetak Faktur {id}` (the printed documents' pages) and the {@link OrderActionsMenu}. On a
 * phone each order is a card headed by its id, with the same fields and actions. User-entered text
 * is rendered as text.
 */
export function OrdersTable({ orders, onUpdate, onAsk, pendingOrderId }: OrdersTableProps) {
  const columns: ListColumn<Order>[] = [
    {
      id: 'id',
      header: 'ID Pesanan',
      rowHeader: true,
      cell: (order) => <span className="block break-all">{order.id}</span>,
      note: (order) => formatDate(order.date),
    },
    {
      id: 'buyer',
      header: 'Pembeli',
      cell: (order) => (
        <>
          <span className="block">{order.customerName}</span>
          <span className="block text-muted-foreground">{order.customerPhone}</span>
        </>
      ),
    },
    {
      id: 'address',
      header: 'Alamat Pengiriman',
      className: 'max-w-64',
      cell: (order) => (
        <>
          <span className="block break-words">{order.shippingAddress}</span>
          <span className="block text-muted-foreground">Kode Pos {order.postalCode || '-'}</span>
          {order.buyerNote && (
            <span className="mt-1 block break-words">
              <span className="font-medium">Catatan untuk Penjual:</span> {order.buyerNote}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'items',
      header: 'Barang',
      className: 'min-w-48 max-w-64',
      cardWide: true,
      cell: (order) => <PackingList order={order} />,
    },
    {
      id: 'courier',
      header: 'Kurir',
      cell: (order) =>
        order.courierName ? (
          <>
            <span className="block">{order.courierName}</span>
            {order.destination && <span className="block text-muted-foreground">{order.destination}</span>}
            {order.trackingNumber && <span className="block text-muted-foreground">Resi {order.trackingNumber}</span>}
          </>
        ) : (
          '-'
        ),
    },
    {
      id: 'amounts',
      header: 'Total',
      className: 'whitespace-nowrap tabular-nums',
      cell: (order) => {
        const { subtotal, shippingCost, total } = orderAmounts(order);
        return (
          <>
            <span className="block font-medium">{formatRupiah(total)}</span>
            {order.shippingCost !== undefined && (
              <span className="block text-xs text-muted-foreground">
                Subtotal {formatRupiah(subtotal)}
                <br />
                Ongkos Kirim {formatRupiah(shippingCost)}
                {discountLines(order).map((line) => (
                  <span key={line.label} className="block">
                    {line.label} {line.amount}
                  </span>
                ))}
              </span>
            )}
          </>
        );
      },
    },
    {
      id: 'paymentCode',
      header: 'Kode Pembayaran',
      className: 'whitespace-nowrap',
      cell: (order) => order.paymentCode || 'N/A',
    },
    {
      id: 'stage',
      header: 'Tahap',
      className: 'whitespace-nowrap',
      cell: (order) => <span className="font-medium">{ownerStage(order)}</span>,
    },
    adminOrderStatusColumn({ id: 'status', header: 'Status Pesanan' }),
    shippingStatusColumn({ id: 'shippingStatus', header: 'Status Pengiriman' }),
    actionsColumn(
      (order) => (
        <div className="flex flex-wrap items-center justify-end gap-1">
          <OrderNextStep order={order} onUpdate={onUpdate} onAsk={onAsk} disabled={pendingOrderId === order.id} />
          <PrintLink order={order} document="label" />
          <PrintLink order={order} document="invoice" />
          <OrderActionsMenu
            order={order}
            onUpdate={onUpdate}
            onAsk={onAsk}
            disabled={pendingOrderId === order.id}
          />
        </div>
      ),
      { hideHeader: true },
    ),
  ];
  return (
    <ResponsiveTable
      rows={orders}
      columns={columns}
      caption="Daftar pesanan"
      regionLabel="Tabel pesanan"
      tableClassName="min-w-[72rem]"
    />
  );
}
