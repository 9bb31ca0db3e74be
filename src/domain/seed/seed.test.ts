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
import { paymentAccountsSchema } from '@/domain/settings/inputs';
import { seed } from './index';

const publicDir = join(process.cwd(), 'public');

describe('seed data', () => {
  it('has the expected number of records', () => {
    expect(seed.products).toHaveLength(15);
    expect(seed.partners).toHaveLength(7);
    expect(seed.reviews).toHaveLength(16);
    expect(seed.orders).toHaveLength(2);
    expect(seed.transactions).toHaveLength(2);
    expect(seed.activityLogs).toHaveLength(7);
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

  it('uses exactly the product ids of the spec', () => {
    expect(seed.products.map((p) => p.id)).toEqual([
      1, 2, 11, 21, 31, 41, 51, 61, 71, 81, 91, 101, 102, 103, 104,
    ]);
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
      expect(order.total).toBe(items.reduce((sum, i) => sum + i.price * i.quantity, 0));
      expect(order.productName).toBe(items.map((i) => `${i.name} (x${i.quantity})`).join(', '));
      for (const item of items) {
        expect(products.get(item.productId)?.name).toBe(item.name);
        expect(products.get(item.productId)?.price).toBe(item.price);
      }
      expect(order.paymentCode).toMatch(/^TJ-\d{8}-[1-9]\d{3}$/);
      expect(order.paymentCode.slice(3, 11)).toBe(order.date.replaceAll('-', ''));
      expect(order.postalCode).toMatch(/^\d{5}$/);
      expect(order.userId).toBe('USR002');
      expect(order.username).toBe('pembeli');
    }
  });

  it('has one transaction per order for its total and method', () => {
    for (const order of seed.orders) {
      const transactions = seed.transactions.filter((t) => t.orderId === order.id);
      expect(transactions).toHaveLength(1);
      expect(transactions[0]?.amount).toBe(order.total);
      expect(transactions[0]?.paymentMethod).toBe(order.paymentMethod);
      expect(transactions[0]?.status).toBe(order.status === 'Pending' ? 'Pending' : 'Success');
    }
  });

  it('logs e-mails for an existing order', () => {
    const orderIds = new Set(seed.orders.map((o) => o.id));
    for (const log of seed.emailLogs) expect(orderIds.has(log.orderId)).toBe(true);
    expect(seed.emailLogs.map((l) => l.status).sort()).toEqual(['failed', 'success']);
  });

  it('offers clearly demo payment accounts that pass their own rules', () => {
    expect(paymentAccountsSchema.parse(seed.paymentAccounts)).toEqual(seed.paymentAccounts);
    expect(seed.paymentAccounts).toMatchObject({ bankName: 'Bank Aceh Syariah', accountHolder: 'Seulanga Aceh (Demo)' });
    expect(seed.paymentAccounts.qrisPayload).toContain('5913SEULANGA DEMO');
  });
});
