/**
 * The storage port's contract, run against every adapter (conventions.md): the memory driver and
 * the localStorage driver (jsdom's Storage).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { seed } from './seed';
import { createKeyValueShopData } from './adapters/key-value/shop-data';
import type { KeyValueDriver } from './adapters/key-value/driver';
import { sessionUserSchema } from '@/domain/schemas';
import type { ShopData } from './ports';
import { StorageQuotaError } from './errors';
import { adapters, shipping, signedIn } from './contract-adapters';

describe.each(adapters)('storage contract: $name adapter', (adapter) => {
  let driver: KeyValueDriver;
  let data: ShopData;

  async function open(initial?: Record<string, string>) {
    driver = adapter.make(initial);
    data = createKeyValueShopData(driver, { seed, passwordIterations: 1000, random: () => 0.5 });
    await data.initialize();
  }

  beforeEach(async () => {
    await open();
  });

  it('seeds every absent key on first load with the spec counts', async () => {
    expect(await data.catalog.listProducts()).toHaveLength(15);
    expect(await data.catalog.listPartners()).toHaveLength(7);
    expect(await data.reviews.listByProduct(seed.reviews[0]!.productId)).not.toHaveLength(0);
  });

  it('shows the e-mail and activity logs to the admin only', async () => {
    await expect(data.logs.listEmailLogs()).rejects.toThrow();
    await open(signedIn());
    await expect(data.logs.listActivity()).rejects.toThrow('Anda tidak memiliki akses ke halaman ini.');
    const admin = seed.users.find((u) => u.role === 'admin')!;
    await open({ currentUser: JSON.stringify(sessionUserSchema.parse(admin)) });
    expect(await data.logs.listEmailLogs()).toHaveLength(2);
  });

  it('seeds only absent keys and keeps existing data', async () => {
    await open({ products: '[]' });
    expect(await data.catalog.listProducts()).toEqual([]);
    expect(await data.catalog.listPartners()).toHaveLength(7);
  });

  it('recovers corrupted JSON: keeps it aside, re-seeds and reports', async () => {
    const issues: string[] = [];
    await open({ products: '{not json' });
    data.onIssue((issue) => issues.push(issue.key));
    expect(await data.catalog.listProducts()).toHaveLength(15);
    expect(issues).toEqual(['products']);
    expect(driver.keys().some((k) => k.startsWith('products.corrupt.'))).toBe(true);
  });

  it('keeps the valid records of a list with invalid ones', async () => {
    const good = seed.products[0]!;
    await open({ products: JSON.stringify([good, { id: 'x', name: 5 }]) });
    expect((await data.catalog.listProducts()).map((p) => p.id)).toEqual([good.id]);
  });

  it('registers, rejects duplicates, logs in with the hash and logs out', async () => {
    const user = await data.auth.register({ username: 'teuku', email: 'teuku@example.com', password: 'rahasia1' });
    expect(user.role).toBe('buyer');
    expect(JSON.stringify(driver.getItem('users'))).not.toContain('rahasia1');
    await expect(data.auth.register({ username: 'Teuku', email: 'x@example.com', password: 'rahasia1' })).rejects.toThrow(
      'Username sudah digunakan.',
    );
    await expect(data.auth.register({ username: 'lain', email: 'TEUKU@example.com', password: 'rahasia1' })).rejects.toThrow(
      'Email sudah digunakan.',
    );
    await expect(data.auth.login('teuku', 'salah')).rejects.toThrow('Username atau password salah.');
    expect((await data.auth.login('teuku', 'rahasia1')).username).toBe('teuku');
    expect((await data.auth.currentUser())?.username).toBe('teuku');
    await data.auth.logout();
    expect(await data.auth.currentUser()).toBeNull();
  });

  it('accepts a prototype plain-text password once and re-hashes it', async () => {
    const legacy = { id: 'USR9', username: 'lama', email: '', role: 'buyer', password: 'plain123' };
    await open({ users: JSON.stringify([legacy]) });
    await data.auth.login('lama', 'plain123');
    const stored = JSON.parse(driver.getItem('users')!) as Array<Record<string, unknown>>;
    expect(stored[0]).not.toHaveProperty('password');
    expect(stored[0]).toHaveProperty('passwordHash');
    await data.auth.logout();
    expect((await data.auth.login('lama', 'plain123')).username).toBe('lama');
  });

  it('refuses cart changes without a buyer session', async () => {
    await expect(data.cart.add(1)).rejects.toThrow();
  });

  it('places an order in one step and confirms its payment', async () => {
    await open(signedIn());
    const product = (await data.catalog.listProducts()).find((p) => p.stock >= 2)!;
    await data.cart.add(product.id);
    await data.cart.add(product.id);
    const { order, transaction } = await data.orders.place(shipping);
    expect(order).toMatchObject({ status: 'Pending', shippingStatus: 'Menunggu Konfirmasi Admin', userId: 'USR002' });
    expect(order.paymentCode).toMatch(/^TJ-\d{12}$/);
    expect(order.total).toBe(product.price * 2);
    expect(order.productName).toBe(`${product.name} (x2)`);
    expect(transaction).toMatchObject({ orderId: order.id, status: 'Pending', amount: order.total });
    expect((await data.catalog.getProduct(product.id))?.stock).toBe(product.stock - 2);
    expect(await data.cart.list()).toEqual([]);
    expect((await data.orders.listMine())[0]?.id).toBe(order.id);

    const confirmed = await data.orders.confirmPayment(order.id);
    expect(confirmed.status).toBe('Processed');
    const transactions = JSON.parse(driver.getItem('transactions')!) as Array<{ orderId: string; status: string }>;
    expect(transactions.filter((t) => t.orderId === order.id).map((t) => t.status)).toEqual(['Success']);
    await expect(data.orders.confirmPayment(order.id)).rejects.toThrow();
  });

  it('refuses an order whose stock ran out and changes nothing', async () => {
    await open(signedIn());
    const product = (await data.catalog.listProducts()).find((p) => p.stock >= 1)!;
    await data.cart.add(product.id);
    const products = JSON.parse(driver.getItem('products')!) as Array<{ id: number; stock: number }>;
    driver.commit([['products', JSON.stringify(products.map((p) => (p.id === product.id ? { ...p, stock: 0 } : p)))]]);
    const ordersBefore = driver.getItem('orders');
    await expect(data.orders.place(shipping)).rejects.toThrow(`Stok untuk ${product.name} tidak mencukupi!`);
    expect(driver.getItem('orders')).toBe(ordersBefore);
    expect(await data.cart.list()).toHaveLength(1);
  });

  it('changes nothing when the quota is full during checkout', async () => {
    await open(signedIn());
    const product = (await data.catalog.listProducts()).find((p) => p.stock >= 1)!;
    await data.cart.add(product.id);
    const before = Object.fromEntries(['products', 'orders', 'transactions', 'cartItems'].map((k) => [k, driver.getItem(k)]));
    const restore = adapter.fillQuota(driver);
    try {
      await expect(data.orders.place(shipping)).rejects.toBeInstanceOf(StorageQuotaError);
    } finally {
      restore();
    }
    for (const [key, value] of Object.entries(before)) expect(driver.getItem(key)).toBe(value);
  });

  it('serialises concurrent orders for the last unit: exactly one succeeds', async () => {
    await open(signedIn());
    const product = (await data.catalog.listProducts()).find((p) => p.stock >= 1)!;
    const products = JSON.parse(driver.getItem('products')!) as Array<{ id: number; stock: number }>;
    driver.commit([['products', JSON.stringify(products.map((p) => (p.id === product.id ? { ...p, stock: 1 } : p)))]]);
    await data.cart.add(product.id);
    const results = await Promise.allSettled([data.orders.place(shipping), data.orders.place(shipping)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await data.catalog.getProduct(product.id))?.stock).toBe(0);
  });

  it('re-checks the lines the buyer reviewed: a lost race for the last unit gets the stock message', async () => {
    await open(signedIn());
    const product = (await data.catalog.listProducts()).find((p) => p.stock >= 1)!;
    const products = JSON.parse(driver.getItem('products')!) as Array<{ id: number; stock: number }>;
    driver.commit([['products', JSON.stringify(products.map((p) => (p.id === product.id ? { ...p, stock: 1 } : p)))]]);
    await data.cart.add(product.id);
    const reviewed = [{ productId: product.id, quantity: 1 }];
    await data.orders.place(shipping, reviewed);
    await expect(data.orders.place(shipping, reviewed)).rejects.toThrow(`Stok untuk ${product.name} tidak mencukupi!`);
  });

  it('announces local changes with their keys', async () => {
    const seen: string[][] = [];
    data.subscribe((keys) => seen.push(keys));
    await data.settings.setTheme('dark');
    expect(seen).toContainEqual(['theme']);
    expect(await data.settings.getTheme()).toBe('dark');
  });
});
