import { paymentMethodLabel } from '@/domain/payment/methods';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { TitledCard } from '@/components/titled-card';
// Its own module, not the status barrel: the back office's pages load the barrel, not the stages.
import { BuyerStageBadge } from '@/components/status/stage-badge';
import { buttonVariants } from '@/components/ui/button';
import { LazyConfirmDialog, preloadConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoading } from '@/components/ui/page-loading';
import { PendingButton } from '@/components/ui/pending-button';
import { toastOutcome } from '@/components/ui/toast-outcome';
import { errorMessage } from '@/data';
import { formatDateTime, formatRupiah } from '@/shared/format';
import { messages } from '@/shared/messages';
import { findStatusTransition, INITIAL_STATUSES, orderHistory, SHIPPED_STATUSES } from '@/domain/orders/status';
import { buyerStage } from '@/domain/orders/stage';
import { PAGE_TITLES, pageTitle } from '@/shared/page-titles';
import { discountLines, orderAmounts, trackingLink } from '@/domain/orders/amounts';
import { useStoreSettings } from '@/data/react';
import { WhatsAppLink } from '@/components/whatsapp-link';
import { whatsappLink } from '@/domain/core/whatsapp';
import { orderInquiryText } from '@/domain/orders/whatsapp-texts';
import type { Order, OrderEvent } from '@/domain/core/records';
import { useConfirmPayment } from '../api/use-confirm-payment';
import { useMyOrder } from '../api/use-my-order';
import { useOrderSteps } from '../api/use-order-steps';
import { PaymentCode } from './payment-code';
import { PaymentDeadline } from './payment-deadline';
import { PaymentInstructions } from './payment-instructions';

/**
 * /pesanan-saya/{id} ('Detail Pesanan', docs/product/decisions.md "The order's journey";
 * docs/product/ui-names.md "Order journey"): the buyer's order with its items, subtotal, shipping
 * cost and total, address, courier, payment, tracking number (with a link to the courier's
 * tracking page when it has one) and cancel reason, its one stage (`BuyerStageBadge`), the list
 * `Riwayat Status` (every step with the stage it led to and its time in WIB), and the steps the order allows now: `Konfirmasi
 * Pembayaran`, `Batalkan Pesanan` (after a confirmation) and `Pesanan Diterima`. An unknown order
 * or another buyer's shows 'Pesanan tidak ditemukan.'.
 * @param orderId - the id of the page's address.
 */
export function OrderDetailPage({ orderId }: { orderId: string }) {
  const order = useMyOrder(orderId);
  if (order.isPending) {
    return (
      <PageLoading
        label="Memuat pesanan..."
        heights={['h-24', 'h-48', 'h-40']}
        className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8"
      />
    );
  }
  if (order.isError) {
    return (
      <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
        <title>{PAGE_TITLES.error}</title>
        <h1 className="text-2xl font-bold">Detail Pesanan</h1>
        <EmptyState
          title={errorMessage(order.error)}
          action={
            <Link to="/pesanan-saya" className={buttonVariants()}>
              Lihat Pesanan Saya
            </Link>
          }
        />
      </section>
    );
  }
  return <OrderDetails order={order.data} />;
}

