/**
 * The storage contract for the buyer–admin chat, written against the port and the
 * {@link AdapterCase} hooks so every adapter answers it.
 */
import { buyer, type AdapterCase } from '@/testing/contract-adapters';
import { kopiGayoAttachment } from '@/testing/test-values';
import { CHAT_UNREAD_CAP } from '@/domain/chat/send';
import { CHAT_PAGE_SIZE } from '@/domain/chat/paging';
import { CHAT_THREADS_PAGE_SIZE } from '@/domain/chat/thread-paging';

/** Declares the chat contract's cases for `adapter`. */
export function chatContract(adapter: AdapterCase): void {
  describe(`chat contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('carries messages both ways with the unread counters of spec section 4', async () => {
      const data = await adapter.open({ as: 'buyer' });
      await data.chat.send({ text: '  Apakah kopi ini tersedia?  ', product: { id: 1 } });
      await data.chat.send({ text: 'Saya mau 3 bungkus' });
      expect(await data.chat.unreadCount()).toBe(0);

      await adapter.signIn(data, 'admin');
      expect(await data.chat.unreadCount()).toBe(2);
      const [thread] = (await data.chat.listThreads()).threads;
      // A thread is named by its buyer's account id and shown by the username (decision 017).
      expect(thread).toMatchObject({ buyerId: buyer.id, buyer: 'pembeli', unread: 2 });
      expect((await data.chat.listMessages(buyer.id)).messages[0]).toMatchObject({
        text: 'Apakah kopi ini tersedia?',
        sender: 'buyer',
        product: kopiGayoAttachment,
      });
      await data.chat.markRead(buyer.id);
      expect(await data.chat.unreadCount()).toBe(0);
      await data.chat.send({ text: 'Tersedia, silakan pesan.', buyerId: buyer.id });

      await adapter.signIn(data, 'buyer');
      expect(await data.chat.unreadCount()).toBe(1);
      expect((await data.chat.listMessages()).messages.map((m) => m.sender)).toEqual([
        'buyer',
        'buyer',
        'admin',
      ]);
      await data.chat.markRead();
      expect(await data.chat.unreadCount()).toBe(0);
    });

    it('names an attached product from the catalogue and refuses a name the client gives it', async () => {
      const data = await adapter.open({ as: 'buyer' });
      for (const forged of [
        { id: 2, name: 'GRATIS! klik situs-palsu.example' },
        { id: 2, partnerName: 'Admin Resmi' },
        { id: 2, price: 1 },
        { id: 2, image: 'https://situs-palsu.example/a.png' },
      ]) {
        await expect(
          data.chat.send({ text: 'Tentang produk ini', product: forged }),
        ).rejects.toThrow('Produk tidak ditemukan.');
      }
      expect((await data.chat.listMessages()).messages).toEqual([]);
      const sent = await data.chat.send({ text: 'Tentang produk ini', product: { id: 2 } });
      const catalogue = {
        id: 2,
        name: 'Keumamah (Ikan Kayu)',
        partnerName: 'UD Hasil Bumi Barat Selatan',
        price: 55000,
        image: '/images/products/keumamah.svg',
      };
      expect(sent.product).toEqual(catalogue);
      await adapter.signIn(data, 'admin');
      const [thread] = (await data.chat.listThreads()).threads;
      expect(thread!.lastMessage!.product).toEqual(catalogue);
      expect(JSON.stringify(await data.chat.listMessages(thread!.buyerId))).not.toContain(
        'situs-palsu',
      );
    });

    it('refuses an attached product the catalogue does not have, and keeps nothing of it', async () => {
      const data = await adapter.open({ as: 'buyer' });
      await expect(data.chat.send({ text: 'Halo', product: { id: 999999 } })).rejects.toMatchObject(
        {
          code: 'CHAT_PRODUCT_UNKNOWN',
          message: 'Produk tidak ditemukan.',
        },
      );
      expect((await data.chat.listMessages()).messages).toEqual([]);
      expect(await data.chat.unreadCount()).toBe(0);
    });

    it('refuses blank and over-long messages, visitors and an admin without a buyer', async () => {
      const data = await adapter.open({ as: 'buyer' });
      await expect(data.chat.send({ text: '   ' })).rejects.toThrow('Pesan tidak boleh kosong.');
      await expect(data.chat.send({ text: 'a'.repeat(2001) })).rejects.toThrow(
        'Pesan maksimal 2.000 karakter.',
      );
      expect(await data.chat.send({ text: 'a'.repeat(2000) })).toBeTruthy();
      for (const id of ['', null, '1', Number.NaN]) {
        await expect(
          data.chat.send({ text: 'Halo', product: { id: id as never } }),
        ).rejects.toThrow('Produk tidak ditemukan.');
      }
      await adapter.signIn(data, 'admin');
      await expect(data.chat.send({ text: 'Halo' })).rejects.toThrow(
        'Pilih pembeli terlebih dahulu.',
      );
      await expect(data.chat.send({ text: 'Halo', buyerId: 'USR001' })).rejects.toThrow(
        'Pilih pembeli terlebih dahulu.',
      );
      // A username names no thread: only an account id does.
      await expect(data.chat.send({ text: 'Halo', buyerId: 'pembeli' })).rejects.toThrow(
        'Pilih pembeli terlebih dahulu.',
      );
      await adapter.signIn(data, null);
      await expect(data.chat.send({ text: 'Halo' })).rejects.toThrow();
    });

    it("refuses a buyer's message once the admin has CHAT_UNREAD_CAP of theirs unread, until the admin reads", async () => {
      const data = await adapter.open({ as: 'buyer' });
      for (let i = 0; i < CHAT_UNREAD_CAP; i += 1) await data.chat.send({ text: `Pesan ${i + 1}` });
      await expect(data.chat.send({ text: 'Satu lagi' })).rejects.toMatchObject({
        code: 'CHAT_UNREAD_LIMIT',
        message:
          'Pesan Anda belum dibaca penjual. Tunggu balasan sebelum mengirim lebih banyak pesan.',
      });
      expect((await data.chat.listMessages()).messages).toHaveLength(CHAT_UNREAD_CAP);
      await adapter.signIn(data, 'admin');
      expect(await data.chat.unreadCount()).toBe(CHAT_UNREAD_CAP);
      // The admin may still answer; once the admin has read the thread, the buyer may write again.
      await data.chat.send({ text: 'Sebentar, kak.', buyerId: buyer.id });
      await data.chat.markRead(buyer.id);
      await adapter.signIn(data, 'buyer');
      expect((await data.chat.send({ text: 'Terima kasih' })).text).toBe('Terima kasih');
    });

    it('pages a thread of 120 messages as 50 + 50 + 20, stable across a message sent between pages', async () => {
      const data = await adapter.open({ as: 'admin' });
      // The admin's replies are neither capped nor rate limited, so the thread fills quickly.
      for (let i = 0; i < 120; i += 1)
        await data.chat.send({ text: `pesan ${i}`, buyerId: buyer.id });
      const texts = (page: { messages: Array<{ text: string }> }) =>
        page.messages.map((m) => m.text);
      const range = (from: number, to: number) =>
        Array.from({ length: to - from }, (_, i) => `pesan ${from + i}`);

      const newest = await data.chat.listMessages(buyer.id);
      expect(newest.messages).toHaveLength(CHAT_PAGE_SIZE);
      expect(texts(newest)).toEqual(range(70, 120));
      expect(newest).toMatchObject({ hasOlder: true, hasNewer: false });
      await data.chat.send({ text: 'baru', buyerId: buyer.id }); // a message sent between two pages
      const second = await data.chat.listMessages(buyer.id, { before: newest.messages[0]!.id });
      expect(texts(second)).toEqual(range(20, 70));
      expect(second).toMatchObject({ hasOlder: true, hasNewer: true });
      const third = await data.chat.listMessages(buyer.id, { before: second.messages[0]!.id });
      expect(texts(third)).toEqual(range(0, 20));
      expect(third.hasOlder).toBe(false);
      const all = [...third.messages, ...second.messages, ...newest.messages].map((m) => m.id);
      expect(new Set(all).size).toBe(120);

      // The open thread's refresh: only what came after its newest message.
      const after = await data.chat.listMessages(buyer.id, { after: newest.messages.at(-1)!.id });
      expect(after).toMatchObject({ hasOlder: true, hasNewer: false });
      expect(texts(after)).toEqual(['baru']);
      // A smaller page when asked, never a larger one.
      expect((await data.chat.listMessages(buyer.id, { limit: 10 })).messages).toHaveLength(10);
      expect((await data.chat.listMessages(buyer.id, { limit: 1000 })).messages).toHaveLength(
        CHAT_PAGE_SIZE,
      );

      // The buyer reads the same pages of their own thread.
      await adapter.signIn(data, 'buyer');
      expect(
        texts(await data.chat.listMessages(undefined, { before: newest.messages[0]!.id })),
      ).toEqual(range(20, 70));
    });

    it('refuses a malformed cursor, both cursors at once, and one naming no message of the thread', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const sent = await data.chat.send({ text: 'Halo' });
      const refused = {
        code: 'CHAT_CURSOR_INVALID',
        message: 'Posisi pesan tidak valid. Muat ulang percakapan.',
      };
      for (const page of [
        { before: 'a b' },
        { after: '' },
        { before: 'x'.repeat(65) },
        { before: sent.id, after: sent.id },
        { before: 'MSG1' },
      ]) {
        await expect(
          data.chat.listMessages(undefined, page),
          JSON.stringify(page),
        ).rejects.toMatchObject(refused);
      }
      // Another buyer cannot read from this thread's message ids: theirs has none of them.
      await data.auth.register({
        username: 'lain',
        email: 'lain@example.com',
        password: 'rahasia1',
      });
      await adapter.signIn(data, { username: 'lain', password: 'rahasia1' });
      await expect(data.chat.listMessages(undefined, { after: sent.id })).rejects.toMatchObject(
        refused,
      );
    });

    it('a buyer sees only their own thread', async () => {
      const data = await adapter.open({ as: 'admin' });
      await data.chat.send({ text: 'Untuk pembeli', buyerId: buyer.id });
      await data.auth.register({
        username: 'lain',
        email: 'lain@example.com',
        password: 'rahasia1',
      });
      await adapter.signIn(data, { username: 'lain', password: 'rahasia1' });
      expect((await data.chat.listMessages(buyer.id)).messages).toEqual([]);
      await expect(data.chat.listThreads()).rejects.toThrow();
    });

    it("a new account with a gone account's username gets neither its thread nor its review (decision 017)", async () => {
      const data = await adapter.open({ as: 'buyer' });
      await data.chat.send({ text: 'pesan rahasia pembeli lama' });
      await adapter.signIn(data, 'admin');
      await data.chat.send({ text: 'Balasan untuk pembeli lama', buyerId: buyer.id });
      // A restore without the demo buyer's account: the thread outlives it.
      const backup = await data.backup.export();
      const users = (backup.data.users as Array<{ id: string }>).filter(
        (user) => user.id !== buyer.id,
      );
      await data.backup.restore({ ...backup, data: { ...backup.data, users } });
      // Someone registers the gone buyer's username, and a seed reviewer's (no account ever had it).
      await adapter.signIn(data, null);
      for (const username of ['pembeli', 'fadhil_gayo']) {
        await data.auth.register({
          username,
          email: `${username}@contoh.id`,
          password: 'rahasia123',
        });
      }
      await adapter.runDueSteps(data); // the shop opened again (browser mode: its opening steps)
      await adapter.signIn(data, { username: 'pembeli', password: 'rahasia123' });
      expect((await data.chat.listMessages()).messages).toEqual([]);
      expect(await data.chat.unreadCount()).toBe(0);
      expect(await data.reviews.own(1)).toBeNull();
      await adapter.signIn(data, { username: 'fadhil_gayo', password: 'rahasia123' });
      expect(await data.reviews.own(1)).toBeNull();
      // The admin still reads the gone buyer's thread under its username, and cannot write to it.
      await adapter.signIn(data, 'admin');
      const { threads } = await data.chat.listThreads();
      expect(threads).toEqual([expect.objectContaining({ buyerId: buyer.id, buyer: 'pembeli' })]);
      expect((await data.chat.listMessages(buyer.id)).messages.map((m) => m.text)).toEqual([
        'pesan rahasia pembeli lama',
        'Balasan untuk pembeli lama',
      ]);
      await expect(data.chat.send({ text: 'Halo?', buyerId: buyer.id })).rejects.toThrow(
        'Pilih pembeli terlebih dahulu.',
      );
    });

    it('lists the threads a page at a time by newest activity, and a thread that moves up is listed once', async () => {
      const data = await adapter.open({ as: 'buyer' });
      await data.chat.send({ text: 'pesan pertama' });
      await adapter.signIn(data, 'admin');
      // 70 threads restored (69 of accounts long gone, the demo buyer's the 6th oldest), each a
      // minute newer than the one before.
      const backup = await data.backup.export();
      const keys = Array.from({ length: 70 }, (_, i) =>
        i === 5 ? buyer.id : `~lama${String(i).padStart(2, '0')}`,
      );
      const allChatMessages = Object.fromEntries(
        keys.map((key, i) => [
          key,
          {
            buyerName: key === buyer.id ? 'pembeli' : key.slice(1),
            messages: [
              {
                id: `MSG-${i}`,
                sender: 'buyer',
                text: `pesan ${i}`,
                timestamp: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
              },
            ],
          },
        ]),
      );
      await data.backup.restore({
        ...backup,
        data: {
          ...backup.data,
          allChatMessages,
          allUnreadCounts: { [buyer.id]: { buyer: 0, admin: 1 } },
        },
      });
      await adapter.signIn(data, 'admin');

      const first = await data.chat.listThreads();
      expect(first.threads).toHaveLength(CHAT_THREADS_PAGE_SIZE);
      expect(first.threads.map((t) => t.buyerId)).toEqual(keys.slice(40).reverse());
      const second = await data.chat.listThreads({ after: first.nextCursor! });
      expect(second.threads.map((t) => t.buyerId)).toEqual(keys.slice(10, 40).reverse());

      // The demo buyer writes: their thread leaves the last page for the first, and the pages
      // read from the cursors already answered neither repeat nor lose a thread.
      await adapter.signIn(data, 'buyer');
      await data.chat.send({ text: 'pesan baru' });
      await adapter.signIn(data, 'admin');
      const third = await data.chat.listThreads({ after: second.nextCursor! });
      expect(third.threads.map((t) => t.buyerId)).toEqual(
        keys
          .slice(0, 10)
          .filter((key) => key !== buyer.id)
          .reverse(),
      );
      expect(third.nextCursor).toBeNull();
      const top = await data.chat.listThreads();
      expect(top.threads[0]).toMatchObject({
        buyerId: buyer.id,
        buyer: 'pembeli',
        unread: 2,
        lastMessage: { text: 'pesan baru' },
      });
      expect(top.threads.slice(1).map((t) => t.buyerId)).toEqual(keys.slice(41).reverse());
      expect(
        (await data.chat.listThreads({ after: top.nextCursor!, limit: 100 })).threads,
      ).toHaveLength(CHAT_THREADS_PAGE_SIZE);

      await expect(data.chat.listThreads({ after: 'bukan kursor' })).rejects.toMatchObject({
        code: 'CHAT_THREAD_CURSOR_INVALID',
      });
    });
  });
}
