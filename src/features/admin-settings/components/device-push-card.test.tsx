import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushRepository, ShopData } from '@/domain/port/port';
import { createTestData } from '@/testing/create-test-data';
import { renderApp } from '@/testing/render-app';
import { applicationServerKey } from '@/data/use-device-push';
import { DevicePushCard } from './device-push-card';

const KEY = 'BAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ';

/** A fake browser: a service worker registration whose push manager keeps one subscription. */
function fakeBrowser(permission: NotificationPermission = 'default') {
  let current: { endpoint: string; toJSON(): unknown; unsubscribe: ReturnType<typeof vi.fn> } | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/ponsel',
        toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/ponsel', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
        unsubscribe: vi.fn(async () => {
          current = null;
          return true;
        }),
      };
      return current;
    }),
  };
  const notification = { permission, requestPermission: vi.fn(async () => 'granted' as NotificationPermission) };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: vi.fn(async () => ({ pushManager })) } });
  return { pushManager, notification, subscription: () => current };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** The card over the seeded store, as server mode with `push` as its push repository. */
async function renderServerMode(push: PushRepository) {
  const testData = await createTestData({ user: 'admin' });
  const data: ShopData = { ...testData.data, mode: 'server', push };
  return renderApp(<DevicePushCard />, { testData: { ...testData, data } });
}

function fakePush(): PushRepository & { [K in keyof PushRepository]: ReturnType<typeof vi.fn> } {
  return {
    publicKey: vi.fn(async () => KEY),
    subscribe: vi.fn(async () => ({ devices: 1 })),
    unsubscribe: vi.fn(async () => undefined),
    sendTest: vi.fn(async () => ({ devices: 1 })),
  };
}

describe('DevicePushCard', () => {
  it('says Web Push needs the server in browser mode, with no button', async () => {
    await renderApp(<DevicePushCard />, { user: 'admin' });
    const card = await screen.findByRole('region', { name: 'Notifikasi Perangkat' });
    expect(await within(card).findByText('Notifikasi perangkat hanya tersedia pada mode server.')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('turns notifications on with the shop key, sends a test, and turns them off on this device', async () => {
    const browser = fakeBrowser();
    const push = fakePush();
    const { user } = await renderServerMode(push);
    const card = await screen.findByRole('region', { name: 'Notifikasi Perangkat' });
    await user.click(await within(card).findByRole('button', { name: 'Aktifkan Notifikasi di Perangkat Ini' }));
    expect(await screen.findByText('Notifikasi perangkat diaktifkan.')).toBeInTheDocument();
    expect(browser.notification.requestPermission).toHaveBeenCalled();
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: applicationServerKey(KEY) });
    expect(push.subscribe).toHaveBeenCalledWith({ endpoint: 'https://fcm.googleapis.com/fcm/send/ponsel', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } });
    expect(within(card).getByRole('status')).toHaveTextContent('Notifikasi aktif di perangkat ini.');

    await user.click(within(card).getByRole('button', { name: 'Kirim Notifikasi Uji' }));
    expect(await screen.findByText('Notifikasi uji dikirim ke 1 perangkat.')).toBeInTheDocument();

    const subscription = browser.subscription()!;
    await user.click(within(card).getByRole('button', { name: 'Matikan Notifikasi di Perangkat Ini' }));
    expect(await screen.findByText('Notifikasi perangkat dimatikan.')).toBeInTheDocument();
    expect(push.unsubscribe).toHaveBeenCalledWith('https://fcm.googleapis.com/fcm/send/ponsel');
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(await within(card).findByRole('button', { name: 'Aktifkan Notifikasi di Perangkat Ini' })).toBeInTheDocument();
  });

  it('explains a blocked permission and an unsupported browser', async () => {
    fakeBrowser('denied');
    await renderServerMode(fakePush());
    expect(await screen.findByText(/Izin notifikasi ditolak/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aktifkan Notifikasi di Perangkat Ini' })).toBeNull();
  });

  it('says so when the browser has no Push API', async () => {
    await renderServerMode(fakePush());
    expect(await screen.findByText('Peramban ini tidak mendukung notifikasi perangkat.')).toBeInTheDocument();
  });
});
