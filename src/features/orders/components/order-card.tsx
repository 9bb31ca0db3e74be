import { paymentMethodLabel } from '@/domain/payment/methods';
import { useId } from 'react';
import { CircleCheckIcon } from 'lucide-react';
import { toastOutcome } from '@/components/ui/toast-outcome';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { PendingButton } from '@/components/ui/pending-button';
import { formatDate, formatRupiah } from '@/shared/format';
import { messages } from '@/shared/messages';
import type { Order } from '@/domain/core/records';
import { useConfirmPayment } from '../api/use-confirm-payment';
// Its own module, not the status barrel: the back office's pages load the barrel, not the stages.
import { BuyerStageBadge } from '@/components/status/stage-badge';
import { ProductImage } from '@/components/product-image';
import { OrderDetailLink } from './order-detail-link';
import { OrderAmountsNote } from './order-amounts-note';
import { PaymentCode } from './payment-code';
import { PaymentDeadline } from './payment-deadline';

/** How many product thumbnails a card shows; the names list every product. */
const THUMBNAILS = 4;

/**
 * One order on "Pesanan Saya" (spec section 2): id, date, its one stage badge (`BuyerStageBadge`:
 * `Belum Bayar` … `Dibatalkan`), an unpaid order's payment deadline first, its products'
 * thumbnails and names, total (with its subtotal, shipping cost and courier when it has them),
 * payment method, and the link `Detail Pesanan {id}` to its page. A Pending order with a payment
 * code shows the code and a `Konfirmasi Pembayaran` button that confirms the payment in place; a
 * Processed order shows 'Pembayaran Diterima'.
 * @param order - the buyer's order.
 * @param imageOf - a product's image URL by its id ('' when not known yet: the placeholder).
 */
export function OrderCard({ order, imageOf = () => '' }: { order: Order; imageOf?: (productId: number) => string }) {
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
        <BuyerStageBadge order={order} />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <PaymentDeadline order={order} />
        {(order.items?.length ?? 0) > 0 && (
          <div className="flex gap-2" aria-hidden="true">
            {order.items!.slice(0, THUMBNAILS).map((item, index) => (
              <ProductImage
                key={`${item.productId}-${index}`}
                src={imageOf(item.productId)}
                alt=""
                width={64}
                height={48}
                sizes="64px"
                className="w-16 rounded-md border"
              />
            ))}
          </div>
        )}
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
            <dd className="font-medium">{paymentMethodLabel(order.paymentMethod) || '-'}</dd>
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