function OrderDetails({ order }: { order: Order }) {
  const heading = `Pesanan ${order.id}`;
  const shipped = SHIPPED_STATUSES.includes(order.shippingStatus);
  const store = useStoreSettings();
  const courier = store.data?.shippingTable.couriers.find((c) => c.id === order.courierId);
  const tracking = trackingLink(courier, order.trackingNumber);
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{pageTitle(heading)}</title>
      <div className="flex flex-col gap-2">
        <Link to="/pesanan-saya" className="text-sm text-muted-foreground underline-offset-4 hover:underline">
          ← Pesanan Saya
        </Link>
        <h1 className="text-2xl font-bold break-words">{heading}</h1>
        <BuyerStageBadge order={order} />
      </div>
      <PaymentDeadline order={order} />
      {order.status === 'Verifying' && (
        <p role="note" className="rounded-md border p-3 text-sm">
          {messages.payment.verifying}
        </p>
      )}
      {order.status === 'Pending' && order.paymentRejectReason && (
        <p role="note" className="rounded-md border border-destructive/40 p-3 text-sm">
          <span className="font-medium">{messages.payment.rejected}</span> {order.paymentRejectReason}
        </p>
      )}
      <OrderSteps order={order} />
      {order.cancelReason && (
        <p role="note" className="rounded-md border border-destructive/40 p-3 text-sm">
          <span className="font-medium">Alasan pembatalan dari toko:</span> {order.cancelReason}
        </p>
      )}
      <TitledCard title="Produk">
        <OrderItems order={order} />
      </TitledCard>
      <TitledCard title="Pengiriman dan Pembayaran">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Detail term="Penerima">
            {order.customerName}
            {order.customerPhone && <span className="block text-muted-foreground">{order.customerPhone}</span>}
          </Detail>
          <Detail term="Alamat Pengiriman">
            {order.shippingAddress || '-'}
            {order.postalCode && <span className="block text-muted-foreground">{order.postalCode}</span>}
          </Detail>
          {order.buyerNote && (
            <Detail term="Catatan untuk Penjual">
              <span className="break-words whitespace-pre-line">{order.buyerNote}</span>
            </Detail>
          )}
          {order.courierName && (
            <Detail term="Kurir">
              {order.courierName}
              {order.destination && <span className="block text-muted-foreground">{order.destination}</span>}
            </Detail>
          )}
          {(shipped || order.trackingNumber) && (
            <Detail term="Nomor Resi">
              <span className="font-mono">{order.trackingNumber ?? '-'}</span>
              {tracking && (
                <a
                  href={tracking}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block text-primary underline-offset-4 hover:underline"
                >
                  Lacak di situs {courier!.name}
                </a>
              )}
            </Detail>
          )}
          <Detail term="Metode Pembayaran">{paymentMethodLabel(order.paymentMethod) || '-'}</Detail>
          {order.status === 'Pending' && order.paymentCode && (
            <Detail term="Kode Pembayaran">
              <PaymentCode code={order.paymentCode} />
            </Detail>
          )}
        </dl>
      </TitledCard>
      {order.status === 'Pending' && order.paymentCode && (
        <TitledCard title="Cara Pembayaran">
          <PaymentInstructions method={order.paymentMethod} total={order.total} />
        </TitledCard>
      )}
      <OrderWhatsApp order={order} />
      <TitledCard title="Riwayat Status" titleId="riwayat-status">
        <StatusHistory order={order} />
      </TitledCard>
    </section>
  );
}

/**
 * `Hubungi via WhatsApp`: the buyer asks the shop about this order on WhatsApp, the order id,
 * total and (while unpaid) payment code prefilled; nothing while the store's number is unknown or
 * not an Indonesian mobile.
 */
function OrderWhatsApp({ order }: { order: Order }) {
  const store = useStoreSettings();
  if (!store.data) return null;
  const href = whatsappLink(store.data.contacts.whatsapp, orderInquiryText(order, store.data.storeName));
  if (!href) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span className="text-muted-foreground">Ada pertanyaan tentang pesanan ini?</span>
      <WhatsAppLink href={href}>Hubungi via WhatsApp</WhatsAppLink>
    </div>
  );
}

