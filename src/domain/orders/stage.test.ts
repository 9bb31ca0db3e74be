import { ORDER_STATUSES, SHIPPING_STATUSES } from '../core/vocabulary';
import {
  BUYER_STAGE_RULES,
  BUYER_STAGES,
  buyerStage,
  inStage,
  OWNER_NEXT_STEP,
  OWNER_STAGE_RULES,
  OWNER_STAGES,
  ownerStage,
  type StageRule,
} from './stage';

const everyPair = ORDER_STATUSES.flatMap((status) => SHIPPING_STATUSES.map((shippingStatus) => ({ status, shippingStatus })));

describe.each([
  ['buyer', BUYER_STAGE_RULES as Record<string, StageRule>, BUYER_STAGES as readonly string[]],
  ['owner', OWNER_STAGE_RULES as Record<string, StageRule>, OWNER_STAGES as readonly string[]],
])('the %s stage table', (_who, table, order) => {
  it('puts every pair of stored statuses in exactly one stage', () => {
    for (const pair of everyPair) {
      const stages = Object.entries(table).filter(([, rule]) => inStage(pair, rule));
      expect(stages, `${pair.status}/${pair.shippingStatus}`).toHaveLength(1);
    }
  });

  it('lists its stages in the tab order', () => {
    expect(Object.keys(table)).toEqual([...order]);
  });
});

describe('order stages', () => {
  it('names an order as a marketplace buyer does', () => {
    expect(buyerStage({ status: 'Pending', shippingStatus: 'Menunggu Konfirmasi Admin' })).toBe('Belum Bayar');
    expect(buyerStage({ status: 'Verifying', shippingStatus: 'Menunggu Konfirmasi Admin' })).toBe('Menunggu Verifikasi');
    expect(buyerStage({ status: 'Processed', shippingStatus: 'Menunggu Konfirmasi Admin' })).toBe('Dikemas');
    expect(buyerStage({ status: 'Processed', shippingStatus: 'Dikemas' })).toBe('Dikemas');
    expect(buyerStage({ status: 'Processed', shippingStatus: 'Dikirim' })).toBe('Dikirim');
    expect(buyerStage({ status: 'Processed', shippingStatus: 'Tiba di Tujuan' })).toBe('Dikirim');
    expect(buyerStage({ status: 'Completed', shippingStatus: 'Tiba di Tujuan' })).toBe('Selesai');
    // A cancelled order is cancelled whatever its parcel's last status was.
    expect(buyerStage({ status: 'Cancelled', shippingStatus: 'Dikemas' })).toBe('Dibatalkan');
  });

  it("splits the owner's paid unshipped orders by what is left to do, with its next step", () => {
    const toPack = { status: 'Processed', shippingStatus: 'Menunggu Konfirmasi Admin' } as const;
    const toShip = { status: 'Processed', shippingStatus: 'Dikemas' } as const;
    expect(ownerStage(toPack)).toBe('Perlu Dikemas');
    expect(ownerStage(toShip)).toBe('Perlu Dikirim');
    expect(ownerStage({ status: 'Processed', shippingStatus: 'Dalam Perjalanan' })).toBe('Dikirim');
    expect(OWNER_NEXT_STEP[ownerStage(toPack)]).toBe('Kemas');
    expect(OWNER_NEXT_STEP[ownerStage(toShip)]).toBe('Input Resi');
    expect(OWNER_NEXT_STEP[ownerStage({ status: 'Verifying', shippingStatus: 'Menunggu Konfirmasi Admin' })]).toBe('Terima Pembayaran');
    expect(OWNER_NEXT_STEP[ownerStage({ status: 'Completed', shippingStatus: 'Tiba di Tujuan' })]).toBeUndefined();
  });
});
