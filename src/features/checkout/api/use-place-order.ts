import { useMutation } from '@tanstack/react-query';
import type { OrderLineRequest } from '@/data';
import { useShopData } from '@/data/react';
import type { CheckoutInput } from '@/domain/orders/checkout-inputs';

/** What {@link usePlaceOrder}'s `mutateAsync` takes. */
export interface PlaceOrderRequest {
  /** The shipping details and payment method. */
  values: CheckoutInput;
  /** The lines the buyer reviewed in the summary: exactly these are ordered. */
  lines: readonly OrderLineRequest[];
  /** The `Kode Voucher`s applied (none: no voucher); the data layer decides them again. */
  voucherCodes?: readonly string[];
}

/**
 * Places the order from the cart (`data.orders.place`, docs/product/decisions.md "Checkout, orders, payment"):
 * in one step stock is re-checked and decremented, the Pending order with its payment code and a
 * Pending transaction are created and the cart is emptied. Call `mutateAsync({ values, lines })`
 * with the lines shown in the summary (docs/decisions/002: a tab that lost the race for the last
 * unit gets the stock message rather than an order of a different cart); it rejects
 * with `InsufficientStockError`, `ValidationError` (with `fieldErrors`), `StorageQuotaError` or
 * `PermissionError`, whose `message` is the Indonesian text to show — and then nothing changed.
 */
export function usePlaceOrder() {
  const data = useShopData();
  return useMutation({
    mutationFn: ({ values, lines, voucherCodes }: PlaceOrderRequest) =>
      voucherCodes && voucherCodes.length > 0 ? data.orders.place(values, lines, voucherCodes) : data.orders.place(values, lines),
  });
}
