/**
 * The storage port's contract, run against the key-value adapters (docs/conventions.md): the memory
 * driver and the localStorage driver (jsdom's Storage). The port's cases live in
 * `src/testing/contract/storage.ts` (the HTTP adapter runs them in `http.test.ts`); the
 * key-value storage's own guarantees (seeding, corruption recovery, quota) are checked here on the
 * raw driver.
 */
import { seed } from '@/testing/seed';
import { StorageQuotaError } from '@/data/errors';
import { adapters, openStore, signedIn } from '@/testing/contract-adapters';
import { shipping } from '@/testing/test-values';
import { storageContract } from '@/testing/contract/storage';

for (const adapter of adapters) storageContract(adapter);

describe.each(adapters)('key-value storage: $name adapter', (adapter) => {
  it('seeds only absent keys and keeps existing data', async () => {
    const { data } = await openStore(adapter, { products: '[]' });
    expect(await data.products.list()).toEqual([]);
    expect(await data.partners.list()).toHaveLength(7);
  });

  it('recovers corrupted JSON: keeps it aside, re-seeds and reports', async () => {
    const issues: string[] = [];
    const { data, driver } = await openStore(adapter, { products: '{not json' });
    data.onIssue((issue) => issues.push(issue.key));
    expect(await data.products.list()).toHaveLength(17);
    expect(issues).toEqual(['products']);
    expect(driver.keys().some((k) => k.startsWith('products.corrupt.'))).toBe(true);
  });

  it('keeps the valid records of a list with invalid ones', async () => {
    const good = seed.products[0]!;
    const { data } = await openStore(adapter, { products: JSON.stringify([good, { id: 'x', name: 5 }]) });
    expect((await data.products.list()).map((p) => p.id)).toEqual([good.id]);
  });

  it('stores no plain password and keeps the hash on registration', async () => {
    const { data, driver } = await openStore(adapter);
    await data.auth.register({ username: 'teuku', email: 'teuku@example.com', password: 'rahasia1' });
    const stored = (JSON.parse(driver.getItem('users')!) as Array<Record<string, unknown>>).find((u) => u.username === 'teuku');
    expect(stored).toHaveProperty('passwordHash');
    expect(stored).not.toHaveProperty('password');
    expect(JSON.stringify(driver.getItem('users'))).not.toContain('rahasia1');
  });

  it('accepts a prototype plain-text password once and re-hashes it', async () => {
    const legacy = { id: 'USR9', username: 'lama', email: '', role: 'buyer', password: 'plain123' };
    const { data, driver } = await openStore(adapter, { users: JSON.stringify([legacy]) });
    await data.auth.login('lama', 'plain123');
    const stored = JSON.parse(driver.getItem('users')!) as Array<Record<string, unknown>>;
    expect(stored[0]).not.toHaveProperty('password');
    expect(stored[0]).toHaveProperty('passwordHash');
    await data.auth.logout();
    expect((await data.auth.login('lama', 'plain123')).username).toBe('lama');
  });

  it('records a confirmed payment as one Success transaction in storage', async () => {
    const { data, driver } = await openStore(adapter, signedIn());
    const product = (await data.products.list()).find((p) => p.stock >= 1)!;
    await data.cart.add(product.id);
    const { order } = await data.orders.place(shipping);
    await data.orders.confirmPayment(order.id);
    const transactions = JSON.parse(driver.getItem('transactions')!) as Array<{ orderId: string; status: string }>;
    expect(transactions.filter((t) => t.orderId === order.id).map((t) => t.status)).toEqual(['Success']);
  });

  it('leaves the stored orders untouched when an order is refused for stock', async () => {
    const { data, driver } = await openStore(adapter, signedIn());
    const product = (await data.products.list()).find((p) => p.stock >= 1)!;
    await data.cart.add(product.id);
    const products = JSON.parse(driver.getItem('products')!) as Array<{ id: number; stock: number }>;
    driver.commit([['products', JSON.stringify(products.map((p) => (p.id === product.id ? { ...p, stock: 0 } : p)))]]);
    const ordersBefore = driver.getItem('orders');
    await expect(data.orders.place(shipping)).rejects.toThrow(`Stok untuk ${product.name} tidak mencukupi!`);
    expect(driver.getItem('orders')).toBe(ordersBefore);
    expect(await data.cart.list()).toHaveLength(1);
  });

  it('changes nothing when the quota is full during checkout', async () => {
    const { data, driver } = await openStore(adapter, signedIn());
    const product = (await data.products.list()).find((p) => p.stock >= 1)!;
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
});
