import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { TitledCard } from '@/components/titled-card';
import { TextareaField } from '@/components/form-fields/textarea-field';
import { AddressFields } from '@/components/form-fields/address-fields';
import { showFieldErrors } from '@/components/form-fields/show-field-errors';
import { toast } from '@/components/ui/toast';
import { HookForm } from '@/components/form-fields/hook-form';
import { PendingButton } from '@/components/ui/pending-button';
import { messages } from '@/shared/messages';
import { formatRupiah } from '@/shared/format';
import { useHydrated } from '@/lib/use-hydrated';
import type { Address, CartItem } from '@/domain/core/records';
import { destinationFromAddress, parcelWeight, preferredCourier, tableShippingRates, type ShippingTable } from '@/domain/shipping/cost';
import { checkoutInputSchema, MAX_BUYER_NOTE_LENGTH, type CheckoutInput } from '@/domain/orders/checkout-inputs';
import { AddressCard } from './address-card';
import { OrderSummary, summaryTotal, type SummaryDiscount } from './order-summary';
import { priceInForce } from '@/domain/catalog/promo';
import { VoucherField } from './voucher-field';
import { voucherOnBasket, type VoucherOffer } from '@/domain/vouchers/redeem';
import { PaymentMethodFields } from './payment-method-fields';
import { SavedAddressPicker } from './saved-address-picker';
import { ShippingFields } from './shipping-fields';

/** The shipping fields of the checkout form, in display order. */
const SHIPPING_FIELDS = ['customerName', 'customerPhone', 'shippingAddress', 'postalCode'] as const;

/** Every field of the checkout form, which the data layer's field messages are keyed by. */
const INPUT_FIELDS = [...SHIPPING_FIELDS, 'destination', 'courierId', 'paymentMethod', 'buyerNote'] as const;

/** Props of {@link CheckoutForm}. */
export interface CheckoutFormProps {
  /** The cart lines at the catalogue's current prices (Rupiah). */
  items: readonly CartItem[];
  /** The instant the summary prices at (a running promo's price: src/domain/catalog/promo.ts). */
  now: Date;
  /** The buyer's saved addresses (any order); the default one pre-fills the form. */
  addresses: readonly Address[];
  /** The store's shipping table (`Ongkos Kirim`), which prices the couriers offered. */
  shippingTable: ShippingTable;
  /** True while the order is being placed: the button is disabled and shows progress. */
  placing: boolean;
  /**
   * Places the order with valid values. Resolves with field messages to show inline when the
   * data layer rejected some fields, otherwise nothing (it shows its own toasts).
   */
  onPlace: (values: CheckoutInput, voucherCodes: readonly string[]) => Promise<Partial<Record<string, string>> | void>;
  /** `Pakai`: asks the shop whether the buyer may use a code (`data.vouchers.check`). */
  onCheckVoucher: (code: string) => Promise<VoucherOffer>;
}

function fromAddress(address: Address) {
  return {
    customerName: address.recipientName,
    customerPhone: address.phone,
    shippingAddress: address.fullAddress,
    postalCode: address.postalCode,
  };
}

/**
 * The applied vouchers on the cart as the summary previews them (src/domain/vouchers/redeem.ts
 * `voucherOnBasket`, a shop voucher first): the discounts of those the cart meets, and the refusal
 * of each it does not ('Minimal belanja …'), which the order is placed without.
 */
function previewVouchers(vouchers: readonly VoucherOffer[], items: readonly CartItem[], shippingCost: number, now: Date) {
  const lines = items.map((item) => ({ productId: item.id, category: item.category, price: priceInForce(item, now).unitPrice, quantity: item.quantity }));
  const basket = { lines, shippingCost };
  const discounts: SummaryDiscount[] = [];
  const notes: Record<string, string> = {};
  const ordered = [...vouchers].sort((a, b) => Number(a.discountType === 'freeShipping') - Number(b.discountType === 'freeShipping'));
  for (const offer of ordered) {
    const decision = voucherOnBasket(offer, basket);
    if (!decision.ok) notes[offer.code] = decision.refusal.message;
    else discounts.push({ code: offer.code, amount: decision.plan.discount.goods + decision.plan.discount.shipping });
  }
  return { discounts, notes };
}

