import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { PageLoading } from '@/components/ui/page-loading';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, ValidationError } from '@/data';
import { RedirectOnRender } from '@/lib/redirect-on-render';
import { useCartItems, useCurrentUser, useProductsById, useStoreSettings } from '@/data/react';
import { messages } from '@/shared/messages';
import type { CheckoutInput } from '@/domain/orders/checkout-inputs';
import { usePlaceOrder } from '../api/use-place-order';
import { useCheckVoucher } from '../api/use-check-voucher';
import { withCurrentProducts } from '@/domain/cart/current-lines';
import { usePriceNow } from '@/lib/render-now';
import { CheckoutForm } from './checkout-form';

/**
 * /checkout (spec section 2, "Checkout"; docs/product/decisions.md "Checkout, orders, payment"): the
 * {@link CheckoutForm} over the cart. An empty cart redirects to / (but not once the order is
 * being placed: placing empties the cart); the server then leaves the page unrendered, so the
 * browser sends the buyer home as before (src/lib/redirect-on-render.tsx). The lines shown in the summary are what is ordered
 * (docs/decisions/002). On success: the toast 'Pesanan Anda berhasil dibuat!
 * Silakan selesaikan pembayaran.' (the data layer sends the order e-mails after the order
 * commits, in either mode) and the buyer goes to
 * /payment-confirmation with `{ orderId, paymentCode, total, paymentMethod, subtotal, shippingCost,
 * courierName, destination }` (and the order's `vouchers` and `discount` when it carries some) as
 * navigation state. The vouchers the summary shows as met are sent by code; the data layer decides them again. Failures (stock, storage quota, validation) show the data
 * layer's message; nothing was changed then.
 */
export function CheckoutPage() {
  const navigate = useNavigate();
  const cart = useCartItems();
  const products = useProductsById(cart.data?.map((item) => item.id) ?? []);
  const user = useCurrentUser();
  const store = useStoreSettings();
  const place = usePlaceOrder();
  const checkVoucher = useCheckVoucher();

  const items = cart.data ? withCurrentProducts(cart.data, products.data) : [];
  // The instant the summary prices at; the order itself is priced by the shop's clock.
  const now = usePriceNow();

  async function onPlace(values: CheckoutInput, voucherCodes: readonly string[]) {
    const lines = items.map((item) => ({ productId: item.id, quantity: item.quantity, ...(item.variantId ? { variantId: item.variantId } : {}) }));
    try {
      const { order } = await place.mutateAsync({ values, lines, voucherCodes });
      toast.success(messages.checkout.orderSuccess);
      void navigate('/payment-confirmation', {
        state: {
          orderId: order.id,
          paymentCode: order.paymentCode,
          total: order.total,
          paymentMethod: order.paymentMethod,
          subtotal: order.subtotal,
          shippingCost: order.shippingCost,
          courierName: order.courierName,
          destination: order.destination,
          ...(order.vouchers ? { vouchers: order.vouchers, discount: order.discount } : {}),
        },
      });
    } catch (error) {
      toast.error(errorMessage(error));
      if (error instanceof ValidationError) return error.fieldErrors;
    }
  }

  let body;
  if (place.isSuccess) {
    body = <Spinner label="Membuka halaman pembayaran..." className="py-12 [&_svg]:size-8" />;
  } else if (cart.isPending || user.isPending || store.isPending) {
    body = (
      <PageLoading
        label="Memuat checkout..."
        heights={['h-96', 'h-64']}
        className="grid gap-6 lg:grid-cols-[1fr_22rem]"
      />
    );
  } else if (cart.isError || store.isError) {
    body = (
      <p role="alert" className="text-destructive">
        {errorMessage(cart.error ?? store.error)}
      </p>
    );
  } else if (cart.data.length === 0 && !place.isPending) {
    return <RedirectOnRender to="/" />;
  } else {
    body = (
      <CheckoutForm
        items={items}
        now={now}
        addresses={user.data?.addresses ?? []}
        shippingTable={store.data.shippingTable}
        placing={place.isPending}
        onPlace={onPlace}
        onCheckVoucher={(code) => checkVoucher.mutateAsync(code)}
      />
    );
  }

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Pembayaran</h1>
      {body}
    </section>
  );
}
