import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushRepository, ShopData } from '@/domain/port/port';
import { createTestData } from '@/testing/create-test-data';
import { renderApp } from '@/testing/render-app';
import { OrderPushSwitch } from './order-push-switch';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('OrderPushSwitch', () => {
  it('is absent in browser mode', async () => {
    await renderApp(<OrderPushSwitch />, { user: 'pembeli' });
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it("turns the buyer's order notifications on for this device", async () => {
    let current: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null;
    const pushManager = {
      getSubscription: async () => current,
      subscribe: async () => {
        current = { endpoint: 'https://fcm.googleapis.com/fcm/send/hp', toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/hp', keys: { p256dh: 'p', auth: 'a' } }), unsubscribe: async () => true };
        return current;
      },
    };
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => 'granted' });
    vi.stubGlobal('PushManager', class {});
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => ({ pushManager }) } });
    const push: PushRepository = {
      publicKey: async () => 'BAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ',
      subscribe: vi.fn(async () => ({ devices: 1 })),
      unsubscribe: vi.fn(async () => undefined),
      sendTest: vi.fn(async () => ({ devices: 1 })),
    };
    const testData = await createTestData({ user: 'pembeli' });
    const data: ShopData = { ...testData.data, mode: 'server', push };
    const { user } = await renderApp(<OrderPushSwitch />, { testData: { ...testData, data } });
    const toggle = await screen.findByRole('switch', { name: 'Notifikasi status pesanan di perangkat ini' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Notifikasi perangkat diaktifkan.')).toBeInTheDocument();
    expect(push.subscribe).toHaveBeenCalled();
    expect(toggle).toBeChecked();
  });
});
