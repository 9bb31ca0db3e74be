import { ORDER_STATUSES, SHIPPING_STATUSES } from '@/domain/core/records';
import { orderStatusVariant, shippingStatusVariant } from './status';

describe('status badge variants (spec section 4, "Badges")', () => {
  it.each([
    [
      'order statuses: Pending and Verifying secondary, Cancelled destructive, others default',
      ORDER_STATUSES.map(orderStatusVariant),
      ['secondary', 'secondary', 'default', 'default', 'destructive'],
    ],
    [
      'shipping statuses: waiting secondary, Dikemas outline, the other three default',
      SHIPPING_STATUSES.map(shippingStatusVariant),
      ['secondary', 'outline', 'default', 'default', 'default'],
    ],
  ])('maps %s', (_statuses, variants, expected) => {
    expect(variants).toEqual(expected);
  });
});