/** The destination an address names (src/domain/shipping/cost.ts `destinationFromAddress`), else ''. */
const destinationOf = (address: Address | undefined) => (address ? (destinationFromAddress(address.fullAddress) ?? '') : '');

/**
 * The checkout form (spec section 2 "Checkout", section 5; docs/product/decisions.md "Checkout, orders,
 * payment"): shipping fields `Nama Lengkap`, `Nomor Telepon`, `Alamat Lengkap`, `Kode Pos`
 * (a saved default address fills them and shows as one card with `Ubah`, {@link AddressCard}),
 * `Tujuan Pengiriman` (preselected when the address names a kabupaten/kota), `Kurir` (the
 * cheapest preselected: {@link ShippingFields}) and the optional `Catatan untuk Penjual`, the
 * payment choice, the voucher field (`Kode Voucher`, `Pakai`: {@link VoucherField}), the order summary
 * with `Subtotal`, `Ongkos Kirim`, each `Diskon Voucher ({code})` and `Total`, and `Buat Pesanan`
 * (on a phone in a bar fixed at the bottom with the total). A
 * missing shipping field shows 'Harap lengkapi semua detail pengiriman.' as a toast and inline; a
 * malformed phone or postal code, a missing destination or courier show their own messages.
 * Server-rendered (/checkout for a signed-in buyer), its fields and button stay disabled until the
 * browser has taken the page over, so nothing typed into the server's HTML is lost or sent stale.
 */
