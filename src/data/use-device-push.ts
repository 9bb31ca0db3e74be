import { useEffect, useState } from 'react';
import { useShopData } from './react';
import type { PushSubscriptionJson } from '@/domain/port/port';

/**
 * This device's Web Push state (docs/decisions/026-web-push.md): `checking` while it is read;
 * `browserMode` (no server to push from), `unsupported` (no service worker or Push API),
 * `noWorker` (the app's service worker is not registered yet), `denied` (the site's
 * notifications blocked); else `on` or `off` by `registration.pushManager.getSubscription()`.
 */
export type DevicePushState = 'checking' | 'browserMode' | 'unsupported' | 'noWorker' | 'denied' | 'on' | 'off';

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` takes. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Whether this browser has what Web Push needs. */
function supported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;
}

/** The app's service worker registration, if any. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** This device's {@link DevicePushState} as it is now (never `checking`). */
async function readDeviceState(mode: 'browser' | 'server'): Promise<DevicePushState> {
  if (mode === 'browser') return 'browserMode';
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const found = await registration();
  if (!found) return 'noWorker';
  return (await found.pushManager.getSubscription()) ? 'on' : 'off';
}

/**
 * This device's Web Push: its {@link DevicePushState}, and `enable` (asks the permission,
 * subscribes with the shop's VAPID key, stores the subscription on the server), `disable` (removes
 * it from the server, then unsubscribes) and `sendTest` (`Kirim Notifikasi Uji`).
 * `enable` and `disable` throw the data layer's errors (the caller toasts them); a permission the
 * user refuses leaves the state `denied` without throwing.
 */
export function useDevicePush() {
  const data = useShopData();
  const [state, setState] = useState<DevicePushState>(data.mode === 'browser' ? 'browserMode' : 'checking');

  useEffect(() => {
    let live = true;
    readDeviceState(data.mode).then(
      (read) => live && setState(read),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, [data.mode]);

  async function enable(): Promise<boolean> {
    const found = await registration();
    if (!found) {
      setState('noWorker');
      return false;
    }
    if ((await Notification.requestPermission()) !== 'granted') {
      setState(Notification.permission === 'denied' ? 'denied' : 'off');
      return false;
    }
    const key = await data.push.publicKey();
    const subscription =
      (await found.pushManager.getSubscription()) ??
      (await found.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(key) }));
    await data.push.subscribe(subscription.toJSON() as PushSubscriptionJson);
    setState('on');
    return true;
  }

  async function disable(): Promise<void> {
    const subscription = await (await registration())?.pushManager.getSubscription();
    if (subscription) {
      await data.push.unsubscribe(subscription.endpoint);
      await subscription.unsubscribe();
    }
    setState('off');
  }

  return { state, enable, disable, sendTest: () => data.push.sendTest() };
}
