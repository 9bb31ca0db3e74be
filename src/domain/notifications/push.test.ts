import { describe, expect, it } from 'vitest';
import type { ShopEffect } from '../core/effects';
import type { ChatMessage, Order } from '../core/records';
import { pushesFor, testPush } from './push';

const order = {
  id: 'ORD-1001',
  userId: 'USR-buyer',
  customerName: 'Cut Nyak',
  customerPhone: '0812',
  shippingAddress: 'Jl. Teuku Umar 1, Banda Aceh',
  total: 442500,
  status: 'Processed',
  shippingStatus: 'Dikemas',
} as unknown as Order;

const message = (sender: 'buyer' | 'admin'): ChatMessage =>
  ({ id: 'MSG-1', sender, text: 'Alamat saya Jl. Rahasia 7', timestamp: '2026-11-30T06:00:00.000Z' }) as ChatMessage;

describe('pushesFor', () => {
  it('tells the admins of a new order by its id and total only', () => {
    const pushes = pushesFor([{ kind: 'insertOrder', order }, { kind: 'notifyNewOrder' }], order, 'buyer');
    expect(pushes).toEqual([
      { audience: { kind: 'admins' }, payload: { title: 'Pesanan Baru', body: 'Pesanan baru ORD-1001 — Rp\u00a0442.500', url: '/admin/orders', tag: 'order-ORD-1001' } },
    ]);
    expect(JSON.stringify(pushes)).not.toMatch(/Cut Nyak|Teuku Umar|0812/);
  });

  it('tells the admins of a payment to verify, not the buyer who confirmed it', () => {
    const effects: ShopEffect[] = [{ kind: 'setOrderFields', orderId: order.id, set: { status: 'Verifying' } }];
    const pushes = pushesFor(effects, { ...order, status: 'Verifying' }, 'buyer');
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.audience).toEqual({ kind: 'admins' });
    expect(pushes[0]!.payload.body).toBe('Pesanan ORD-1001 — Rp\u00a0442.500 menunggu verifikasi pembayaran.');
    expect(pushes[0]!.payload.url).toBe('/admin/orders?stage=Menunggu+Verifikasi');
  });

  it("tells the buyer of the owner's shipping with the tracking number, on their order's page", () => {
    const effects: ShopEffect[] = [{ kind: 'setOrderFields', orderId: order.id, set: { shippingStatus: 'Dikirim', trackingNumber: 'JNE123' } }];
    expect(pushesFor(effects, order, 'admin')).toEqual([
      {
        audience: { kind: 'account', userId: 'USR-buyer' },
        payload: { title: 'Status Pesanan Diperbarui', body: 'Pesanan ORD-1001 sudah dikirim, resi JNE123.', url: '/pesanan-saya/ORD-1001', tag: 'order-ORD-1001' },
      },
    ]);
  });

  it("tells the buyer of the shop's own steps, never of the buyer's own", () => {
    const cancel: ShopEffect[] = [{ kind: 'setOrderFields', orderId: order.id, set: { status: 'Cancelled' } }];
    expect(pushesFor(cancel, order, 'system')[0]!.payload.body).toBe('Pesanan ORD-1001 dibatalkan.');
    expect(pushesFor(cancel, order, 'buyer')).toEqual([]);
    const received: ShopEffect[] = [{ kind: 'setOrderFields', orderId: order.id, set: { status: 'Completed' } }];
    expect(pushesFor(received, order, 'buyer')).toEqual([]);
  });

  it('says nothing of a step the buyer does not wait for, nor of an order without account', () => {
    const history: ShopEffect[] = [{ kind: 'setOrderFields', orderId: order.id, set: { history: [] } }];
    expect(pushesFor(history, order, 'admin')).toEqual([]);
    const shipped: ShopEffect[] = [{ kind: 'setOrderFields', orderId: order.id, set: { shippingStatus: 'Dikirim' } }];
    expect(pushesFor(shipped, { ...order, userId: undefined } as Order, 'admin')).toEqual([]);
  });

  it("tells the admins of a buyer's chat message without its text, and nobody of the shop's reply", () => {
    const append = (sender: 'buyer' | 'admin'): ShopEffect => ({
      kind: 'appendChatMessage',
      buyerId: 'USR-buyer',
      buyerName: 'cutnyak',
      message: message(sender),
      counter: { buyer: 0, admin: 1 },
    });
    const pushes = pushesFor([append('buyer')], undefined, 'buyer');
    expect(pushes).toEqual([
      { audience: { kind: 'admins' }, payload: { title: 'Pesan baru dari pembeli', body: 'Buka chat untuk membaca dan membalas.', url: '/admin', tag: 'chat-USR-buyer' } },
    ]);
    expect(JSON.stringify(pushes)).not.toMatch(/Rahasia|cutnyak/);
    expect(pushesFor([append('admin')], undefined, 'admin')).toEqual([]);
  });

  it('has a test push', () => {
    expect(testPush().title).toBe('Notifikasi Uji');
  });
});
