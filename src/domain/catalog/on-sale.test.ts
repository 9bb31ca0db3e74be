/** A product off sale — its status or its partner's (./on-sale.ts) — and placing an order refusing it (../orders/place.ts). */
import fc from 'fast-check';
import { shipping as checkout } from '@/testing/test-values';
import { PRODUCT_STATUSES } from '../core/vocabulary';
import { messages } from '@/shared/messages';
import { decidePlaceOrder, type PlaceableProduct } from '../orders/place';
import { tableShippingRates, DEFAULT_SHIPPING_TABLE } from '../shipping/cost';
import { inactivePartnerIds, isOnSaleByStatus, isPartnerActive, isProductOnSale, productsOnSale } from './on-sale';

const partners = [
  { id: 'P001', status: 'Active' },
  { id: 'P002', status: 'Inactive' },
];

describe('products on sale', () => {
  it('sells only under an Active partner; any other status is Nonaktif', () => {
    expect(isPartnerActive('Active')).toBe(true);
    for (const status of ['Inactive', 'active', '']) expect(isPartnerActive(status)).toBe(false);
    expect(inactivePartnerIds(partners)).toEqual(new Set(['P002']));
  });

  it('keeps a product of an active partner, or of no stored partner, on sale', () => {
    expect(isProductOnSale({ partnerId: 'P001' }, partners)).toBe(true);
    expect(isProductOnSale({ partnerId: 'P002' }, partners)).toBe(false);
    expect(isProductOnSale({ partnerId: 'P999' }, partners)).toBe(true);
    expect(isProductOnSale({ partnerId: '' }, partners)).toBe(true);
    expect(isProductOnSale({ partnerId: 'P002' }, new Set(['P002']))).toBe(false);
  });

  it('sells only an Aktif product: a Draf or Arsip one is off sale under any partner; no status reads Aktif', () => {
    expect(isProductOnSale({ partnerId: 'P001', status: 'active' }, partners)).toBe(true);
    expect(isProductOnSale({ partnerId: 'P001' }, partners)).toBe(true);
    for (const status of ['draft', 'archived'] as const) {
      expect(isProductOnSale({ partnerId: 'P001', status }, partners)).toBe(false);
      expect(isProductOnSale({ partnerId: '', status }, new Set())).toBe(false);
      expect(isOnSaleByStatus({ status, partnerStatus: 'Active' })).toBe(false);
    }
    expect(isProductOnSale({ partnerId: 'P002', status: 'active' }, partners)).toBe(false);
  });

  it('is one rule whichever facts it is given: status Aktif AND partner Active (or not stored)', () => {
    const partnerStatusArb = fc.constantFrom('Active', 'Inactive', 'active', '', null);
    fc.assert(
      fc.property(fc.constantFrom(...PRODUCT_STATUSES, undefined), partnerStatusArb, (status, partnerStatus) => {
        const stored = partnerStatus === null ? [] : [{ id: 'P1', status: partnerStatus }];
        const expected = (status ?? 'active') === 'active' && (partnerStatus === null || partnerStatus === 'Active');
        const product = status === undefined ? { partnerId: 'P1' } : { partnerId: 'P1', status };
        expect(isProductOnSale(product, stored)).toBe(expected);
        expect(isProductOnSale(product, inactivePartnerIds(stored))).toBe(expected);
        expect(isOnSaleByStatus(status === undefined ? { partnerStatus } : { status, partnerStatus })).toBe(expected);
        expect(productsOnSale([product], stored)).toHaveLength(expected ? 1 : 0);
      }),
    );
  });

  it('lists the products on sale in their order', () => {
    const products = [
      { id: 1, partnerId: 'P002' },
      { id: 2, partnerId: 'P001' },
      { id: 3, partnerId: '' },
      { id: 4, partnerId: 'P002' },
    ];
    expect(productsOnSale(products, partners).map((p) => p.id)).toEqual([2, 3]);
    expect(productsOnSale(products, [{ id: 'P002', status: 'Active' }]).map((p) => p.id)).toEqual([1, 2, 3, 4]);
    const statuses = [
      { id: 1, partnerId: 'P001', status: 'draft' as const },
      { id: 2, partnerId: 'P001', status: 'active' as const },
      { id: 3, partnerId: 'P001', status: 'archived' as const },
    ];
    expect(productsOnSale(statuses, partners).map((p) => p.id)).toEqual([2]);
  });
});

describe('placing an order of a product off sale', () => {
  const kopi: PlaceableProduct = { id: 1, name: 'Kopi', price: 50_000, stock: 5, weight: 250, category: 'Minuman' };
  const place = (partnerStatus: string | null | undefined, status?: PlaceableProduct['status']) =>
    decidePlaceOrder({
      buyer: { id: 'USR1', username: 'cut' },
      checkout,
      cart: [],
      expectedLines: [{ productId: 1, quantity: 1 }],
      products: new Map([[1, { ...kopi, partnerStatus, ...(status ? { status } : {}) }]]),
      shippingRates: tableShippingRates(DEFAULT_SHIPPING_TABLE),
      limits: { maxPerProduct: 10, maxUnpaidOrders: 3, maxOpenOrders: 10, maxOpenOrdersNewBuyer: 3 },
      flow: { paymentDeadlineHours: 24 },
      unpaidOrders: 0,
      openOrders: 0,
      standing: { accountCreatedAt: null, hasCompletedOrder: false },
      now: new Date('2026-11-25T03:00:00.000Z'),
      newOrderId: () => 'ORD9',
      newPaymentCode: () => 'TJ-202611250001',
      newTransactionId: () => 'TRX9',
    });

  it('refuses it with PRODUCT_OFF_SALE and its Indonesian message', () => {
    const decision = place('Inactive');
    expect(decision.ok).toBe(false);
    if (decision.ok) return;
    expect(decision.refusal).toMatchObject({ code: 'PRODUCT_OFF_SALE', message: messages.cart.productOffSale('Kopi') });
    expect(decision.refusal.message).toBe('Kopi sedang tidak dijual. Hapus dari keranjang untuk melanjutkan.');
  });

  it('accepts it under an Active partner or without a stored one', () => {
    for (const status of ['Active', null, undefined]) expect(place(status).ok).toBe(true);
    expect(place('Active', 'active').ok).toBe(true);
  });

  it('refuses a Draf or Arsip product with PRODUCT_OFF_SALE, whatever its partner', () => {
    for (const status of ['draft', 'archived'] as const) {
      for (const partnerStatus of ['Active', null]) {
        const decision = place(partnerStatus, status);
        expect(decision.ok).toBe(false);
        if (!decision.ok) expect(decision.refusal).toMatchObject({ code: 'PRODUCT_OFF_SALE', message: messages.cart.productOffSale('Kopi') });
      }
    }
  });
});
