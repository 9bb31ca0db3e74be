import { OPEN_CHAT_EVENT } from '@/shared/open-chat-event';
import { productContextOf } from './open-chat-event';

const event = (detail: unknown) => new CustomEvent(OPEN_CHAT_EVENT, { detail });

describe('productContextOf', () => {
  it('reads the product of a Chat Penjual event', () => {
    expect(OPEN_CHAT_EVENT).toBe('seulanga:open-chat');
    expect(productContextOf(event({ productId: 1, productName: 'Kopi Arabika Gayo', partnerName: 'Koperasi Gayo' }))).toEqual({
      id: 1,
      name: 'Kopi Arabika Gayo',
      partnerName: 'Koperasi Gayo',
    });
    expect(productContextOf(event({ productId: 2, productName: 'Keumamah' }))).toEqual({ id: 2, name: 'Keumamah' });
  });

  it('ignores events without a usable product', () => {
    expect(productContextOf(event(null))).toBeNull();
    expect(productContextOf(event({ productId: 'x', productName: 'A' }))).toBeNull();
    expect(productContextOf(event({ productId: 1, productName: '  ' }))).toBeNull();
    expect(productContextOf(new Event(OPEN_CHAT_EVENT))).toBeNull();
  });
});
