import {
  activityLogSchema,
  CATEGORIES,
  emailLogSchema,
  orderSchema,
  partnerSchema,
  productSchema,
  reviewSchema,
  transactionSchema,
  userSchema,
} from '@/domain/core/records';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { paymentAccountsSchema } from '@/domain/settings/stored';
import { isDemoAccounts } from '@/domain/payment/accounts';
import { unitsSold } from '@/domain/catalog/units-sold';
import { hasVariants, takenSkus, variantIssues, withDerivedFields } from '@/domain/catalog/variants';
import { STORAGE_KEYS } from '@/domain/port/key-specs';
import { demoSeed } from './index';
import { DEMO_SEED_KEYS } from './keys';

const publicDir = join(process.cwd(), 'public');
/** A fixed moment of writing for the checks of the lists' shapes (the dated rules: seed-dates.test.ts). */
const seed = demoSeed(new Date('2026-11-20T05:00:00.000Z'));

describe('seed data', () => {
  it('has the expected number of records', () => {
    expect(seed.products).toHaveLength(17);
    expect(seed.partners).toHaveLength(7);
    expect(seed.reviews).toHaveLength(16);
    expect(seed.orders).toHaveLength(13);
    expect(seed.transactions).toHaveLength(13);
    // The admin's own 4, and one per step of every order (13 placed, 37 steps after).
    expect(seed.activityLogs).toHaveLength(54);
    expect(seed.emailLogs).toHaveLength(2);
    expect(seed.users).toHaveLength(2);
  });

  it('every record parses unchanged with its schema', () => {
    const pairs = [
      [seed.products, productSchema],
      [seed.partners, partnerSchema],
      [seed.reviews, reviewSchema],
      [seed.orders, orderSchema],
      [seed.transactions, transactionSchema],
      [seed.activityLogs, activityLogSchema],
      [seed.emailLogs, emailLogSchema],
      [seed.users, userSchema],
    ] as const;
    for (const [records, schema] of pairs) {
      for (const record of records) {
        const result = schema.safeParse(record);
        expect(result.error).toBeUndefined();
        expect(result.data).toEqual(record);
      }
    }
  });

  it('has unique ids in every list', () => {
    const { paymentAccounts: _accounts, ...lists } = seed;
    for (const records of Object.values(lists)) {
      const ids = records.map((r: { id: string | number }) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('uses exactly the product ids of the spec, then the two products with variations', () => {
    expect(seed.products.map((p) => p.id)).toEqual([
      1, 2, 11, 21, 31, 41, 51, 61, 71, 81, 91, 101, 102, 103, 104, 105, 106,
    ]);
  });

  it('sells the coffee by size and the songket by colour and length, each variant valid and its SKU unique', () => {
    const withTiers = seed.products.filter(hasVariants);
    expect(withTiers.map((p) => [p.name, p.variations.map((t) => t.name)])).toEqual([
      ['Kopi Gayo Peaberry Sangrai', ['Ukuran']],
      ['Selendang Songket Bungong Jeumpa', ['Warna', 'Ukuran']],
    ]);
    for (const product of withTiers) {
      expect(variantIssues(product.variations, product.variants)).toEqual([]);
      expect(takenSkus(product, seed.products)).toEqual([]);
      expect(withDerivedFields(product)).toEqual(product);
    }
    const [coffee, songket] = withTiers;
    expect(coffee!.variants.map((v) => [v.options[0], v.price, v.stock])).toEqual([
      ['250 g', 65000, 30],
      ['500 g', 120000, 20],
      ['1 kg', 230000, 10],
    ]);
    // One combination sold out, so the picker shows it unavailable; the product still sells.
    expect(songket!.variants.filter((v) => v.stock === 0).map((v) => v.options)).toEqual([['Merah', '3 m']]);
    expect(songket!.stock).toBeGreaterThan(0);
    // Names that hold no other seed product's name, since finding a product by its name matches part of it.
    for (const product of withTiers) {
      expect(seed.products.filter((p) => p.id !== product.id && product.name.includes(p.name))).toEqual([]);
    }
  });

  it('covers all six categories with whole-Rupiah prices', () => {
    expect(new Set(seed.products.map((p) => p.category))).toEqual(new Set(CATEGORIES));
    for (const product of seed.products) {
      expect(Number.isInteger(product.price)).toBe(true);
      expect(product.price).toBeGreaterThan(0);
    }
  });

  it('has exactly one sold-out product and one nearly sold-out product', () => {
    expect(seed.products.filter((p) => p.stock === 0)).toHaveLength(1);
    expect(seed.products.some((p) => p.stock === 1 || p.stock === 2)).toBe(true);
  });

  it('ships an image for every product and avatar', () => {
    for (const path of [
      ...seed.products.map((p) => p.image),
      ...seed.users.map((u) => u.profileImage),
    ]) {
      expect(path).toMatch(/^\/images\//);
      expect(existsSync(join(publicDir, path))).toBe(true);
    }
  });

  it('ties every product to an existing partner in the partner town', () => {
    const partners = new Map(seed.partners.map((p) => [p.id, p]));
    for (const product of seed.products) {
      const partner = partners.get(product.partnerId);
      expect(partner).toBeDefined();
      expect(product.location).toBe(partner?.location);
    }
    const used = new Set(seed.products.map((p) => p.partnerId));
    expect([...partners.keys()].every((id) => used.has(id))).toBe(true);
  });

  it("names one of each partner's own products as featured, with one inactive partner", () => {
    for (const partner of seed.partners) {
      const own = seed.products.filter((p) => p.partnerId === partner.id).map((p) => p.name);
      expect(own).toContain(partner.featuredProduct);
    }
    expect(seed.partners.filter((p) => p.status === 'Active')).toHaveLength(6);
  });

  it('attaches every review to an existing product with a rating of 4 or 5', () => {
    const productIds = new Set(seed.products.map((p) => p.id));
    for (const review of seed.reviews) {
      expect(productIds.has(review.productId)).toBe(true);
      expect([4, 5]).toContain(review.rating);
      expect(review.id).toBe(`REV${Date.parse(review.createdAt ?? '')}`);
    }
  });

  it('has orders whose totals, lines and summaries match the products', () => {
    const products = new Map(seed.products.map((p) => [p.id, p]));
    for (const order of seed.orders) {
      const items = order.items ?? [];
      expect(items.length).toBeGreaterThan(0);
      expect(order.subtotal).toBe(items.reduce((sum, i) => sum + i.price * i.quantity, 0));
      expect(order.total).toBe(order.subtotal! + order.shippingCost!);
      expect(order.productName).toBe(items.map((i) => `${i.name} (x${i.quantity})`).join(', '));
      for (const item of items) {
        expect(products.get(item.productId)?.name).toBe(item.name);
        expect(products.get(item.productId)?.price).toBe(item.price);
      }
      expect(order.paymentCode).toMatch(/^TJ-\d{8}-[1-9]\d{3}$/);
      expect(order.paymentCode.slice(3, 11)).toBe(order.date.replaceAll('-', ''));
      expect(order.postalCode).toMatch(/^\d{5}$/);
    }
  });

  it("gives the demo buyer exactly ORD001 (unpaid) and ORD002 (shipped); the other orders are nobody's", () => {
    const mine = seed.orders.filter((o) => o.userId === 'USR002');
    expect(mine.map((o) => [o.id, o.status, o.shippingStatus, o.username])).toEqual([
      ['ORD001', 'Pending', 'Menunggu Konfirmasi Admin', 'pembeli'],
      ['ORD002', 'Processed', 'Dikirim', 'pembeli'],
    ]);
    for (const order of seed.orders.filter((o) => o.userId !== 'USR002')) expect(order.userId).toMatch(/^~/);
  });

  it('has orders in every status, and sells the sold-out product', () => {
    expect(new Set(seed.orders.map((o) => o.status))).toEqual(new Set(['Pending', 'Verifying', 'Processed', 'Completed', 'Cancelled']));
    const soldOut = seed.products.find((p) => p.stock === 0)!;
    expect(unitsSold(seed.orders, soldOut.id)).toBeGreaterThan(0);
    const lines = seed.orders.flatMap((o) => o.items ?? []);
    expect(lines.every((line) => line.quantity <= 10)).toBe(true);
  });

  it('has one transaction per order for its total and method', () => {
    for (const order of seed.orders) {
      const transactions = seed.transactions.filter((t) => t.orderId === order.id);
      expect(transactions).toHaveLength(1);
      expect(transactions[0]?.amount).toBe(order.total);
      expect(transactions[0]?.paymentMethod).toBe(order.paymentMethod);
      expect(transactions[0]?.date).toBe(order.date);
      const expected = { Pending: 'Pending', Verifying: 'Pending', Processed: 'Success', Completed: 'Success', Cancelled: 'Cancelled' };
      expect(transactions[0]?.status).toBe(expected[order.status]);
    }
  });

  it('logs e-mails for an existing order', () => {
    const orderIds = new Set(seed.orders.map((o) => o.id));
    for (const log of seed.emailLogs) expect(orderIds.has(log.orderId)).toBe(true);
    expect(seed.emailLogs.map((l) => l.status).sort()).toEqual(['failed', 'success']);
  });

  it('offers clearly demo payment accounts that pass their own rules', () => {
    expect(paymentAccountsSchema.parse(seed.paymentAccounts)).toEqual(seed.paymentAccounts);
    expect(seed.paymentAccounts).toMatchObject({ bankName: 'Bank Aceh Syariah', accountHolder: 'Seulanga Aceh (Rekening contoh — jangan transfer)' });
    expect(isDemoAccounts(seed.paymentAccounts)).toBe(true);
    expect(seed.paymentAccounts.qrisPayload).toContain('5913SEULANGA DEMO');
  });

  it('names its keys apart from its code (DEMO_SEED_KEYS, which browser mode checks before loading it), each a storage key', () => {
    expect([...DEMO_SEED_KEYS].sort()).toEqual(Object.keys(seed).sort());
    for (const key of DEMO_SEED_KEYS) expect(STORAGE_KEYS).toContain(key);
  });
});
