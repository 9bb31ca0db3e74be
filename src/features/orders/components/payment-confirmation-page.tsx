import { paymentMethodLabel } from '@/domain/payment/methods';
import { CircleCheckIcon } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { TitledCard } from '@/components/titled-card';
import { toastOutcome } from '@/components/ui/toast-outcome';
import { buttonVariants } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { formatRupiah } from '@/shared/format';
import { messages } from '@/shared/messages';
import { PAGE_TITLES } from '@/shared/page-titles';
import { useRouteTitle } from '@/lib/use-route-title';
import { useConfirmPayment } from '../api/use-confirm-payment';
import { useMyOrders } from '../api/use-my-orders';
import { paymentConfirmationStateSchema, type PaymentConfirmationState } from '../schemas';
// Its own module, not the status barrel: the back office's pages load the barrel, not the stages.
import { BuyerStageBadge } from '@/components/status/stage-badge';
import { OrderAmountsNote } from './order-amounts-note';
import { PaymentCode } from './payment-code';
import { PaymentDeadline } from './payment-deadline';
import { PaymentInstructions } from './payment-instructions';

/**
 * /payment-confirmation (spec section 2): reads `{ orderId, paymentCode, total, paymentMethod }`
 * from the navigation state (see {@link paymentConfirmationStateSchema}). Without a valid state it
 * shows the spec's 'Kesalahan' message and a link home; with it, the order's payment details,
 * instructions for its payment group and the `Konfirmasi Pembayaran` button, which confirms the
 * payment and goes to /pesanan-saya.
 */
export function PaymentConfirmationPage() {
  const location = useLocation();
  const parsed = paymentConfirmationStateSchema.safeParse(location.state);
  if (!parsed.success) return <MissingOrder />;
  return <PaymentDetails state={parsed.data} />;
}

function MissingOrder() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center">
      <title>{PAGE_TITLES.error}</title>
      <h1 className="text-2xl font-bold text-destructive">{messages.payment.missingTitle}</h1>
      <p className="text-muted-foreground">{messages.payment.missing}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/" className={buttonVariants()}>
          Kembali ke beranda
        </Link>
        <Link to="/pesanan-saya" className={buttonVariants({ variant: 'outline' })}>
          Lihat Pesanan Saya
        </Link>
      </div>
    </section>
  );
}

function PaymentDetails({ state }: { state: PaymentConfirmationState }) {
  const navigate = useNavigate();
  const title = useRouteTitle();
  const confirm = useConfirmPayment();
  const orders = useMyOrders();
  const order = orders.data?.find((candidate) => candidate.id === state.orderId);
  const status = order?.status;
  const awaitingPayment = status === undefined || status === 'Pending';

  async function onConfirm() {
    // The hook toasts the outcome (paid, or waiting for the shop's verification).
    const confirmed = await toastOutcome(() => confirm.mutateAsync(state.orderId));
    if (confirmed) void navigate('/pesanan-saya');
  }

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      {title && <title>{title}</title>}
      <h1 className="text-2xl font-bold">Konfirmasi Pembayaran</h1>
      <TitledCard title="Detail Pembayaran">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted-foreground">ID Pesanan</dt>
            <dd className="font-medium">{state.orderId}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Metode Pembayaran</dt>
            <dd className="font-medium">{paymentMethodLabel(state.paymentMethod)}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm text-muted-foreground">Kode Pembayaran</dt>
            <dd>{state.paymentCode ? <PaymentCode code={state.paymentCode} /> : <span>-</span>}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm text-muted-foreground">Total Pembayaran</dt>
            <dd className="text-xl font-bold">{formatRupiah(state.total)}</dd>
            <dd>
              <OrderAmountsNote {...state} />
            </dd>
          </div>
          {order && (
            <div>
              <dt className="text-sm text-muted-foreground">Status Pesanan</dt>
              <dd>
                <BuyerStageBadge order={order} />
              </dd>
            </div>
          )}
        </dl>
      </TitledCard>
      {awaitingPayment ? (
        <TitledCard title="Cara Pembayaran" contentClassName="flex flex-col gap-4">
          {order && <PaymentDeadline order={order} />}
          <PaymentInstructions method={state.paymentMethod} total={state.total} />
          <PendingButton
            type="button"
            size="lg"
            className="w-full sm:w-fit"
            pending={confirm.isPending}
            onClick={() => void onConfirm()}
          >
            Konfirmasi Pembayaran
          </PendingButton>
        </TitledCard>
      ) : (
        <PaymentSettled status={status} />
      )}
      <Link
        to="/pesanan-saya"
        className={buttonVariants({ variant: 'link', className: 'w-fit px-0' })}
      >
        Lihat Pesanan Saya
      </Link>
    </section>
  );
}

/** What replaces the instructions once the order no longer waits for payment. */
function PaymentSettled({ status }: { status: string | undefined }) {
  if (status === 'Verifying') return <p className="font-medium">{messages.payment.verifying}</p>;
  if (status !== 'Processed' && status !== 'Completed') return <p className="font-medium">{messages.payment.notPending}</p>;
  return (
    <p className="flex items-center gap-2 font-medium text-primary">
      <CircleCheckIcon aria-hidden="true" className="size-5" />
      {messages.payment.received}
    </p>
  );
}
