/**
 * The storage port's core contract (catalogue, session, cart, orders, logs, changes), written
 * against the port and the {@link AdapterCase} hooks so every adapter answers it: the key-value
 * adapters (`contract.test.ts`) and the HTTP adapter over the real server (`contract-http.test.ts`).
 */
import { seed } from '../seed';
import { shipping, type AdapterCase } from '../contract-adapters';

/** Declares the core contract's cases for `adapter`. */
export function storageContract(adapter: AdapterCase): void {
  describe(`storage contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('seeds every absent key on first load with the spec counts', async () => {
      const data = await adapter.open();
      expect(await data.catalog.listProducts()).toHaveLength(15);
      expect(await data.catalog.listPartners()).toHaveLength(7);
      expect(await data.reviews.listByProduct(seed.reviews[0]!.productId)).not.toHaveLength(0);
    });

    it('shows the e-mail and activity logs to the admin only', async () => {
      const data = await adapter.open();
      await expect(data.logs.listEmailLogs()).rejects.toThrow();
      await adapter.signIn(data, 'buyer');
      await expect(data.logs.listActivity()).rejects.toThrow('Anda tidak memiliki akses ke halaman ini.');
      await adapter.signIn(data, 'admin');
      expect(await data.logs.listEmailLogs()).toHaveLength(2);
    });

    it('registers, rejects duplicates, logs in with the hash and logs out', async () => {
      const data = await adapter.open();
      const user = await data.auth.register({ username: 'teuku', email: 'teuku@example.com', password: 'rahasia1' });
      expect(user.role).toBe('buyer');
      expect(await adapter.storedUsers(data)).not.toContain('rahasia1');
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

    it('refuses cart changes without a buyer session', async () => {
      const data = await adapter.open();
      await expect(data.cart.add(1)).rejects.toThrow();
    });

    it('places an order in one step and confirms its payment', async () => {
      const data = await adapter.open({ as: 'buyer' });
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
      await expect(data.orders.confirmPayment(order.id)).rejects.toThrow();
      await adapter.signIn(data, 'admin');
      const transactions = await data.orders.listTransactions();
      expect(transactions.filter((t) => t.orderId === order.id).map((t) => t.status)).toEqual(['Success']);
    });

    it('refuses an order whose stock ran out and changes nothing', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const product = (await data.catalog.listProducts()).find((p) => p.stock >= 1)!;
      await data.cart.add(product.id);
      await adapter.setStock(data, product.id, 0);
      await adapter.signIn(data, 'admin');
      const ordersBefore = await data.orders.listAll();
      const transactionsBefore = await data.orders.listTransactions();
      await adapter.signIn(data, 'buyer');
      await expect(data.orders.place(shipping)).rejects.toThrow(`Stok untuk ${product.name} tidak mencukupi!`);
      expect(await data.cart.list()).toHaveLength(1);
      expect((await data.catalog.getProduct(product.id))?.stock).toBe(0);
      await adapter.signIn(data, 'admin');
      expect(await data.orders.listAll()).toEqual(ordersBefore);
      expect(await data.orders.listTransactions()).toEqual(transactionsBefore);
    });

    it('serialises concurrent orders for the last unit: exactly one succeeds', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const product = (await data.catalog.listProducts()).find((p) => p.stock >= 1)!;
      await adapter.setStock(data, product.id, 1);
      await data.cart.add(product.id);
      const results = await Promise.allSettled([data.orders.place(shipping), data.orders.place(shipping)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((await data.catalog.getProduct(product.id))?.stock).toBe(0);
    });

    it('re-checks the lines the buyer reviewed: a lost race for the last unit gets the stock message', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const product = (await data.catalog.listProducts()).find((p) => p.stock >= 1)!;
      await adapter.setStock(data, product.id, 1);
      await data.cart.add(product.id);
      const reviewed = [{ productId: product.id, quantity: 1 }];
      await data.orders.place(shipping, reviewed);
      await expect(data.orders.place(shipping, reviewed)).rejects.toThrow(`Stok untuk ${product.name} tidak mencukupi!`);
    });

    it('announces local changes with their keys', async () => {
      const data = await adapter.open();
      const seen: string[][] = [];
      const stop = data.subscribe((keys) => seen.push(keys));
      try {
        await data.settings.setTheme('dark');
        expect(seen).toContainEqual(['theme']);
        expect(await data.settings.getTheme()).toBe('dark');
      } finally {
        stop();
      }
    });
  });
}
