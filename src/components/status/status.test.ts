import { ORDER_STATUSES, SHIPPING_STATUSES } from '@/domain/schemas';
import { orderStatusVariant, shippingStatusVariant } from './status';

describe('status badge variants (spec section 4, "Badges")', () => {
  it('maps order statuses: Pending secondary, Cancelled destructive, others default', () => {
    expect(ORDER_STATUSES.map(orderStatusVariant)).toEqual([
      'secondary',
      'default',
      'default',
      'destructive',
    ]);
  });

  it('maps shipping statuses: waiting secondary, Dikemas outline, the other three default', () => {
    expect(SHIPPING_STATUSES.map(shippingStatusVariant)).toEqual([
      'secondary',
      'outline',
      'default',
      'default',
      'default',
    ]);
  });
});
