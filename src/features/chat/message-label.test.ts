import type { ChatMessage } from '@/domain/core/records';
import { isOwnMessage, messageLabel, withUnread } from './message-label';

const fromBuyer: ChatMessage = { id: 'MSG1', sender: 'buyer', text: 'Halo', timestamp: '2025-11-04T03:00:00.000Z', senderName: 'pembeli' };
const fromAdmin: ChatMessage = { id: 'MSG2', sender: 'admin', text: 'Ya', timestamp: '2025-11-04T03:01:00.000Z', senderName: 'admin' };

describe('messageLabel (spec section 6)', () => {
  it("names the viewer's own role by the sender's username, the other side by its role", () => {
    expect(messageLabel(fromBuyer, 'buyer', 'pembeli')).toBe('pembeli');
    expect(messageLabel(fromAdmin, 'buyer', 'pembeli')).toBe('Admin');
    expect(messageLabel(fromAdmin, 'admin', 'pembeli')).toBe('admin');
    expect(messageLabel(fromBuyer, 'admin', 'pembeli')).toBe('Pembeli');
  });

  it('falls back to the thread buyer or Admin for messages without a sender name', () => {
    const { senderName: _b, ...oldBuyer } = fromBuyer;
    const { senderName: _a, ...oldAdmin } = fromAdmin;
    expect(messageLabel(oldBuyer, 'buyer', 'siti')).toBe('siti');
    expect(messageLabel(oldAdmin, 'admin', 'siti')).toBe('Admin');
  });

  it("marks the viewer's own messages", () => {
    expect(isOwnMessage(fromBuyer, 'buyer')).toBe(true);
    expect(isOwnMessage(fromBuyer, 'admin')).toBe(false);
  });
});

describe('withUnread', () => {
  it('adds the unread count to a name only when above 0', () => {
    expect(withUnread('Buka chat', 0)).toBe('Buka chat');
    expect(withUnread('Buka chat', 2)).toBe('Buka chat (2 belum dibaca)');
  });
});
