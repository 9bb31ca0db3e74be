// @vitest-environment node
/**
 * `/api/chat/*` over HTTP (`docs/api.md`): a buyer device and an admin device chatting both ways
 * with the unread counters of spec section 4, the message rules, each buyer reaching only their
 * own thread, and the change announcements reaching only the thread's buyer (and the admins).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { chatMessages } from '@/shared/messages-chat';
import { messages } from '@/shared/messages';
import { sql } from 'drizzle-orm';
import type { ChatMessage } from '@/domain/core/records';
import { CHAT_PAGE_SIZE, type ChatMessagePage } from '@/domain/chat/paging';
import type { ChatThreadPage } from '@/domain/chat/thread-paging';
import { kopiGayoAttachment } from '@/testing/test-values';
import type { Change } from '../services/context';
import { DEMO, type TestClient } from '../testing/harness';
import { json, serverPerTest } from '../testing/fixtures';

const server = serverPerTest();
let published: Change[];
beforeEach(() => {
  published = [];
  const publish = server.deps.publish;
  server.deps.publish = async (changes) => {
    published.push(...changes);
    await publish(changes);
  };
});

const send = (device: TestClient, body: Record<string, unknown>) =>
  device.request('/api/chat/messages', { method: 'POST', json: body });
const unread = async (device: TestClient) =>
  (await json<{ count: number }>(await device.request('/api/chat/unread'))).count;
const read = (device: TestClient, body: Record<string, unknown> = {}) =>
  device.request('/api/chat/read', { method: 'POST', json: body });

describe('chat between a buyer device and an admin device', () => {
  it('carries messages both ways with the unread counters', async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);

    const first = await send(buyer, {
      text: '  Apakah kopi ini tersedia?  ',
      // The id alone: the catalogue names the product.
      product: { id: 1 },
    });
    expect(first.status).toBe(201);
    expect(first.headers.get('Seulanga-Changed')?.split(',')).toEqual(
      expect.arrayContaining(['allChatMessages', 'allUnreadCounts']),
    );
    expect(await json<ChatMessage>(first)).toMatchObject({
      id: expect.stringMatching(/^MSG\d+/),
      sender: 'buyer',
      senderName: 'pembeli',
      text: 'Apakah kopi ini tersedia?',
      product: kopiGayoAttachment,
    });
    await send(buyer, { text: 'Saya mau 3 bungkus' });
    expect(await unread(buyer)).toBe(0);
    expect(await unread(admin)).toBe(2);

    const threads = (await json<ChatThreadPage>(await admin.request('/api/chat/threads'))).threads;
    expect(threads).toEqual([
      {
        buyerId: 'USR002',
        buyer: 'pembeli',
        unread: 2,
        lastMessage: expect.objectContaining({ text: 'Saya mau 3 bungkus' }),
      },
    ]);
    const { messages: thread } = await json<ChatMessagePage>(
      await admin.request('/api/chat/messages?buyerId=USR002'),
    );
    expect(thread.map((m) => m.text)).toEqual(['Apakah kopi ini tersedia?', 'Saya mau 3 bungkus']);

    expect((await read(admin, { buyerId: 'USR002' })).status).toBe(204);
    expect(await unread(admin)).toBe(0);
    // Reading again changes nothing and announces nothing.
    const again = await read(admin, { buyerId: 'USR002' });
    expect(again.headers.get('Seulanga-Changed')).toBeNull();

    const reply = await send(admin, { text: 'Tersedia, silakan pesan.', buyerId: 'USR002' });
    expect(await json(reply)).toMatchObject({ sender: 'admin', senderName: 'admin' });
    expect(await unread(buyer)).toBe(1);
    expect(await unread(admin)).toBe(0);
    expect(
      (await json<ChatMessagePage>(await buyer.request('/api/chat/messages'))).messages.map(
        (m) => m.sender,
      ),
    ).toEqual(['buyer', 'buyer', 'admin']);
    expect((await read(buyer)).status).toBe(204);
    expect(await unread(buyer)).toBe(0);

    // Every chat change went to the buyer's account (and the admins), never to everyone.
    const chatChanges = published.filter((c) =>
      c.keys.some((k) => k === 'allChatMessages' || k === 'allUnreadCounts'),
    );
    expect(chatChanges.length).toBeGreaterThan(0);
    for (const change of chatChanges)
      expect(change.audience).toEqual({ kind: 'users', userIds: ['USR002'] });
  });

  it('lists threads newest activity first with the admin’s unread counts', async () => {
    const buyerA = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const buyerB = await server.registerBuyer('pembeli2', 'rahasia2');
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    await send(buyerA, { text: 'Halo dari A' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await send(buyerB, { text: 'Halo dari B' });
    await send(buyerB, { text: 'Masih ada?' });
    let threads = (await json<ChatThreadPage>(await admin.request('/api/chat/threads'))).threads;
    expect(threads.map((t) => [t.buyer, t.unread])).toEqual([
      ['pembeli2', 2],
      ['pembeli', 1],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await send(admin, { text: 'Balasan untuk A', buyerId: 'USR002' });
    threads = (await json<ChatThreadPage>(await admin.request('/api/chat/threads'))).threads;
    expect(threads.map((t) => t.buyer)).toEqual(['pembeli', 'pembeli2']);
    expect(await unread(admin)).toBe(3);
  });
});

describe('chat rules', () => {
  it('refuses blank and over-long messages, bad products, visitors and an admin without a real buyer', async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const error = async (response: Response) => [response.status, (await json(response)).message];
    expect(await error(await send(buyer, { text: '   ' }))).toEqual([400, chatMessages.blank]);
    expect(await error(await send(buyer, { text: 'a'.repeat(2001) }))).toEqual([
      400,
      chatMessages.tooLong,
    ]);
    expect((await send(buyer, { text: 'a'.repeat(2000) })).status).toBe(201);
    expect(
      await error(await send(buyer, { text: 'Halo', product: { id: 'satu', name: 'Kopi' } })),
    ).toEqual([400, messages.catalog.productNotFound]);
    // A name of the client's own is refused, never stored.
    expect(
      await error(
        await send(buyer, {
          text: 'Halo',
          product: { id: 1, name: 'GRATIS! klik situs-palsu.example' },
        }),
      ),
    ).toEqual([400, messages.catalog.productNotFound]);
    const unknown = await send(buyer, { text: 'Halo', product: { id: 999999 } });
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({
      code: 'CHAT_PRODUCT_UNKNOWN',
      message: messages.catalog.productNotFound,
    });
    expect((await send(buyer, { text: 'Halo', sender: 'admin' })).status).toBe(400);
    expect((await send(buyer, { text: 42 })).status).toBe(400);

    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    // No thread, a blank one, the admin's own account, an unknown id, and a username: a thread
    // is named by its buyer's account id only (decision 017).
    for (const buyerId of [undefined, '  ', 'USR001', 'tidak-ada', 'pembeli']) {
      expect(await error(await send(admin, { text: 'Halo', buyerId }))).toEqual([
        400,
        chatMessages.buyerRequired,
      ]);
    }
    // The field of before is an unknown field now, refused rather than read as a username.
    expect((await send(admin, { text: 'Halo', buyer: 'pembeli' })).status).toBe(400);
    expect((await admin.request('/api/chat/messages')).status).toBe(400);

    const visitor = server.client();
    expect((await send(visitor, { text: 'Halo' })).status).toBe(401);
    expect((await visitor.request('/api/chat/messages')).status).toBe(401);
    expect((await read(visitor)).status).toBe(401);
    expect(await unread(visitor)).toBe(0);
    expect((await visitor.request('/api/chat/threads')).status).toBe(401);
    expect((await buyer.request('/api/chat/threads')).status).toBe(403);
  });

  it('a buyer reads and resets only their own thread, whatever buyer they name', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    await send(admin, { text: 'Untuk pembeli', buyerId: 'USR002' });
    const other = await server.registerBuyer('pembeli2', 'rahasia2');

    expect(await json(await other.request('/api/chat/messages?buyerId=USR002'))).toEqual({
      messages: [],
      hasOlder: false,
      hasNewer: false,
    });
    expect(await unread(other)).toBe(0);
    await read(other, { buyerId: 'USR002' });
    const sent = await json<ChatMessage>(
      await send(other, { text: 'Pesan saya', buyerId: 'USR002' }),
    );
    expect(sent.senderName).toBe('pembeli2');

    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    expect(await unread(buyer)).toBe(1);
    expect(
      (await json<ChatMessagePage>(await buyer.request('/api/chat/messages'))).messages.map(
        (m) => m.text,
      ),
    ).toEqual(['Untuk pembeli']);
    const threads = (await json<ChatThreadPage>(await admin.request('/api/chat/threads'))).threads;
    const otherId = threads.find((thread) => thread.buyer === 'pembeli2')!.buyerId;
    expect(otherId).toMatch(/^USR/);
    expect(
      (
        await json<ChatMessagePage>(await admin.request(`/api/chat/messages?buyerId=${otherId}`))
      ).messages.map((m) => m.text),
    ).toEqual(['Pesan saya']);
  });
});

describe("a thread's pages (GET /api/chat/messages)", () => {
  it('answers the newest 50, then 50 before a message id, its page size capped and its parameters checked', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    for (let i = 0; i < 60; i += 1)
      expect((await send(admin, { text: `pesan ${i}`, buyerId: 'USR002' })).status).toBe(201);
    const page = (query: string) => admin.request(`/api/chat/messages?buyerId=USR002${query}`);

    const newest = await json<ChatMessagePage>(await page(''));
    expect(newest.messages).toHaveLength(CHAT_PAGE_SIZE);
    expect(newest).toMatchObject({ hasOlder: true, hasNewer: false });
    expect(newest.messages.at(-1)!.text).toBe('pesan 59');
    const older = await json<ChatMessagePage>(await page(`&before=${newest.messages[0]!.id}`));
    expect(older.messages.map((m) => m.text)).toEqual(
      Array.from({ length: 10 }, (_, i) => `pesan ${i}`),
    );
    expect(older.hasOlder).toBe(false);
    expect((await json<ChatMessagePage>(await page('&limit=1000'))).messages).toHaveLength(
      CHAT_PAGE_SIZE,
    );
    expect(
      (await json<ChatMessagePage>(await page('&limit=3'))).messages.map((m) => m.text),
    ).toEqual(['pesan 57', 'pesan 58', 'pesan 59']);
    const after = await json<ChatMessagePage>(await page(`&after=${newest.messages.at(-2)!.id}`));
    expect(after.messages.map((m) => m.text)).toEqual(['pesan 59']);

    const id = newest.messages[0]!.id;
    for (const query of [
      '&before=a%20b',
      '&after=',
      `&before=${'x'.repeat(65)}`,
      '&before=MSG1',
      `&before=${id}&after=${id}`,
      '&limit=abc',
      '&limit=1.5',
      `&before=${id}&before=${id}`,
      '&page=2',
    ]) {
      const refused = await page(query);
      expect(refused.status, query).toBe(400);
    }
    expect((await page('&before=%00')).status).toBe(400);
    expect(await json(await page('&before=MSG1'))).toMatchObject({
      code: 'CHAT_CURSOR_INVALID',
      message: chatMessages.cursorInvalid,
    });
  });

  it("reads a page by the thread's index, not by a scan of every message", async () => {
    const { db } = server.database;
    await db.execute(sql`set enable_seqscan = off`);
    const result = (await db.execute(
      sql`explain select * from chat_messages where buyer_id = 'USR002' and seq < 100 order by seq desc limit 51`,
    )) as unknown as Array<Record<string, string>> | { rows: Array<Record<string, string>> };
    const plan = Array.isArray(result) ? result : result.rows;
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain(
      'chat_messages_buyer_id_idx',
    );
  });
});

describe('GET /api/chat/threads paging', () => {
  it('refuses a malformed cursor or limit and unknown parameters (400)', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    for (const query of [
      'after=bukan',
      'after=12',
      'after=1%3Aa%20b',
      'limit=abc',
      'page=2',
      'after=1%3AA&after=2%3AB',
    ]) {
      expect((await admin.request(`/api/chat/threads?${query}`)).status, query).toBe(400);
    }
    expect(await json(await admin.request('/api/chat/threads?after=bukan'))).toMatchObject({
      code: 'CHAT_THREAD_CURSOR_INVALID',
    });
    expect(await json(await admin.request('/api/chat/threads?after=99%3AUSR002&limit=5'))).toEqual({
      threads: [],
      nextCursor: null,
    });
  });

  it('reads the thread list by the index of last activity, not by a pass over the messages', async () => {
    const { db } = server.database;
    await db.execute(sql`set enable_seqscan = off`);
    const result = (await db.execute(
      sql`explain select * from unread_counts where last_seq < 100 order by last_seq desc limit 31`,
    )) as unknown as Array<Record<string, string>> | { rows: Array<Record<string, string>> };
    const plan = Array.isArray(result) ? result : result.rows;
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain(
      'unread_counts_last_seq_idx',
    );
  });
});