/** A term and its description in the order's details. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** The order's lines with their prices and the total (Rupiah). */
function OrderItems({ order }: { order: Order }) {
  const items = order.items ?? [];
  return (
    <div className="flex flex-col gap-3 text-sm">
      {items.length === 0 ? (
        <p className="break-words">{order.productName}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Produk pesanan">
          {items.map((item) => (
            <li key={item.productId} className="flex flex-wrap justify-between gap-2">
              <span className="break-words">
                <Link to={`/product/${item.productId}`} className="font-medium underline-offset-4 hover:underline">
                  {item.name}
                </Link>{' '}
                <span className="text-muted-foreground">
                  × {item.quantity} @ {formatRupiah(item.price)}
                </span>
              </span>
              <span className="font-medium">{formatRupiah(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
      )}
      {order.shippingCost !== undefined && (
        <dl className="flex flex-col gap-1 border-t pt-3">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd>{formatRupiah(orderAmounts(order).subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Ongkos Kirim</dt>
            <dd>{formatRupiah(order.shippingCost)}</dd>
          </div>
          {discountLines(order).map((line) => (
            <div key={line.label} className="flex justify-between">
              <dt>{line.label}</dt>
              <dd>{line.amount}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="flex justify-between border-t pt-3 text-base font-semibold">
        <span>Total</span>
        <span>{formatRupiah(order.total)}</span>
      </p>
    </div>
  );
}

/** Who made a step, in words. */
const ACTORS: Record<OrderEvent['by'], string> = { buyer: 'Anda', admin: 'Toko', system: 'Sistem' };

/**
 * What one step of the history changed, in words: the stage it led to (`stage`), the parcel's
 * whereabouts once with the courier when the stage does not already say it ('Dalam Perjalanan',
 * 'Tiba di Tujuan'), the resi and the reason.
 */
function describeEvent(event: OrderEvent, stage: string): string {
  const parts = [
    stage,
    event.shippingStatus !== undefined && SHIPPED_STATUSES.includes(event.shippingStatus) && event.shippingStatus !== stage && event.shippingStatus,
    event.trackingNumber && `Nomor Resi: ${event.trackingNumber}`,
    event.note && `Alasan: ${event.note}`,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** The buyer's stage after each step of `events`, read from the statuses the steps set in turn. */
function stagesAfter(events: readonly OrderEvent[]): string[] {
  let state: Pick<Order, 'status' | 'shippingStatus'> = { status: INITIAL_STATUSES.status, shippingStatus: INITIAL_STATUSES.shippingStatus };
  return events.map((event) => {
    state = { status: event.status ?? state.status, shippingStatus: event.shippingStatus ?? state.shippingStatus };
    return buyerStage(state);
  });
}

/**
 * `Riwayat Status`: every step of the order, oldest first, with its time (WIB) and who made it;
 * an order of before the history shows its creation only.
 */
function StatusHistory({ order }: { order: Order }) {
  const events = orderHistory(order);
  const stages = stagesAfter(events);
  return (
    <ol aria-labelledby="riwayat-status" className="flex flex-col gap-3 border-l pl-4 text-sm">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="flex flex-col">
          <span className="font-medium">{describeEvent(event, stages[index]!)}</span>
          <span className="text-muted-foreground">
            <time dateTime={event.at}>{formatDateTime(event.at)} WIB</time> · oleh {ACTORS[event.by]}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The steps the order allows its buyer now (the table in src/domain/orders/status.ts):
 * `Konfirmasi Pembayaran` and `Batalkan Pesanan` while Pending, `Pesanan Diterima` once shipped.
 */
function OrderSteps({ order }: { order: Order }) {
  const confirm = useConfirmPayment();
  const steps = useOrderSteps();
  const [asking, setAsking] = useState(false);
  const canPay = !!findStatusTransition('buyer', 'confirmPayment', order.status) && order.paymentCode !== '';
  const canCancel = !!findStatusTransition('buyer', 'cancel', order.status);
  const canReceive =
    !!findStatusTransition('buyer', 'receive', order.status) && SHIPPED_STATUSES.includes(order.shippingStatus);
  if (!canPay && !canCancel && !canReceive) return null;

  async function onCancel() {
    await toastOutcome(() => steps.cancel.mutateAsync(order.id), messages.orderSteps.cancelled(order.id));
    setAsking(false);
  }

  return (
    <div className="flex flex-wrap gap-2">
      {canPay && (
        <PendingButton
          type="button"
          pending={confirm.isPending}
          onClick={() => void toastOutcome(() => confirm.mutateAsync(order.id))}
        >
          Konfirmasi Pembayaran
        </PendingButton>
      )}
      {canReceive && (
        <PendingButton
          type="button"
          pending={steps.receive.isPending}
          onClick={() => void toastOutcome(() => steps.receive.mutateAsync(order.id), messages.orderSteps.received(order.id))}
        >
          Pesanan Diterima
        </PendingButton>
      )}
      {canCancel && (
        <>
          {/* The confirmation loads when it first opens, started as the button is pressed or focused. */}
          <PendingButton
            type="button"
            variant="outline"
            pending={steps.cancel.isPending}
            onClick={() => setAsking(true)}
            onPointerDown={() => void preloadConfirmDialog()}
            onFocus={() => void preloadConfirmDialog()}
          >
            Batalkan Pesanan
          </PendingButton>
          <LazyConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={`Batalkan pesanan ${order.id}?`}
            description={messages.orderSteps.cancelConfirm}
            confirmLabel="Batalkan Pesanan"
            pending={steps.cancel.isPending}
            onConfirm={() => void onCancel()}
          />
        </>
      )}
    </div>
  );
}
