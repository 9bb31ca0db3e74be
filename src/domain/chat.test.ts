/** The chat rules shared by both modes (spec section 4): threads, unread counters, thread order. */
import { chatMessages } from './messages';
import {
  chatThreadFor,
  counterAfterRead,
  counterAfterSend,
  counterOf,
  threadsByActivity,
  unreadCountFor,
} from './chat';

describe('chat rules', () => {
  it('a buyer always means their own thread; an admin must name a buyer', () => {
    expect(chatThreadFor({ role: 'buyer', username: 'pembeli' }, 'lain')).toEqual({
      side: 'buyer',
      buyer: 'pembeli',
    });
    expect(chatThreadFor({ role: 'admin', username: 'admin' }, '  pembeli ')).toEqual({
      side: 'admin',
      buyer: 'pembeli',
    });
    expect(chatThreadFor({ role: 'admin', username: 'admin' }, '   ')).toEqual({
      error: chatMessages.buyerRequired,
    });
    expect(chatThreadFor({ role: 'admin', username: 'admin' })).toEqual({
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
    const counts = { pembeli: { buyer: 2, admin: 1 }, lain: { buyer: 0, admin: 4 } };
    expect(unreadCountFor({ role: 'buyer', username: 'pembeli' }, counts)).toBe(2);
    expect(unreadCountFor({ role: 'buyer', username: 'baru' }, counts)).toBe(0);
    expect(unreadCountFor({ role: 'admin', username: 'admin' }, counts)).toBe(5);
    expect(unreadCountFor(null, counts)).toBe(0);
    expect(counterOf(counts, 'constructor')).toEqual({ buyer: 0, admin: 0 });
  });

  it('orders threads newest activity first, keeping the given order on ties', () => {
    const thread = (buyer: string, timestamp: string | null) => ({
      buyer,
      lastMessage: timestamp ? { timestamp } : null,
    });
    const sorted = threadsByActivity([
      thread('a', '2025-01-01T00:00:00.000Z'),
      thread('b', '2025-03-01T00:00:00.000Z'),
      thread('c', null),
      thread('d', '2025-03-01T00:00:00.000Z'),
    ]);
    expect(sorted.map((t) => t.buyer)).toEqual(['b', 'd', 'a', 'c']);
  });
});
