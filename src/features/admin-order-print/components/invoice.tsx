import { paymentMethodLabel } from '@/domain/payment/methods';
import { useStoreSettings } from '@/data/react';
import type { StoreSettings } from '@/domain/port/port';
import { formatDate, formatRupiah } from '@/shared/format';
import { lineTotal, orderLines, paymentStatusLabel } from '@/domain/orders/documents';
import type { Order } from '@/domain/core/records';
import { discountLines, orderAmounts } from '@/domain/orders/amounts';
import { useAdminOrder } from '../api/use-admin-order';
import { Block, Field } from './document-parts';
import { PrintDocument } from './print-document';
import { RecipientBlock } from './recipient-block';

/** What {@link Invoice} prints. */
export interface InvoiceProps {
  order: Order;
  /** The seller: the store's name, address and contacts (store settings). */
  store: Pick<StoreSettings, 'storeName' | 'storeAddress' | 'contacts'>;
}

const money = (amount: number | null) => (amount === null ? '-' : formatRupiah(amount));

/**
 * The invoice of an order (docs/product/ui-names.md "Order journey"), laid out for A4:
 * the store, the invoice number (the order id) and the order's date, the buyer (name, phone,
 * address, postal code, destination), the items with unit price and line total in Rupiah, the
 * subtotal, shipping cost ('Ongkos Kirim', with courier and destination), each voucher's
 * 'Diskon Voucher ({code})' and total
 * (src/domain/orders/amounts.ts `orderAmounts`: an order of before shipping costs has no shipping line
 * cost), the payment method, payment code and payment status
 * (src/domain/orders/documents.ts `paymentStatusLabel`). Order text is rendered as text.
 */
export function Invoice({ order, store }: InvoiceProps) {
  const { subtotal, shippingCost, total } = orderAmounts(order);
  const via = [order.courierName, order.destination].filter(Boolean).join(' → ');
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-black pb-3">
        <div className="min-w-0">
          <p className="text-xl font-bold break-words">{store.storeName}</p>
          <p className="break-words whitespace-pre-line">{store.storeAddress}</p>
          <p>
            WhatsApp {store.contacts.whatsapp} · {store.contacts.email}
          </p>
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-bold tracking-wide">FAKTUR</h1>
          <dl>
            <Field label="No. Faktur">{order.id}</Field>
            <Field label="Tanggal">{formatDate(order.date)}</Field>
          </dl>
        </div>
      </header>
      <RecipientBlock
        title="Ditagihkan kepada"
        order={order}
        nameClassName="font-semibold break-words"
      />
      <table className="w-full border-collapse">
        <caption className="sr-only">Rincian barang pesanan {order.id}</caption>
        <thead>
          <tr className="border-b-2 border-black text-left">
            <th scope="col" className="py-1 pr-2">Produk</th>
            <th scope="col" className="px-2 py-1 text-right">Jumlah</th>
            <th scope="col" className="px-2 py-1 text-right">Harga Satuan</th>
            <th scope="col" className="py-1 pl-2 text-right">Total</th>
          </tr>
        </thead>
        <tbody>
          {orderLines(order).map((line, index) => (
            <tr key={index} className="border-b border-neutral-300">
              <td className="py-1 pr-2 break-words">{line.name}</td>
              <td className="px-2 py-1 text-right tabular-nums">{line.quantity ?? '-'}</td>
              <td className="px-2 py-1 text-right whitespace-nowrap tabular-nums">{money(line.price)}</td>
              <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">{money(lineTotal(line))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="tabular-nums">
          <tr>
            <th scope="row" colSpan={3} className="pt-2 pr-2 text-right font-normal">Subtotal</th>
            <td className="pt-2 pl-2 text-right whitespace-nowrap">{formatRupiah(subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3} className="pr-2 text-right font-normal">
              Ongkos Kirim{via && ` (${via})`}
            </th>
            <td className="pl-2 text-right whitespace-nowrap">{formatRupiah(shippingCost)}</td>
          </tr>
          {discountLines(order).map((line) => (
            <tr key={line.label}>
              <th scope="row" colSpan={3} className="pr-2 text-right font-normal">{line.label}</th>
              <td className="pl-2 text-right whitespace-nowrap">{line.amount}</td>
            </tr>
          ))}
          <tr className="border-t-2 border-black text-base font-bold">
            <th scope="row" colSpan={3} className="py-1 pr-2 text-right">Total</th>
            <td className="py-1 pl-2 text-right whitespace-nowrap">{formatRupiah(total)}</td>
          </tr>
        </tfoot>
      </table>
      <Block title="Pembayaran">
        <dl>
          <Field label="Metode Pembayaran">{paymentMethodLabel(order.paymentMethod) || '-'}</Field>
          <Field label="Kode Pembayaran">{order.paymentCode || '-'}</Field>
          <Field label="Status Pembayaran">{paymentStatusLabel(order)}</Field>
        </dl>
      </Block>
      <p className="text-xs">Terima kasih telah berbelanja di {store.storeName}.</p>
    </div>
  );
}

/**
 * /admin/pesanan/{id}/invoice, 'Faktur {id}': loads the order (`orders.get`, admin
 * only) and the store settings, then shows the {@link Invoice} as an A4 print preview and opens the
 * print dialog. An unknown order shows 'Pesanan tidak ditemukan.' and the way back.
 * @param orderId - the id of the page's address.
 */
export function InvoicePage({ orderId }: { orderId: string }) {
  const order = useAdminOrder(orderId);
  const store = useStoreSettings();
  return (
    <PrintDocument
      kind="Faktur"
      orderId={orderId}
      paper="A4"
      loadingLabel="Memuat invoice..."
      loading={order.isPending || store.isPending}
      error={order.error ?? store.error}
    >
      {order.data && store.data && <Invoice order={order.data} store={store.data} />}
    </PrintDocument>
  );
}
