import { paymentMethodLabel } from '@/domain/payment/methods';
import type { FormEvent, ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { CancelSaveActions } from '@/components/form-fields/cancel-save-actions';
import { InputField } from '@/components/form-fields/input-field';
import { TextareaField } from '@/components/form-fields/textarea-field';
import { Form } from '@/components/ui/form';
import { FormDialog } from '@/components/ui/form-dialog';
import { formatRupiah } from '@/shared/format';
import type { Order, OrderStatus, ShippingStatus } from '@/domain/core/records';
import { cancelReasonSchema, MAX_CANCEL_REASON_LENGTH, paymentRejectInputSchema, trackingNumberSchema } from '@/domain/orders/inputs';
import type { PaymentReview } from '../api/use-review-payment';
import type { OrderUpdate } from '../api/use-update-order';

/**
 * A change that needs more than a click: shipping (the tracking number), cancelling (a reason),
 * or checking a confirmed payment (accepting it after a look at the amount; rejecting it with a
 * reason).
 */
export type PendingOrderChange =
  | { kind: 'ship'; order: Order; shippingStatus: ShippingStatus }
  | { kind: 'cancel'; order: Order; status: Extract<OrderStatus, 'Cancelled'> }
  | { kind: 'verify'; order: Order }
  | { kind: 'reject'; order: Order };

/** What the dialog sends: an order update, or the owner's check of a payment. */
export type OrderDialogResult = OrderUpdate | PaymentReview;

/** The dialog's title and description for `change`. */
function dialogTexts(change: PendingOrderChange | null): { title: string; description: string } {
  switch (change?.kind) {
    case 'cancel':
      return { title: `Batalkan Pesanan ${change.order.id}`, description: 'Stok produk dikembalikan dan pembeli melihat alasan ini.' };
    case 'verify':
      return {
        title: `Terima Pembayaran ${change.order.id}`,
        description: `Pastikan dana ${formatRupiah(change.order.total)} dengan kode ${change.order.paymentCode || '-'} (${paymentMethodLabel(change.order.paymentMethod)}) sudah masuk. Pesanan lalu diproses.`,
      };
    case 'reject':
      return {
        title: `Tolak Pembayaran ${change.order.id}`,
        description: 'Pesanan kembali menunggu pembayaran dengan batas waktu baru. Pembeli melihat alasan ini.',
      };
    default:
      return {
        title: `Kirim Pesanan ${change?.order.id ?? ''}`,
        description: `Status pengiriman menjadi '${change?.shippingStatus ?? ''}'. Pembeli melihat nomor resi ini.`,
      };
  }
}

/** Props of {@link OrderChangeDialog}. */
export interface OrderChangeDialogProps {
  /** The change being asked for, or null when the dialog is closed. */
  change: PendingOrderChange | null;
  /** Closes the dialog without changing anything (`Batal`, Escape). */
  onClose: () => void;
  /** Sends the completed change; resolves once it is done (the dialog closes when it succeeded). */
  onSubmit: (result: OrderDialogResult) => Promise<boolean>;
  /** True while the change is being saved. */
  pending: boolean;
}

const shipSchema = z.object({ trackingNumber: trackingNumberSchema });

/**
 * The dialog an order change opens when it needs more than a click (docs/product/decisions.md
 * "The order's journey"; docs/product/ui-names.md "Order journey"): setting a shipped status asks
 * `Nomor Resi` (prefilled with the order's, 5–40 letters, digits or hyphens) with `Simpan`;
 * cancelling asks `Alasan Pembatalan` (1–300 characters, shown to the buyer) with `Batalkan
 * Pesanan`; a confirmed payment is accepted with `Terima Pembayaran` after the amount
 * and code are shown, or rejected with `Alasan Penolakan` (1–300 characters) and `Tolak
 * Pembayaran`. Each validates with the domain's schemas before anything is sent.
 */
export function OrderChangeDialog({ change, onClose, onSubmit, pending }: OrderChangeDialogProps) {
  const { title, description } = dialogTexts(change);
  return (
    <FormDialog open={change !== null} onOpenChange={(open) => !open && onClose()} title={title} description={description}>
      {change?.kind === 'ship' && <ShipForm change={change} onClose={onClose} onSubmit={onSubmit} pending={pending} />}
      {(change?.kind === 'cancel' || change?.kind === 'reject') && (
        <ReasonForm key={change.kind} change={change} onClose={onClose} onSubmit={onSubmit} pending={pending} />
      )}
      {change?.kind === 'verify' && <VerifyForm change={change} onClose={onClose} onSubmit={onSubmit} pending={pending} />}
    </FormDialog>
  );
}

interface FormProps<C extends PendingOrderChange> {
  change: C;
  onClose: () => void;
  onSubmit: (result: OrderDialogResult) => Promise<boolean>;
  pending: boolean;
}

/** Props of {@link ChangeForm}. */
interface ChangeFormProps<T extends FieldValues, R> {
  /** The form's `useForm()` result, when it has fields (its provider wraps them). */
  form?: UseFormReturn<T, unknown, R>;
  /** The submit handler (e.g. `form.handleSubmit(...)`'s result). */
  onSubmit: (event: FormEvent) => Promise<void>;
  onClose: () => void;
  pending: boolean;
  /** The submit button's text (default `Simpan`). */
  submitLabel?: string;
  /** The fields. */
  children?: ReactNode;
}

/**
 * The form of an order change: a `noValidate` form (the schemas' inline messages replace the
 * browser's) stacking `children`, then `Batal` and the submit button ({@link CancelSaveActions}).
 */
function ChangeForm<T extends FieldValues, R>({
  form,
  onSubmit,
  onClose,
  pending,
  submitLabel,
  children,
}: ChangeFormProps<T, R>) {
  const body = (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {children}
      <CancelSaveActions onCancel={onClose} pending={pending}>
        {submitLabel}
      </CancelSaveActions>
    </form>
  );
  return form ? <Form {...form}>{body}</Form> : body;
}

function ShipForm({ change, onClose, onSubmit, pending }: FormProps<Extract<PendingOrderChange, { kind: 'ship' }>>) {
  const form = useForm({
    resolver: zodResolver(shipSchema),
    defaultValues: { trackingNumber: change.order.trackingNumber ?? '' },
  });
  const submit = form.handleSubmit(async ({ trackingNumber }) => {
    const done = await onSubmit({
      orderId: change.order.id,
      changes: { shippingStatus: change.shippingStatus, trackingNumber },
    });
    if (done) onClose();
  });
  return (
    <ChangeForm form={form} onSubmit={submit} onClose={onClose} pending={pending}>
      <InputField
        control={form.control}
        name="trackingNumber"
        label="Nomor Resi"
        description="Nomor resi dari kurir, 5–40 huruf, angka atau tanda hubung."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
    </ChangeForm>
  );
}

/** A change that asks a reason the buyer will read: a cancel, a rejected payment. */
type ReasonChange = Extract<PendingOrderChange, { kind: 'cancel' | 'reject' }>;

/** What a {@link ReasonForm} asks: the textarea's label, the submit button's text, the rule. */
interface ReasonAsk {
  label: string;
  submitLabel: string;
  /** The reason's rule, with its message (1–300 characters once trimmed). */
  reasonSchema: z.ZodType<string, string>;
}

/** The ask of each reason-asking change. */
const REASON_ASKS: Record<ReasonChange['kind'], ReasonAsk> = {
  cancel: {
    label: 'Alasan Pembatalan',
    submitLabel: 'Batalkan Pesanan',
    reasonSchema: cancelReasonSchema,
  },
  reject: {
    label: 'Alasan Penolakan',
    submitLabel: 'Tolak Pembayaran',
    reasonSchema: paymentRejectInputSchema.shape.reason,
  },
};

/** What the dialog sends for `change` with a valid `reason`. */
function reasonResult(change: ReasonChange, reason: string): OrderDialogResult {
  return change.kind === 'cancel'
    ? { orderId: change.order.id, changes: { status: change.status, cancelReason: reason } }
    : { orderId: change.order.id, accept: false, reason };
}

/** A reason the buyer will read (a cancel, a rejected payment), checked before it is sent. */
function ReasonForm({ change, onSubmit, ...actions }: FormProps<ReasonChange>) {
  const { label, submitLabel, reasonSchema } = REASON_ASKS[change.kind];
  const form = useForm({ resolver: zodResolver(z.object({ reason: reasonSchema })), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    if (await onSubmit(reasonResult(change, reason))) actions.onClose();
  });
  return (
    <ChangeForm {...actions} form={form} onSubmit={submit} submitLabel={submitLabel}>
      <TextareaField
        control={form.control}
        name="reason"
        label={label}
        description={`Maksimal ${MAX_CANCEL_REASON_LENGTH} karakter.`}
        rows={3}
        maxLength={MAX_CANCEL_REASON_LENGTH}
      />
    </ChangeForm>
  );
}

function VerifyForm({ change, onSubmit, ...actions }: FormProps<Extract<PendingOrderChange, { kind: 'verify' }>>) {
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSubmit({ orderId: change.order.id, accept: true })) actions.onClose();
  };
  return (
    <ChangeForm {...actions} onSubmit={submit} submitLabel="Terima Pembayaran" />
  );
}