export function CheckoutForm({ items, now, addresses, shippingTable, placing, onPlace, onCheckVoucher }: CheckoutFormProps) {
  const sorted = [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const defaultAddress = sorted.find((a) => a.isDefault);
  const [addressId, setAddressId] = useState(defaultAddress?.id ?? '');
  // A saved address shows as one card until the buyer asks to change it (`Ubah`).
  const [editingAddress, setEditingAddress] = useState(!defaultAddress);
  // The server renders the form filled in; until the browser takes it over, typing would be lost.
  const hydrated = useHydrated();

  const weight = parcelWeight(items);
  const [defaultValues] = useState(() => {
    const destination = destinationOf(defaultAddress);
    return {
      ...(defaultAddress
        ? fromAddress(defaultAddress)
        : { customerName: '', customerPhone: '', shippingAddress: '', postalCode: '' }),
      destination,
      // The cheapest courier of the address's destination, already in the server's HTML.
      courierId: preferredCourier(tableShippingRates(shippingTable).options(destination, weight), ''),
      paymentMethod: 'GoPay',
      buyerNote: '',
    };
  });
  const form = useForm({ resolver: zodResolver(checkoutInputSchema), defaultValues });
  const destination = useWatch({ control: form.control, name: 'destination' });
  const courierId = useWatch({ control: form.control, name: 'courierId' });
  const [customerName, customerPhone, shippingAddress, postalCode] = useWatch({ control: form.control, name: SHIPPING_FIELDS });
  const chosenAddress = editingAddress ? undefined : sorted.find((a) => a.id === addressId);
  const options = useMemo(
    () => tableShippingRates(shippingTable).options(destination ?? '', weight),
    [shippingTable, destination, weight],
  );
  const chosen = options.find((o) => o.courierId === courierId) ?? null;
  const [vouchers, setVouchers] = useState<VoucherOffer[]>([]);
  const [voucherError, setVoucherError] = useState<string | undefined>();
  const preview = useMemo(() => previewVouchers(vouchers, items, chosen?.cost ?? 0, now), [vouchers, items, chosen, now]);

  function applyAddress(address: Address) {
    setAddressId(address.id);
    const values = fromAddress(address);
    const validate = form.formState.isSubmitted;
    for (const field of SHIPPING_FIELDS) {
      form.setValue(field, values[field], { shouldDirty: true, shouldValidate: validate });
    }
    const named = destinationOf(address);
    if (named) form.setValue('destination', named, { shouldDirty: true, shouldValidate: validate });
  }

  async function onValid(values: CheckoutInput) {
    setVoucherError(undefined);
    const fieldErrors = await onPlace(values, preview.discounts.map((d) => d.code));
    if (fieldErrors) showFieldErrors(form.setError, fieldErrors, INPUT_FIELDS);
    if (fieldErrors?.voucherCode) setVoucherError(fieldErrors.voucherCode);
  }

  /** A voucher the shop accepted replaces an applied one of its kind (a shop voucher, a `Gratis Ongkir`). */
  function applyVoucher(offer: VoucherOffer) {
    const freeShipping = offer.discountType === 'freeShipping';
    setVoucherError(undefined);
    setVouchers((current) => [...current.filter((v) => (v.discountType === 'freeShipping') !== freeShipping), offer]);
  }

  function onInvalid(errors: FieldErrors<CheckoutInput>) {
    // A saved address the form refuses (e.g. a phone saved before its rule) is shown to be fixed.
    if (SHIPPING_FIELDS.some((field) => errors[field])) setEditingAddress(true);
    const missing = Object.values(errors).some(
      (e) => e?.message === messages.checkout.shippingRequired,
    );
    if (missing) toast.error(messages.checkout.shippingRequired);
    else {
      const shippingError = errors.destination?.message ?? errors.courierId?.message;
      if (shippingError) toast.error(shippingError);
    }
  }

  return (
    <HookForm form={form} onSubmit={form.handleSubmit(onValid, onInvalid)}>
      {/* Every field and `Buat Pesanan` stay disabled until the browser has taken the page over. */}
      <fieldset disabled={!hydrated} className="grid min-w-0 items-start gap-6 pb-24 lg:grid-cols-[1fr_22rem] lg:pb-0">
        <div className="flex flex-col gap-6">
          <TitledCard title="Detail Pengiriman" contentClassName="flex flex-col gap-4">
            {chosenAddress ? (
              <AddressCard
                label={chosenAddress.label}
                values={{ customerName, customerPhone, shippingAddress, postalCode }}
                onChange={() => setEditingAddress(true)}
              />
            ) : (
              <>
                {sorted.length > 0 && (
                  <SavedAddressPicker addresses={sorted} value={addressId} onPick={applyAddress} />
                )}
                <AddressFields
                  control={form.control}
                  names={{
                    recipientName: 'customerName',
                    phone: 'customerPhone',
                    fullAddress: 'shippingAddress',
                    postalCode: 'postalCode',
                  }}
                  recipientLabel="Nama Lengkap"
                  postalCodeProps={{ className: 'sm:w-40' }}
                />
              </>
            )}
          </TitledCard>
          <TitledCard title="Pengiriman" contentClassName="flex flex-col gap-4">
            <ShippingFields options={options} />
            <TextareaField
              control={form.control}
              name="buyerNote"
              label="Catatan untuk Penjual"
              description={`Opsional, maksimal ${MAX_BUYER_NOTE_LENGTH} karakter: warna, ukuran, atau waktu pengantaran.`}
              rows={2}
              maxLength={MAX_BUYER_NOTE_LENGTH}
            />
          </TitledCard>
          <TitledCard title="Pembayaran">
            <PaymentMethodFields />
          </TitledCard>
        </div>
        <TitledCard
          title="Ringkasan Pesanan"
          className="lg:sticky lg:top-20"
          footer={
            // One `Buat Pesanan`: on a phone in a bar fixed at the bottom with the total, from lg up in the card.
            <div
              role="group"
              aria-label="Buat pesanan"
              className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t bg-background px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] lg:static lg:w-full lg:border-0 lg:bg-transparent lg:p-0"
            >
              <p className="flex flex-col text-sm lg:hidden" aria-hidden>
                Total
                <span className="text-base font-bold">{formatRupiah(summaryTotal(items, now, chosen, preview.discounts))}</span>
              </p>
              <PendingButton type="submit" size="lg" className="lg:w-full" pending={placing}>
                Buat Pesanan
              </PendingButton>
            </div>
          }
        >
          <div className="flex flex-col gap-4">
            <VoucherField
              applied={vouchers}
              notes={preview.notes}
              onApply={applyVoucher}
              onRemove={(code) => setVouchers((current) => current.filter((v) => v.code !== code))}
              error={voucherError}
              check={onCheckVoucher}
            />
            <OrderSummary items={items} now={now} shipping={chosen} discounts={preview.discounts} />
          </div>
        </TitledCard>
      </fieldset>
    </HookForm>
  );
}
