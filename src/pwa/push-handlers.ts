/**
 * The service worker's Web Push handlers (docs/decisions/026-web-push.md): `push` shows the
 * server's notification, `notificationclick` brings the shop forward on the page it names. The
 * service worker (src/pwa/sw.ts) calls {@link registerPushHandlers} with its global
 * scope. Typed by the few members used, so this module compiles with the app's DOM types and is
 * tested with fake events.
 */

/** The notification's icon (the installable app's). */
export const PUSH_ICON = '/icons/icon-192.png';
/** The title shown when a push carries no readable payload. */
export const FALLBACK_TITLE = 'Seulanga';

/** What the server sends (server/services/push.ts): `{ title, body, url, tag }`. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the shop to open on a tap. */
  url: string;
  tag: string;
}

/** The part of a `PushEvent` used. */
export interface PushEventLike {
  data: { json(): unknown } | null;
  waitUntil(promise: Promise<unknown>): void;
}

/** The part of a `NotificationEvent` used. */
export interface NotificationClickLike {
  notification: { data?: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}

/** The part of a `WindowClient` used. */
export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

/** The part of `ServiceWorkerGlobalScope` used. */
export interface PushScope {
  location: { origin: string };
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickLike) => void): void;
}

/** A path of the shop from `url`: a same-site path as it is, anything else (another site, `//host`) the home page. */
export function shopPath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : '/';
}

/** The push's message, read defensively: a field missing or of another type takes its default. */
export function readPushMessage(data: PushEventLike['data']): PushMessage {
  let raw: unknown = null;
  try {
    raw = data?.json() ?? null;
  } catch {
    raw = null;
  }
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const text = (key: string, fallback: string) => (typeof value[key] === 'string' && value[key] !== '' ? (value[key] as string) : fallback);
  return { title: text('title', FALLBACK_TITLE), body: text('body', ''), url: shopPath(value.url), tag: text('tag', 'seulanga') };
}

/**
 * Adds the `push` and `notificationclick` listeners to the service worker `sw`.
 * A push shows its notification (title, body, the app's icon, its tag replacing an older one of
 * the same subject, its page in `data.url`). A tap closes it and focuses a window of the shop,
 * navigated to that page, or opens one there.
 */
export function registerPushHandlers(sw: PushScope): void {
  sw.addEventListener('push', (event) => {
    const message = readPushMessage(event.data);
    event.waitUntil(
      sw.registration.showNotification(message.title, { body: message.body, icon: PUSH_ICON, badge: PUSH_ICON, tag: message.tag, data: { url: message.url } }),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | undefined;
    const target = new URL(shopPath(data?.url), sw.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === sw.location.origin);
        if (!open) return sw.clients.openWindow(target);
        // A browser may refuse the focus (no user gesture it counts); the page is opened still.
        await open.focus().catch(() => undefined);
        if (open.url !== target && open.navigate) await open.navigate(target);
        return undefined;
      })(),
    );
  });
}
