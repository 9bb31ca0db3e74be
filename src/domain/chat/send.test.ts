/** The chat send decision (src/domain/chat/send.ts): who may write, what a message carries, the counters. */
import { planOrThrow } from '../core/decision';
import { CHAT_UNREAD_CAP, decideChatSend } from './send';

const now = new Date('2026-11-29T03:00:00.000Z');
const kopi = { id: 1, name: 'Kopi Arabika Gayo', price: 85000, image: '/img/kopi.webp' };

/** A buyer's message with the catalogue's product attached, `facts` changed. */
const send = (facts: Partial<Parameters<typeof decideChatSend>[0]>) =>
  decideChatSend({
    thread: { side: 'buyer', buyerId: 'USR2' },
    senderName: 'pembeli',
    text: 'Masih ada?',
    product: { requested: { id: 1 }, loaded: kopi },
    buyerName: 'pembeli',
    counter: { buyer: 0, admin: 2 },
    now,
    newMessageId: () => 'MSG1',
    ...facts,
  });

describe('decideChatSend', () => {
  it("appends a buyer's message with the catalogue's product to their own thread, unread for the admin", () => {
    const plan = planOrThrow(send({}));
    const message = { id: 'MSG1', sender: 'buyer', text: 'Masih ada?', timestamp: now.toISOString(), senderName: 'pembeli', product: kopi };
    expect(plan).toEqual({
      effects: [{ kind: 'appendChatMessage', buyerId: 'USR2', buyerName: 'pembeli', message, counter: { buyer: 0, admin: 3 } }],
      message,
    });
  });

  it("an admin's message carries no product and is unread for the buyer", () => {
    const plan = planOrThrow(send({ thread: { side: 'admin', buyerId: 'USR2' }, senderName: 'admin', text: 'Ada, kak.', counter: { buyer: 1, admin: 0 } }));
    expect(plan.message.product).toBeUndefined();
    expect(plan.effects[0]).toMatchObject({ kind: 'appendChatMessage', buyerName: 'pembeli', counter: { buyer: 2, admin: 0 } });
  });

  it('refuses an admin writing to no buyer account, and an attachment the catalogue does not have', () => {
    let ids = 0;
    const base = { senderName: 'admin', text: 'Halo', product: undefined, counter: { buyer: 0, admin: 0 }, now, newMessageId: () => `MSG${++ids}` };
    const noBuyer = decideChatSend({ ...base, thread: { side: 'admin', buyerId: 'USR9' }, buyerName: null });
    expect(!noBuyer.ok && noBuyer.refusal.message).toBe('Pilih pembeli terlebih dahulu.');
    const unknown = decideChatSend({
      ...base,
      thread: { side: 'buyer', buyerId: 'USR2' },
      buyerName: 'pembeli',
      product: { requested: { id: 404 }, loaded: undefined },
    });
    expect(!unknown.ok && unknown.refusal.code).toBe('CHAT_PRODUCT_UNKNOWN');
    expect(ids).toBe(0);
  });

  it("refuses a buyer's message once the admin has CHAT_UNREAD_CAP of theirs unread, before anything is planned", () => {
    let ids = 0;
    const newMessageId = () => `MSG${++ids}`;
    expect(CHAT_UNREAD_CAP).toBe(50);
    const last = send({ counter: { buyer: 0, admin: CHAT_UNREAD_CAP - 1 }, newMessageId });
    expect(last.ok && last.plan.effects[0]).toMatchObject({ counter: { buyer: 0, admin: CHAT_UNREAD_CAP } });
    for (const admin of [CHAT_UNREAD_CAP, CHAT_UNREAD_CAP + 7]) {
      const full = send({ counter: { buyer: 3, admin }, newMessageId });
      expect(!full.ok && full.refusal).toMatchObject({
        code: 'CHAT_UNREAD_LIMIT',
        message: 'Pesan Anda belum dibaca penjual. Tunggu balasan sebelum mengirim lebih banyak pesan.',
      });
    }
    expect(ids).toBe(1);
  });

  it("never caps the admin's replies, however many the buyer has not read", () => {
    const reply = send({ thread: { side: 'admin', buyerId: 'USR2' }, senderName: 'admin', product: undefined, counter: { buyer: 500, admin: CHAT_UNREAD_CAP } });
    expect(reply.ok && reply.plan.effects[0]).toMatchObject({ counter: { buyer: 501, admin: CHAT_UNREAD_CAP } });
  });
});
