/**
 * The storage contract for the back office's changes, written against the port and the
 * {@link AdapterCase} hooks so every adapter answers it.
 */
import { adminMessages } from '@/shared/messages-admin';
import { ValidationError } from '@/data/errors';
import { admin, buyer, type AdapterCase } from '@/testing/contract-adapters';
import { PNG_DATA_URL } from '@/testing/test-values';
import { seed } from '@/testing/seed';
import { newProduct } from '@/testing/test-values';

const product = { ...newProduct, image: PNG_DATA_URL };

/** Declares the admin contract's cases for `adapter`. */
export function adminContract(adapter: AdapterCase): void {
  describe(`admin contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('adds, edits and deletes products with activity logs, admin only', async () => {
      const data = await adapter.open({ as: 'buyer', now: () => new Date(1_800_000_000_000) });
      await expect(data.products.save(product)).rejects.toThrow('Anda tidak memiliki akses ke halaman ini.');

      await adapter.signIn(data, 'admin');
      const added = await data.products.save(product);
      expect(added.id).toBe(1_800_000_000_000);
      const edited = await data.products.save({ ...product, price: '240000', stock: '8' } as never, added.id);
      expect(edited).toMatchObject({ price: 240000, stock: 8 });
      await expect(data.products.save({ ...product, image: '' })).rejects.toThrow('Harap lengkapi semua bidang, termasuk gambar produk.');
      await expect(data.products.save({ ...product, price: 'mahal' } as never)).rejects.toThrow('Harga harus berupa angka 0 atau lebih.');
      await data.products.remove(added.id);
      expect(await data.products.get(added.id)).toBeNull();
      const types = (await data.logs.listActivity()).slice(0, 3).map((l) => l.type);
      expect(types).toEqual(['deleteProduct', 'updateProduct', 'addProduct']);
    });

    it("refuses an empty or missing price or stock with the field's message instead of saving 0", async () => {
      const data = await adapter.open({ as: 'admin' });
      const before = await data.products.list();
      const refusals: [Record<string, unknown>, string][] = [
        [{ price: '' }, adminMessages.priceInvalid],
        [{ price: null }, adminMessages.priceInvalid],
        [{ price: '  ' }, adminMessages.priceInvalid],
        [{ price: Number.NaN }, adminMessages.priceInvalid],
        [{ stock: '' }, adminMessages.stockInvalid],
        [{ stock: null }, adminMessages.stockInvalid],
      ];
      for (const [change, message] of refusals) {
        const saving = data.products.save({ ...product, ...change } as never);
        await expect(saving).rejects.toThrow(message);
        await expect(saving).rejects.toBeInstanceOf(ValidationError);
      }
      const [first] = before;
      await expect(data.products.save({ ...product, price: '' } as never, first!.id)).rejects.toThrow(adminMessages.priceInvalid);
      expect(await data.products.list()).toEqual(before);
    });

    it('adds and edits partners', async () => {
      const data = await adapter.open({ as: 'admin' });
      const partner = await data.partners.save({
        name: 'Kopi Bener Meriah',
        location: 'Redelong',
        address: 'Jl. Raya Takengon–Bireuen Km 20',
        coordinates: { lat: 4.7, lng: 96.85 },
      });
      expect(partner.id).toBe('P008');
      const edited = await data.partners.save({ ...partner, status: 'Inactive' }, partner.id);
      expect(edited.status).toBe('Inactive');
      const { name, location, address } = partner;
      await expect(data.partners.save({ name, location, address, coordinates: { lat: '' as never, lng: 96.85 } }, partner.id)).rejects.toThrow(
        adminMessages.latitudeInvalid,
      );
      await expect(data.partners.save({ name, location, address, coordinates: { lat: 4.7, lng: null as never } }, partner.id)).rejects.toThrow(
        adminMessages.longitudeInvalid,
      );
    });

    it('updates order and shipping status and lists everything', async () => {
      const data = await adapter.open({ as: 'admin' });
      // The seed's unpaid ORD001, waiting for the admin's confirmation.
      const order = (await data.orders.listAll()).find((o) => o.id === 'ORD001');
      const updated = await data.orders.update(order!.id, { shippingStatus: 'Dikemas' });
      expect(updated.shippingStatus).toBe('Dikemas');
      expect((await data.orders.update(order!.id, { status: 'Completed' })).status).toBe('Completed');
      expect(await data.orders.listTransactions()).toHaveLength(seed.transactions.length);
    });

    it('refuses an unknown order status instead of storing it (read back, it would become Pending)', async () => {
      const data = await adapter.open({ as: 'admin' });
      const order = (await data.orders.listAll()).find((o) => o.id === 'ORD001');
      await data.orders.update(order!.id, { status: 'Completed' });
      for (const changes of [{ status: 'Lunas' }, { shippingStatus: 'Hilang' }, { status: '' }, { status: null }]) {
        await expect(data.orders.update(order!.id, changes as never)).rejects.toBeInstanceOf(ValidationError);
      }
      const [after] = (await data.orders.listAll()).filter((o) => o.id === order!.id);
      expect(after).toMatchObject({ status: 'Completed', shippingStatus: order!.shippingStatus });
    });

    it('toggles other users’ roles but never the admin’s own', async () => {
      const data = await adapter.open({ as: 'admin' });
      await expect(data.users.setRole(admin.id, 'buyer')).rejects.toThrow('Anda tidak dapat mengubah peran Anda sendiri dari admin.');
      expect((await data.users.setRole(buyer.id, 'admin')).role).toBe('admin');
      expect((await data.users.setRole(buyer.id, 'buyer')).role).toBe('buyer');
      for (const role of ['superadmin', '', null]) {
        await expect(data.users.setRole(buyer.id, role as never)).rejects.toBeInstanceOf(ValidationError);
      }
      expect((await data.users.list()).find((u) => u.id === buyer.id)?.role).toBe('buyer');
      await adapter.signIn(data, 'buyer');
      await expect(data.users.setRole(admin.id, 'buyer')).rejects.toThrow('Anda tidak memiliki izin untuk mengubah peran pengguna.');
    });

    it('restores a backup exactly and refuses an invalid one without changing anything', async () => {
      const data = await adapter.open({ as: 'admin' });
      const backup = await data.backup.export();
      await data.products.remove(1);
      const products = await data.products.list();
      await expect(data.backup.restore({ ...backup, data: { ...backup.data, products: [{ id: 'x' }] } })).rejects.toThrow(
        /Berkas cadangan tidak valid/,
      );
      await expect(data.backup.restore({ hello: 'world' })).rejects.toThrow(/Berkas cadangan tidak valid/);
      expect(await data.products.list()).toEqual(products);
      await data.backup.restore(JSON.parse(JSON.stringify(backup)));
      expect((await data.backup.export()).data.products).toEqual(backup.data.products);
      expect((await data.auth.currentUser())?.role).toBe('admin');
    });

    it('gives a restored order without owner to its customer name\'s account once, and a later account with that name nothing', async () => {
      const data = await adapter.open({ as: 'admin' });
      const backup = await data.backup.export();
      const orders = backup.data.orders as Array<Record<string, unknown>>;
      const template = orders[0]!;
      const unowned = (id: string, customerName: string) => {
        const { userId: _userId, username: _username, ...rest } = template;
        return { ...rest, id, customerName };
      };
      await data.backup.restore({
        ...backup,
        data: { ...backup.data, orders: [...orders, unowned('ORD-PROTO-1', buyer.username), unowned('ORD-PROTO-2', 'pendatang')] },
      });
      await adapter.signIn(data, 'buyer');
      expect((await data.orders.listMine()).map((o) => o.id)).toContain('ORD-PROTO-1');
      // Nobody had the name 'pendatang' when the order was read in: a new account of that name gets nothing.
      await adapter.signIn(data, null);
      await data.auth.register({ username: 'pendatang', email: 'pendatang@contoh.id', password: 'rahasia123' });
      await adapter.signIn(data, { username: 'pendatang', password: 'rahasia123' });
      expect((await data.orders.listMine()).map((o) => o.id)).not.toContain('ORD-PROTO-2');
      await adapter.signIn(data, 'admin');
      expect((await data.orders.listAll()).map((o) => o.id)).toEqual(expect.arrayContaining(['ORD-PROTO-1', 'ORD-PROTO-2']));
    });

    it('saves store settings and the notification preference', async () => {
      const data = await adapter.open({ as: 'admin' });
      const saved = await data.settings.saveStore({
        storeName: 'Seulanga Aceh',
        storeAddress: 'Jl. T. Nyak Arief, Banda Aceh',
        adminEmail: 'toko@seulanga.id',
        contacts: { whatsapp: '6281111111111', instagram: 'seulanga', tiktok: 'seulanga', email: 'halo@seulanga.id' },
        maintenanceMode: true,
      });
      expect(saved).toMatchObject({ storeName: 'Seulanga Aceh', maintenanceMode: true });
      await data.settings.setNewOrderNotifications(false);
      expect((await data.settings.getStore()).newOrderNotifications).toBe(false);
    });
  });
}
