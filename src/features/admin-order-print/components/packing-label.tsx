import { paymentMethodLabel } from '@/domain/payment/methods';
import { useStoreSettings, useProductsById } from '@/data/react';
import { formatDate, formatRupiah } from '@/shared/format';
import { PackingList } from '@/components/packing-list';
import { cashToCollect, formatWeight, packedWeight, type PackedWeight } from '@/domain/orders/documents';
import type { Order } from '@/domain/core/records';
import type { StoreSettings } from '@/domain/port/port';
import { useAdminOrder } from '../api/use-admin-order';
import { Block, Field } from './document-parts';
import { PrintDocument } from './print-document';
import { RecipientBlock } from './recipient-block';
import { ResiBarcode } from './resi-barcode';

/** What {@link PackingLabel} prints. */
export interface PackingLabelProps {
  order: Order;
  /** The sender: the store's name and address (store settings). */
  store: Pick<StoreSettings, 'storeName' | 'storeAddress' | 'contacts'>;
  /** The parcel's weight ({@link packedWeight}). */
  weight: PackedWeight;
  /** The level of its title: 1 alone on its page (default), 2 among the labels of several orders. */
  headingLevel?: 1 | 2;
}

/**
 * The packing label of an order (docs/product/ui-names.md "Order journey"), laid out
 * for A6: the sender (store name, address, WhatsApp), the recipient (name, phone, address, postal
 * code, destination kabupaten/kota), the courier and the tracking number (resi) when set, with
 * its Code 128 barcode ({@link ResiBarcode}), the
 * order id and date, the payment method and — for an unpaid cash-on-delivery order — the Rupiah
 * the courier must collect ('Tagih COD', src/domain/orders/documents.ts `cashToCollect`), and the
 * items to pack with their quantities and the total weight, then the buyer's `Catatan untuk
 * Penjual` when there is one. Order text is rendered as text.
 */
export function PackingLabel({ order, store, weight, headingLevel = 1 }: PackingLabelProps) {
  const collect = cashToCollect(order);
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-col gap-2">
      <header className="flex items-start justify-between gap-2 border-b-2 border-black pb-1">
        <Title className="text-base font-bold">Label Pengiriman</Title>
        <p className="text-right font-mono font-bold break-all">{order.id}</p>
      </header>
      <dl className="grid grid-cols-2 gap-x-3 border-b border-black pb-1">
        <Field label="Kurir">{order.courierName || '-'}</Field>
        <Field label="Tanggal">{formatDate(order.date)}</Field>
        <Field label="Resi">{order.trackingNumber}</Field>
        <Field label="Pembayaran">{paymentMethodLabel(order.paymentMethod) || '-'}</Field>
      </dl>
      {order.trackingNumber && <ResiBarcode value={order.trackingNumber} />}
      {collect !== null && (
        <p className="border-2 border-black p-1 text-center text-sm font-bold">
          Tagih COD: {formatRupiah(collect)}
        </p>
      )}
      <RecipientBlock
        title="Penerima"
        className="border-b border-black pb-1"
        order={order}
        nameClassName="text-sm font-bold break-words"
      />
      <Block title="Pengirim" className="border-b border-black pb-1">
        <p className="font-semibold break-words">{store.storeName}</p>
        <p className="break-words whitespace-pre-line">{store.storeAddress}</p>
        {store.contacts.whatsapp && <p>WhatsApp {store.contacts.whatsapp}</p>}
      </Block>
      <Block title="Isi Paket">
        <PackingList order={order} />
        <dl className="mt-1">
          <Field label="Berat Total">
            {formatWeight(weight.grams)}
            {weight.estimated && ' (perkiraan)'}
          </Field>
        </dl>
      </Block>
      {order.buyerNote && (
        <Block title="Catatan untuk Penjual" className="border-t border-black pt-1">
          <p className="break-words whitespace-pre-line">{order.buyerNote}</p>
        </Block>
      )}
    </div>
  );
}

/**
 * /admin/pesanan/{id}/label, 'Label Pengiriman {id}': loads the order (`orders.get`,
 * admin only), the store settings (the sender) and its products' current weights, then shows the
 * {@link PackingLabel} as an A6 print preview and opens the print dialog. An unknown order shows
 * 'Pesanan tidak ditemukan.' and the way back.
 * @param orderId - the id of the page's address.
 */
export function PackingLabelPage({ orderId }: { orderId: string }) {
  const order = useAdminOrder(orderId);
  const store = useStoreSettings();
  const ids = order.data?.items?.map((item) => item.productId) ?? [];
  const products = useProductsById(ids);
  const weightsLoading = ids.length > 0 && !products.data && !products.isError;
  return (
    <PrintDocument
      kind="Label Pengiriman"
      orderId={orderId}
      paper="A6"
      loadingLabel="Memuat label pengiriman..."
      loading={order.isPending || store.isPending || weightsLoading}
      error={order.error ?? store.error}
    >
      {order.data && store.data && (
        <PackingLabel
          order={order.data}
          store={store.data}
          weight={packedWeight(order.data.items, new Map(products.data?.map((p) => [p.id, p.weight]) ?? []))}
        />
      )}
    </PrintDocument>
  );
}
