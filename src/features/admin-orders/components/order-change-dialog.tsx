import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CancelSaveActions } from '@/components/form-fields/cancel-save-actions';
import { InputField } from '@/components/form-fields/input-field';
import { TextareaField } from '@/components/form-fields/textarea-field';
import { Form } from '@/components/ui/form';
import { FormDialog } from '@/components/ui/form-dialog';
import type { Order, OrderStatus, ShippingStatus } from '@/domain/schemas';
import { cancelReasonSchema, MAX_CANCEL_REASON_LENGTH, trackingNumberSchema } from '@/domain/validation';
import type { OrderUpdate } from '../api/use-update-order';

/** A change that needs more than a click: shipping (the tracking number) or cancelling (a reason). */
export type PendingOrderChange =
  | { kind: 'ship'; order: Order; shippingStatus: ShippingStatus }
  | { kind: 'cancel'; order: Order; status: Extract<OrderStatus, 'Cancelled'> };

/** Props of {@link OrderChangeDialog}. */
export interface OrderChangeDialogProps {
  /** The change being asked for, or null when the dialog is closed. */
  change: PendingOrderChange | null;
  /** Closes the dialog without changing anything (`Batal`, Escape). */
  onClose: () => void;
  /** Sends the completed change; resolves once it is done (the dialog closes when it succeeded). */
  onSubmit: (update: OrderUpdate) => Promise<boolean>;
  /** True while the change is being saved. */
  pending: boolean;
}

const shipSchema = z.object({ trackingNumber: trackingNumberSchema });
const cancelSchema = z.object({ cancelReason: cancelReasonSchema });

/**
 * The dialog an order change opens when it needs more than a click (docs/product/decisions.md
 * "The order's journey"; docs/product/ui-names.md "Order journey"): setting a shipped status asks
 * `Nomor Resi` (prefilled with the order's, 5–40 letters, digits or hyphens) with `Simpan`;
 * cancelling asks `Alasan Pembatalan` (1–300 characters, shown to the buyer) with `Batalkan
 * Pesanan`. Both validate with the domain's schemas before anything is sent.
 */
export function OrderChangeDialog({ change, onClose, onSubmit, pending }: OrderChangeDialogProps) {
  return (
    <FormDialog
      open={change !== null}
      onOpenChange={(open) => !open && onClose()}
      title={change?.kind === 'cancel' ? `Batalkan Pesanan ${change.order.id}` : `Kirim Pesanan ${change?.order.id ?? ''}`}
      description={
        change?.kind === 'cancel'
          ? 'Stok produk dikembalikan dan pembeli melihat alasan ini.'
          : `Status pengiriman menjadi '${change?.shippingStatus ?? ''}'. Pembeli melihat nomor resi ini.`
      }
    >
      {change?.kind === 'ship' && <ShipForm change={change} onClose={onClose} onSubmit={onSubmit} pending={pending} />}
      {change?.kind === 'cancel' && <CancelForm change={change} onClose={onClose} onSubmit={onSubmit} pending={pending} />}
    </FormDialog>
  );
}

interface FormProps<C extends PendingOrderChange> {
  change: C;
  onClose: () => void;
  onSubmit: (update: OrderUpdate) => Promise<boolean>;
  pending: boolean;
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
    <Form {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <InputField
          control={form.control}
          name="trackingNumber"
          label="Nomor Resi"
          description="Nomor resi dari kurir, 5–40 huruf, angka atau tanda hubung."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <CancelSaveActions onCancel={onClose} pending={pending} />
      </form>
    </Form>
  );
}

function CancelForm({ change, onClose, onSubmit, pending }: FormProps<Extract<PendingOrderChange, { kind: 'cancel' }>>) {
  const form = useForm({ resolver: zodResolver(cancelSchema), defaultValues: { cancelReason: '' } });
  const submit = form.handleSubmit(async ({ cancelReason }) => {
    const done = await onSubmit({ orderId: change.order.id, changes: { status: change.status, cancelReason } });
    if (done) onClose();
  });
  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextareaField
          control={form.control}
          name="cancelReason"
          label="Alasan Pembatalan"
          description={`Maksimal ${MAX_CANCEL_REASON_LENGTH} karakter.`}
          rows={3}
          maxLength={MAX_CANCEL_REASON_LENGTH}
        />
        <CancelSaveActions onCancel={onClose} pending={pending}>
          Batalkan Pesanan
        </CancelSaveActions>
      </form>
    </Form>
  );
}
