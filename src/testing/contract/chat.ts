/**
 * The storage contract for the buyer–admin chat (issue 3), written against the port and the
 * {@link AdapterCase} hooks so every adapter answers it.
 */
import type { AdapterCase } from '@/testing/contract-adapters';

/** Declares the chat contract's cases for `adapter`. */
export function chatContract(adapter: AdapterCase): void {
  describe(`chat contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('carries messages both ways with the unread counters of spec section 4', async () => {
      const data = await adapter.open({ as: 'buyer' });
      await data.chat.send({ text: '  Apakah kopi ini tersedia?  ', product: { id: 1, name: 'Kopi Arabika Gayo', partnerName: 'Gayo' } });
      await data.chat.send({ text: 'Saya mau 3 bungkus' });
      expect(await data.chat.unreadCount()).toBe(0);

      await adapter.signIn(data, 'admin');
      expect(await data.chat.unreadCount()).toBe(2);
      const [thread] = await data.chat.listThreads();
      expect(thread).toMatchObject({ buyer: 'pembeli', unread: 2 });
      expect((await data.chat.listMessages('pembeli'))[0]).toMatchObject({
        text: 'Apakah kopi ini tersedia?',
        sender: 'buyer',
        product: { id: 1 },
      });
      await data.chat.markRead('pembeli');
      expect(await data.chat.unreadCount()).toBe(0);
      await data.chat.send({ text: 'Tersedia, silakan pesan.', buyer: 'pembeli' });

      await adapter.signIn(data, 'buyer');
      expect(await data.chat.unreadCount()).toBe(1);
      expect((await data.chat.listMessages()).map((m) => m.sender)).toEqual(['buyer', 'buyer', 'admin']);
      await data.chat.markRead();
      expect(await data.chat.unreadCount()).toBe(0);
    });

    it('refuses blank and over-long messages, visitors and an admin without a buyer', async () => {
      const data = await adapter.open({ as: 'buyer' });
      await expect(data.chat.send({ text: '   ' })).rejects.toThrow('Pesan tidak boleh kosong.');
      await expect(data.chat.send({ text: 'a'.repeat(2001) })).rejects.toThrow('Pesan maksimal 2.000 karakter.');
      expect(await data.chat.send({ text: 'a'.repeat(2000) })).toBeTruthy();
      for (const id of ['', null, '1', Number.NaN]) {
        await expect(data.chat.send({ text: 'Halo', product: { id: id as never, name: 'Kopi' } })).rejects.toThrow('Produk tidak ditemukan.');
      }
      await adapter.signIn(data, 'admin');
      await expect(data.chat.send({ text: 'Halo' })).rejects.toThrow('Pilih pembeli terlebih dahulu.');
      await expect(data.chat.send({ text: 'Halo', buyer: 'admin' })).rejects.toThrow('Pilih pembeli terlebih dahulu.');
      await adapter.signIn(data, null);
      await expect(data.chat.send({ text: 'Halo' })).rejects.toThrow();
    });

    it('a buyer sees only their own thread', async () => {
      const data = await adapter.open({ as: 'admin' });
      await data.chat.send({ text: 'Untuk pembeli', buyer: 'pembeli' });
      await data.auth.register({ username: 'lain', email: 'lain@example.com', password: 'rahasia1' });
      await adapter.signIn(data, { username: 'lain', password: 'rahasia1' });
      expect(await data.chat.listMessages('pembeli')).toEqual([]);
      await expect(data.chat.listThreads()).rejects.toThrow();
    });
  });
}
