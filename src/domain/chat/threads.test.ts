/** The chat rules shared by both modes (spec section 4): threads, unread counters, thread order. */
import { chatMessages } from '@/shared/messages-chat';
import {
  chatThreadFor,
  counterAfterRead,
  keyChatThreadsByAccount,
  orphanThreadKey,
  counterAfterSend,
  counterOf,
  unreadCountFor,
} from './threads';

describe('chat rules', () => {
  it('a buyer always means their own thread, by account id; an admin must name a thread', () => {
    expect(chatThreadFor({ role: 'buyer', id: 'USR002' }, 'USR003')).toEqual({
      side: 'buyer',
      buyerId: 'USR002',
    });
    expect(chatThreadFor({ role: 'admin', id: 'USR001' }, '  USR002 ')).toEqual({
      side: 'admin',
      buyerId: 'USR002',
    });
    expect(chatThreadFor({ role: 'admin', id: 'USR001' }, '   ')).toEqual({
      error: chatMessages.buyerRequired,
    });
    expect(chatThreadFor({ role: 'admin', id: 'USR001' })).toEqual({
      error: chatMessages.buyerRequired,
    });
  });

  it('sending raises the other side’s counter; reading resets the reader’s own, or reports nothing to do', () => {
    expect(counterAfterSend({ buyer: 0, admin: 2 }, 'buyer')).toEqual({ buyer: 0, admin: 3 });
    expect(counterAfterSend({ buyer: 1, admin: 2 }, 'admin')).toEqual({ buyer: 2, admin: 2 });
    expect(counterAfterRead({ buyer: 1, admin: 2 }, 'admin')).toEqual({ buyer: 1, admin: 0 });
    expect(counterAfterRead({ buyer: 0, admin: 2 }, 'buyer')).toBeNull();
  });

  it('counts a buyer’s own unread messages, an admin’s over every thread, a visitor’s as 0', () => {
    const counts = { USR002: { buyer: 2, admin: 1 }, USR003: { buyer: 0, admin: 4 } };
    expect(unreadCountFor({ role: 'buyer', id: 'USR002' }, counts)).toBe(2);
    expect(unreadCountFor({ role: 'buyer', id: 'USR004' }, counts)).toBe(0);
    expect(unreadCountFor({ role: 'admin', id: 'USR001' }, counts)).toBe(5);
    expect(unreadCountFor(null, counts)).toBe(0);
    expect(counterOf(counts, 'constructor')).toEqual({ buyer: 0, admin: 0 });
  });

  describe('keying stored threads by account id, once (decision 017)', () => {
    const message = (id: string, text: string) => ({ id, sender: 'buyer' as const, text, timestamp: '2025-01-01T00:00:00.000Z' });
    const users = [{ id: 'USR002', username: 'pembeli' }, { id: 'USR010', username: 'siti' }];

    it('gives each thread keyed by name the account of that name, else an orphan key; counters move along', () => {
      const keyed = keyChatThreadsByAccount(
        {
          pembeli: { buyerName: 'pembeli', messages: [message('M1', 'Halo')], byName: true },
          hilang: { buyerName: 'hilang', messages: [message('M2', 'Saya pergi')], byName: true },
          USR010: { buyerName: 'siti', messages: [message('M3', 'Sudah per akun')] },
        },
        { pembeli: { buyer: 1, admin: 2 }, hilang: { buyer: 0, admin: 1 }, USR010: { buyer: 3, admin: 0 } },
        users,
      );
      expect(keyed).toEqual({
        store: {
          USR002: { buyerName: 'pembeli', messages: [message('M1', 'Halo')] },
          [orphanThreadKey('hilang')]: { buyerName: 'hilang', messages: [message('M2', 'Saya pergi')] },
          USR010: { buyerName: 'siti', messages: [message('M3', 'Sudah per akun')] },
        },
        counts: { USR002: { buyer: 1, admin: 2 }, '~hilang': { buyer: 0, admin: 1 }, USR010: { buyer: 3, admin: 0 } },
      });
    });

    it('does nothing once every thread is keyed by account: an orphan never reaches a later account of its name', () => {
      const store = { '~hilang': { buyerName: 'hilang', messages: [message('M2', 'Saya pergi')] } };
      expect(keyChatThreadsByAccount(store, {}, [...users, { id: 'USR099', username: 'hilang' }])).toBeNull();
      expect(orphanThreadKey('hilang')).toBe('~hilang');
    });
  });
});
