import { useId } from 'react';
import { CircleCheckIcon } from 'lucide-react';
import { toastOutcome } from '@/components/ui/toast-outcome';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { PendingButton } from '@/components/ui/pending-button';
import { formatDate, formatRupiah } from '@/shared/format';
import { messages } from '@/shared/messages';
import type { Order } from '@/domain/core/records';
import { useConfirmPayment } from '../api/use-confirm-payment';
import { OrderStatusBadge } from '@/components/status';
import { OrderDetailLink } from './order-detail-link';
import { OrderAmountsNote } from './order-amounts-note';
import { PaymentCode } from './payment-code';
import { ShippingStatusBadge } from '@/components/status';

/**
 * One order on "Pesanan Saya" (spec section 2): id, date, products, total (with its subtotal,
 * shipping cost and courier when it has them), payment method, order and shipping
 * status badges labelled 'Pembayaran: …' and 'Pengiriman: …', and the link `Detail Pesanan {id}`
 * to its page. A Pending order with a payment code shows the code and a
 * `Konfirmasi Pembayaran` button that confirms the payment in place; a Processed order shows
 * 'Pembayaran Diterima'.
 */
export function OrderCard({ order }: { order: Order }) {
  const titleId = useId();
  const confirm = useConfirmPayment();

  async function onConfirm() {
    await toastOutcome(() => confirm.mutateAsync(order.id));
  }

  const awaitingPayment = order.status === 'Pending' && order.paymentCode !== '';
  return (
    <Card className="gap-4">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <CardTitle id={titleId}>Pesanan {order.id}</CardTitle>
          <p className="text-sm text-muted-foreground">{formatDate(order.date)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.status} labelled />
          <ShippingStatusBadge status={order.shippingStatus} labelled />
        </div>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">Produk</dt>
            <dd className="font-medium break-words">{order.productName}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Total</dt>
            <dd className="text-base font-semibold">{formatRupiah(order.total)}</dd>
            <dd>
              <OrderAmountsNote {...order} />
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Metode Pembayaran</dt>
            <dd className="font-medium">{order.paymentMethod || '-'}</dd>
          </div>
          {awaitingPayment && (
            <div className="sm:col-span-2">
              <dt className="text-muted-foreground">Kode Pembayaran</dt>
              <dd>
                <PaymentCode code={order.paymentCode} />
              </dd>
            </div>
          )}
        </dl>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {awaitingPayment && (
          <PendingButton
            type="button"
            className="w-full sm:w-fit"
            pending={confirm.isPending}
            aria-describedby={titleId}
            onClick={() => void onConfirm()}
          >
            Konfirmasi Pembayaran
          </PendingButton>
        )}
        <OrderDetailLink orderId={order.id} className="w-full sm:w-fit" />
        {order.status === 'Processed' && (
          <p className="flex items-center gap-2 text-sm font-medium text-primary">
            <CircleCheckIcon className="size-4" aria-hidden="true" />
            {messages.payment.received}
          </p>
        )}
      </CardFooter>
    </Card>
  );
}
