import { describe, expect, it, vi } from 'vitest';
import { registerPushHandlers, shopPath, type NotificationClickLike, type PushEventLike, type PushScope, type WindowClientLike } from './push-handlers';

/** A fake service worker scope recording its listeners, notifications and windows. */
function fakeScope(windows: WindowClientLike[] = []) {
  const listeners: Record<string, (event: never) => void> = {};
  const scope = {
    location: { origin: 'https://seulanga.id' },
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
    addEventListener: (type: string, listener: (event: never) => void) => {
      listeners[type] = listener;
    },
  };
  registerPushHandlers(scope as unknown as PushScope);
  return { scope, listeners };
}

/** Dispatches `event` to the `type` listener and waits for its `waitUntil` promise. */
async function dispatch(listeners: Record<string, (event: never) => void>, type: string, event: Omit<PushEventLike | NotificationClickLike, 'waitUntil'>) {
  let pending: Promise<unknown> = Promise.resolve();
  listeners[type]!({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) } as never);
  await pending;
}

const windowAt = (url: string): WindowClientLike => ({ url, focus: vi.fn(async () => undefined), navigate: vi.fn(async () => undefined) });

describe('registerPushHandlers', () => {
  it("shows the server's notification with the app's icon, its tag and its page", async () => {
    const { scope, listeners } = fakeScope();
    const payload = { title: 'Pesanan Baru', body: 'Pesanan baru ORD-1 — Rp 10.000', url: '/admin/orders', tag: 'order-ORD-1' };
    await dispatch(listeners, 'push', { data: { json: () => payload } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Pesanan Baru', {
      body: 'Pesanan baru ORD-1 — Rp 10.000',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'order-ORD-1',
      data: { url: '/admin/orders' },
    });
  });

  it('shows a plain notification for an empty or unreadable push, and never a page of another site', async () => {
    const { scope, listeners } = fakeScope();
    await dispatch(listeners, 'push', { data: null });
    await dispatch(listeners, 'push', { data: { json: () => { throw new SyntaxError('bukan JSON'); } } });
    await dispatch(listeners, 'push', { data: { json: () => ({ title: 'Uji', url: 'https://evil.example/' }) } });
    const calls = scope.registration.showNotification.mock.calls as unknown as Array<[string, { data: { url: string } }]>;
    expect(calls.map(([title, options]) => [title, options.data.url])).toEqual([
      ['Seulanga', '/'],
      ['Seulanga', '/'],
      ['Uji', '/'],
    ]);
  });

  it("focuses an open window of the shop and navigates it to the notification's page", async () => {
    const open = windowAt('https://seulanga.id/admin');
    const { scope, listeners } = fakeScope([windowAt('https://other.example/'), open]);
    const close = vi.fn();
    await dispatch(listeners, 'notificationclick', { notification: { data: { url: '/admin/orders' }, close } });
    expect(close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith('https://seulanga.id/admin/orders');
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window on the page when the shop is not open', async () => {
    const { scope, listeners } = fakeScope([windowAt('https://other.example/')]);
    await dispatch(listeners, 'notificationclick', { notification: { data: { url: '/pesanan-saya/ORD-1' }, close: vi.fn() } });
    expect(scope.clients.openWindow).toHaveBeenCalledWith('https://seulanga.id/pesanan-saya/ORD-1');
  });

  it('keeps a tap on the shop', () => {
    expect(shopPath('/admin')).toBe('/admin');
    expect(shopPath('//evil.example/x')).toBe('/');
    expect(shopPath('/\\evil.example')).toBe('/');
    expect(shopPath('javascript:alert(1)')).toBe('/');
    expect(shopPath(undefined)).toBe('/');
  });
});
