// @vitest-environment node
/**
 * The HTTP adapter against the real server (`server/testing/harness`: the app over a seeded
 * in-memory database). Each adapter gets its own cookie jar, so two adapters are two devices.
 * Transport failures and the event stream's reconnects use fakes.
 */
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InsufficientStockError } from '@/domain/core/errors';
import { messages, serverMessages, apiMessages } from '@/shared/messages';
import { DataError, NotFoundError, PermissionError, ValidationError } from '@/data/errors';
import type { ShopData } from '@/domain/port/port';
import type { ChangeTopic } from '@/shared/storage-keys';
import { newProduct, shipping } from '@/testing/test-values';
import { DEMO } from '../../../../server/testing/harness';
import { serverPerTest } from '../../../../server/testing/fixtures';
import { createLocalThemeStore } from '../local-storage/theme-store';
import { createChangeFeed, QUERY_KEYS, type EventSourceLike } from './events';
import { createHttpShopData, type HttpShopDataOptions } from './http-shop-data';
import { createDeviceFetch, fetchEventSource } from '@/testing/http-test-fetch';
import { chargedKilograms } from '@/domain/shipping/cost';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

type Announcement = { keys: ChangeTopic[]; origin: string };

/** The first event stream an adapter made (FakeEventSource), after it reports being open. */
function openFirstStream(): FakeEventSource {
  const stream = FakeEventSource.opened[0]!;
  stream.dispatch('open');
  return stream;
}

/** Records what `data` announces. */
function listen(data: ShopData): { seen: Announcement[]; stop: () => void } {
  const seen: Announcement[] = [];
  const stop = data.subscribe((keys, origin) => seen.push({ keys, origin }));
  return { seen, stop };
}

/** A fake EventSource the test drives by hand. */
class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  dispatch(type: string, data?: string) {
    if (type === 'open') this.readyState = 1;
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

// Each test starts a server over a fresh in-memory database: seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

describe('HTTP adapter against the server', () => {
  const server = serverPerTest({}, 120_000);
  const streams: Array<() => void> = [];

  /** A new device: its own cookies, an in-memory theme, no event stream unless asked. */
  function device(options: HttpShopDataOptions = {}) {
    const jar = createDeviceFetch((url, init) => server.app.request(url, init));
    const requests: Array<{ url: string; init: RequestInit }> = [];
    const recordingFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      requests.push({ url: String(input), init });
      return jar.fetch(input, init);
    }) as typeof fetch;
    const data = createHttpShopData({
      fetch: recordingFetch,
      eventSource: null,
      themeStore: createLocalThemeStore({ storage: null, target: null }),
      ...options,
    });
    return { data, requests, jar };
  }

  async function signedIn(account: keyof typeof DEMO, options: HttpShopDataOptions = {}) {
    const made = device(options);
    await made.data.auth.login(DEMO[account].username, DEMO[account].password);
    return made;
  }

  beforeEach(() => {
    FakeEventSource.opened = [];
  });

  // Runs before the server closes (Vitest runs afterEach hooks last registered first).
  afterEach(() => {
    for (const stop of streams.splice(0)) stop();
  });

  it('is the server mode: initialize resolves, nothing to repair', async () => {
    const { data } = device();
    expect(data.mode).toBe('server');
    await expect(data.initialize()).resolves.toBeUndefined();
    const stop = data.onIssue(() => {});
    expect(stop).toBeTypeOf('function');
    stop();
  });

  it('sends same-origin JSON requests with a timeout signal', async () => {
    const { data, requests } = device();
    await expect(data.auth.login('pembeli', 'pembeli123')).resolves.toMatchObject({ username: 'pembeli' });
    const login = requests.find((r) => r.url.endsWith('/api/auth/login'))!;
    expect(login.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(new Headers(login.init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(login.init.body))).toEqual({ username: 'pembeli', password: 'pembeli123' });
    expect(login.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('signs in, reads the session and signs out, announcing the session change', async () => {
    const { data, jar } = device();
    const { seen, stop } = listen(data);
    expect(await data.auth.currentUser()).toBeNull();
    const user = await data.auth.login('pembeli', 'pembeli123');
    expect(user).toMatchObject({ username: 'pembeli', role: 'buyer' });
    expect(user).not.toHaveProperty('passwordHash');
    expect(jar.cookies.has('seulanga_session')).toBe(true);
    expect((await data.auth.currentUser())?.username).toBe('pembeli');
    expect(seen).toContainEqual({ keys: ['currentUser'], origin: 'local' });

    // Another device is not signed in by this one.
    expect(await device().data.auth.currentUser()).toBeNull();

    seen.length = 0;
    await data.auth.logout();
    expect(await data.auth.currentUser()).toBeNull();
    expect(jar.cookies.has('seulanga_session')).toBe(false);
    expect(seen.some((a) => a.keys.includes('currentUser') && a.origin === 'local')).toBe(true);
    stop();
  });

  it('registers a buyer who can then sign in', async () => {
    const { data } = device();
    const user = await data.auth.register({ username: 'teuku', email: 'teuku@example.com', password: 'rahasia1' });
    expect(user).toMatchObject({ username: 'teuku', role: 'buyer' });
    await expect(data.auth.register({ username: 'teuku', email: 'lain@example.com', password: 'rahasia1' })).rejects.toMatchObject({
      message: messages.auth.usernameTaken,
      fieldErrors: { username: messages.auth.usernameTaken },
    });
    expect((await data.auth.login('teuku', 'rahasia1')).username).toBe('teuku');
  });

  it('reads the catalogue, partners, reviews and store settings', async () => {
    const { data } = device();
    const products = await data.products.list();
    expect(products).toHaveLength(17);
    const first = products[0]!;
    expect(await data.products.get(first.id)).toEqual(first);
    expect(await data.products.get(987_654_321)).toBeNull();
    expect(await data.partners.list()).toHaveLength(7);
    const withReviews = await Promise.all(products.map((p) => data.reviews.listByProduct(p.id)));
    expect(withReviews.some((page) => page.items.length > 0)).toBe(true);
    expect((await data.settings.getStore()).storeName).toBe('Seulanga');
    expect(await data.cart.list()).toEqual([]);
    expect(await data.orders.listMine()).toEqual([]);
    expect(await data.chat.unreadCount()).toBe(0);
    expect(await data.settings.hasNewOrderNotification()).toBe(false);
  });

  it('asks for the back-office lists with normalised pages, leaving out defaults and absent filters', async () => {
    const { data, requests } = await signedIn('admin');
    const paths = () =>
      requests.slice(1).map(({ url }) => {
        const { pathname, search } = new URL(url, 'http://127.0.0.1');
        return pathname + search;
      });
    await data.orders.searchAll({ status: 'Processed', q: '  ', page: 1, pageSize: 20 });
    await data.orders.searchAll({ shippingStatus: 'Dikirim', q: 'rahmat', page: 2.7, pageSize: 500 });
    await data.orders.searchTransactions({ q: 'ORD002', page: -4 });
    await data.products.searchAdmin({ q: 'koperasi', pageSize: 5 });
    await data.logs.salesHistory({});
    expect(paths()).toEqual([
      '/api/orders/search?status=Processed',
      '/api/orders/search?shippingStatus=Dikirim&q=rahmat&page=2&pageSize=100',
      '/api/transactions/search?q=ORD002',
      '/api/products/admin-search?q=koperasi&pageSize=5',
      '/api/logs/sales-history',
    ]);
    // A bad search fails here with the browser mode's message, before any request.
    const sent = requests.length;
    await expect(data.orders.searchAll({ status: 'Lunas' as never })).rejects.toThrow(messages.lists.filterInvalid);
    await expect(data.logs.salesHistory({ page: Number.NaN })).rejects.toBeInstanceOf(ValidationError);
    expect(requests).toHaveLength(sent);
  });

  it('adds to the cart, places an order and lists it; the admin sees it on another device', async () => {
    const { data: buyer } = await signedIn('buyer');
    const { seen, stop } = listen(buyer);
    const product = (await buyer.products.list()).find((p) => p.stock >= 3)!;
    const lines = await buyer.cart.add(product.id);
    expect(lines).toEqual([expect.objectContaining({ id: product.id, quantity: 1 })]);
    expect(seen).toContainEqual({ keys: expect.arrayContaining(['cartItems']), origin: 'local' });
    expect(await buyer.cart.setQuantity(product.id, 2)).toEqual([expect.objectContaining({ id: product.id, quantity: 2 })]);

    seen.length = 0;
    const { order, transaction } = await buyer.orders.place(shipping, [{ productId: product.id, quantity: 2 }]);
    // JNE to Kota Banda Aceh: 9,000 per started kilogram.
    const shippingCost = chargedKilograms(product.weight * 2) * 9000;
    expect(order).toMatchObject({ status: 'Pending', subtotal: product.price * 2, shippingCost, total: product.price * 2 + shippingCost, productName: `${product.name} (x2)` });
    expect(transaction).toMatchObject({ orderId: order.id, status: 'Pending' });
    const changed = seen.flatMap((a) => a.keys);
    expect(changed).toEqual(expect.arrayContaining(['orders', 'transactions', 'stock', 'cartItems']));
    expect(seen.every((a) => a.origin === 'local')).toBe(true);
    expect(await buyer.cart.list()).toEqual([]);
    expect((await buyer.orders.listMine()).map((o) => o.id)).toContain(order.id);
    expect((await buyer.products.get(product.id))?.stock).toBe(product.stock - 2);
    stop();

    const { data: admin } = await signedIn('admin');
    expect((await admin.orders.listAll())[0]?.id).toBe(order.id);
    expect(await admin.settings.hasNewOrderNotification()).toBe(true);
    const updated = await admin.orders.update(order.id, { shippingStatus: 'Dikemas' });
    expect(updated.shippingStatus).toBe('Dikemas');

    const confirmed = await buyer.orders.confirmPayment(order.id);
    expect(confirmed.status).toBe('Processed');
  });

  it('maps a wrong password to ValidationError with the form message', async () => {
    const { data } = device();
    const attempt = data.auth.login('pembeli', 'salah');
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toThrow('Username atau password salah.');
    await expect(attempt).rejects.toMatchObject({ fieldErrors: { form: 'Username atau password salah.' } });
  });

  it('maps 409 INSUFFICIENT_STOCK to InsufficientStockError with the server message', async () => {
    const { data } = await signedIn('buyer');
    // A stock below `Maksimal per Produk` (10), so that the stock, not the cap, refuses.
    const product = (await data.products.list()).find((p) => p.stock >= 1 && p.stock < 10)!;
    await data.cart.add(product.id);
    const attempt = data.cart.setQuantity(product.id, product.stock + 1);
    await expect(attempt).rejects.toBeInstanceOf(InsufficientStockError);
    await expect(attempt).rejects.toThrow(`Stok untuk ${product.name} tidak mencukupi!`);
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_STOCK' });
  });

  it('maps 404 to NotFoundError and 401/403 to PermissionError', async () => {
    const visitor = device().data;
    await expect(visitor.cart.add(1)).rejects.toBeInstanceOf(PermissionError);
    await expect(visitor.orders.listAll()).rejects.toBeInstanceOf(PermissionError);

    const { data: buyer } = await signedIn('buyer');
    await expect(buyer.orders.confirmPayment('ORD-tidak-ada')).rejects.toBeInstanceOf(NotFoundError);
    await expect(buyer.account.deleteAddress('ADDR-tidak-ada')).rejects.toThrow('Alamat tidak ditemukan.');
    await expect(buyer.cart.add(987_654_321)).rejects.toBeInstanceOf(NotFoundError);
    const forbidden = buyer.orders.listAll();
    await expect(forbidden).rejects.toBeInstanceOf(PermissionError);
    await expect(forbidden).rejects.toThrow(messages.permission.adminOnly);
  });

  it('keeps the theme in the browser and announces it', async () => {
    const storage = new Map<string, string>();
    const themeStore = createLocalThemeStore({
      storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) },
      target: null,
    });
    const { data, requests } = device({ themeStore });
    const { seen, stop } = listen(data);
    expect(await data.settings.getTheme()).toBe('light');
    await data.settings.setTheme('dark');
    expect(await data.settings.getTheme()).toBe('dark');
    expect(storage.get('theme')).toBe('"dark"');
    expect(seen).toEqual([{ keys: ['theme'], origin: 'local' }]);
    expect(requests).toHaveLength(0);
    stop();
  });

  it('uploads a data URL image first and saves the URL it gets back', async () => {
    const { data: admin, requests } = await signedIn('admin');
    const product = await admin.products.save({
      ...newProduct,
      image: `data:image/png;base64,${PNG_BASE64}`,
    });
    expect(product.image).toMatch(/^\/api\/images\/[0-9a-f]{64}$/);
    const upload = requests.find((r) => r.url.endsWith('/api/images'))!;
    expect(new Headers(upload.init.headers).get('content-type')).toBe('image/png');
    const saved = requests.find((r) => r.url.endsWith('/api/admin/products'))!;
    expect(JSON.parse(String(saved.init.body)).image).toBe(product.image);

    const image = await server.app.request(`http://localhost${product.image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // The server stores a re-encoding: the same pixels, not the same bytes.
    const pixels = (bytes: Buffer) => sharp(bytes).ensureAlpha().raw().toBuffer();
    expect(await pixels(Buffer.from(await image.arrayBuffer()))).toEqual(await pixels(Buffer.from(PNG_BASE64, 'base64')));

    // A URL is sent as it is, without an upload.
    requests.length = 0;
    await admin.products.save({ ...product, stock: 9 }, product.id);
    expect(requests.map((r) => r.url)).toEqual([expect.stringMatching(/\/api\/admin\/products\/\d+$/)]);

    const { data: buyer } = await signedIn('buyer');
    const profile = await buyer.account.updateProfile({ email: 'pembeli@example.com', profileImage: `data:image/png;base64,${PNG_BASE64}` });
    expect(profile.profileImage).toBe(product.image);
  });

  it("uploads a combination's photo chosen from the gallery once, with the gallery's, and saves its URL", async () => {
    const { data: admin, requests } = await signedIn('admin');
    const photo = `data:image/png;base64,${PNG_BASE64}`;
    const product = await admin.products.save({
      ...newProduct,
      image: photo,
      images: [photo],
      variations: [{ name: 'Ukuran', options: ['250 g', '500 g'] }],
      variants: [
        { id: 'v1', options: ['250 g'], price: 45_000, stock: 2, weight: 250, sku: '', image: photo },
        { id: 'v2', options: ['500 g'], price: 85_000, stock: 2, weight: 500, sku: '', image: '' },
      ],
    });
    expect(requests.filter((r) => r.url.endsWith('/api/images'))).toHaveLength(1);
    expect(product.variants.map((v) => v.image)).toEqual([product.image, '']);
  });

  it('announces the Seulanga-Changed keys of each change', async () => {
    const { data } = await signedIn('admin');
    const { seen, stop } = listen(data);
    await data.settings.setNewOrderNotifications(false);
    expect(seen.flatMap((a) => a.keys)).toContain('newOrderNotifications');
    seen.length = 0;
    await data.products.list();
    expect(seen).toEqual([]);
    stop();
  });

  it('hears other devices through /api/events', async () => {
    const jar = createDeviceFetch((url, init) => server.app.request(url, init));
    const visitor = createHttpShopData({
      fetch: jar.fetch,
      eventSource: fetchEventSource(jar.fetch),
      themeStore: createLocalThemeStore({ storage: null, target: null }),
    });
    const { seen, stop } = listen(visitor);
    streams.push(stop);
    await vi.waitFor(() => expect(server.events.size()).toBe(1), { timeout: 5000 });

    const { data: admin } = await signedIn('admin');
    const product = (await admin.products.list())[0]!;
    await admin.products.save({ ...product, stock: product.stock + 1 }, product.id);
    await vi.waitFor(() => expect(seen).toContainEqual({ keys: expect.arrayContaining(['products']), origin: 'external' }), {
      timeout: 5000,
    });
    // A visitor does not hear the admin-only keys (the activity log).
    expect(seen.flatMap((a) => a.keys)).not.toContain('activityLogs');

    stop();
    await vi.waitFor(() => expect(server.events.size()).toBe(0), { timeout: 5000 });
  });
});

describe('HTTP adapter: event stream', () => {
  function adapter(fetchImpl?: typeof fetch) {
    return createHttpShopData({
      fetch:
        fetchImpl ??
        ((async () => new Response(JSON.stringify({ username: 'pembeli' }), { status: 200 })) as unknown as typeof fetch),
      eventSource: (url) => new FakeEventSource(url),
      themeStore: createLocalThemeStore({ storage: null, target: null }),
    });
  }

  beforeEach(() => {
    FakeEventSource.opened = [];
  });

  it('opens one stream lazily and closes it when the last listener leaves', () => {
    const data = adapter();
    expect(FakeEventSource.opened).toHaveLength(0);
    const stopA = data.subscribe(() => {});
    const stopB = data.subscribe(() => {});
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/events']);
    stopA();
    expect(FakeEventSource.opened[0]!.closed).toBe(false);
    stopB();
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
  });

  it('announces change events as external and ignores unknown keys', () => {
    const data = adapter();
    const { seen } = listen(data);
    const stream = openFirstStream();
    expect(seen).toEqual([]);
    stream.dispatch('change', JSON.stringify({ keys: ['products', 'nope'] }));
    stream.dispatch('change', 'not json');
    // `stock` is a change topic, though no storage key (an order's stock).
    stream.dispatch('change', JSON.stringify({ keys: ['stock'] }));
    expect(seen).toEqual([
      { keys: ['products'], origin: 'external' },
      { keys: ['stock'], origin: 'external' },
    ]);
  });

  it('announces every query key once the stream is open again after an error', () => {
    const data = adapter();
    const { seen } = listen(data);
    const stream = openFirstStream();
    stream.dispatch('error');
    expect(seen).toEqual([]);
    stream.dispatch('open');
    expect(seen).toEqual([{ keys: [...QUERY_KEYS], origin: 'external' }]);
    expect(QUERY_KEYS).not.toContain('theme');
    expect(QUERY_KEYS).toContain('products');
    stream.dispatch('open');
    expect(seen).toHaveLength(1);
  });

  it('opens a new stream itself when the browser gave up, then announces every query key', () => {
    vi.useFakeTimers();
    try {
      const data = createHttpShopData({
        fetch: (async () => new Response('null')) as unknown as typeof fetch,
        eventSource: (url) => new FakeEventSource(url),
        eventRetryDelayMs: 1000,
        themeStore: createLocalThemeStore({ storage: null, target: null }),
      });
      const { seen } = listen(data);
      const first = openFirstStream();
      first.readyState = 2;
      first.dispatch('error');
      expect(first.closed).toBe(true);
      vi.advanceTimersByTime(1000);
      const second = FakeEventSource.opened[1]!;
      expect(second).toBeDefined();
      second.dispatch('open');
      expect(seen).toEqual([{ keys: [...QUERY_KEYS], origin: 'external' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives up a stream the server superseded (the session's newer tabs) until the page is shown again", () => {
    vi.useFakeTimers();
    try {
      let shown: (() => void) | null = null;
      const feed = createChangeFeed({
        url: '/api/events',
        eventSource: (url) => new FakeEventSource(url),
        retryDelayMs: 1000,
        whenVisible: (resume) => ((shown = resume), () => (shown = null)),
      });
      const seen: ChangeTopic[][] = [];
      feed.subscribe((keys) => seen.push(keys));
      const first = FakeEventSource.opened[0]!;
      first.dispatch('superseded');
      expect(first.closed).toBe(true);
      vi.advanceTimersByTime(60_000);
      // Not reopened by itself (that would end another tab's stream in turn), only when shown.
      expect(FakeEventSource.opened).toHaveLength(1);
      expect(shown).not.toBeNull();
      shown!();
      const second = FakeEventSource.opened[1]!;
      expect(second).toBeDefined();
      second.dispatch('open');
      expect(seen).toEqual([[...QUERY_KEYS]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('re-opens the stream after login and logout and announces the session', async () => {
    const data = adapter();
    const { seen } = listen(data);
    await data.auth.login('pembeli', 'pembeli123');
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    expect(FakeEventSource.opened[1]!.closed).toBe(false);
    expect(seen).toContainEqual({ keys: ['currentUser'], origin: 'local' });
    await data.auth.logout();
    expect(FakeEventSource.opened).toHaveLength(3);
    expect(FakeEventSource.opened[1]!.closed).toBe(true);
  });

  it("announces another tab's theme choice as external", () => {
    const target = new EventTarget();
    const storage = new Map<string, string>([['theme', 'dark']]);
    const data = createHttpShopData({
      fetch: (async () => new Response('null')) as unknown as typeof fetch,
      eventSource: null,
      themeStore: createLocalThemeStore({
        storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) },
        target,
      }),
    });
    const { seen, stop } = listen(data);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'products' }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'theme' }));
    expect(seen).toEqual([{ keys: ['theme'], origin: 'external' }]);
    stop();
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'theme' }));
    expect(seen).toHaveLength(1);
  });

  it('reads a theme saved as plain text or JSON and falls back to light', async () => {
    const storage = new Map<string, string>();
    const themeStore = createLocalThemeStore({
      storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) },
      target: null,
    });
    const data = createHttpShopData({ fetch: (async () => new Response('null')) as unknown as typeof fetch, eventSource: null, themeStore });
    storage.set('theme', 'dark');
    expect(await data.settings.getTheme()).toBe('dark');
    storage.set('theme', '"light"');
    expect(await data.settings.getTheme()).toBe('light');
    storage.set('theme', '"purple"');
    expect(await data.settings.getTheme()).toBe('light');
  });

  it('does not open a stream on login when nobody listens', async () => {
    const data = adapter();
    await data.auth.login('pembeli', 'pembeli123');
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});

describe('HTTP adapter: transport errors', () => {
  const theme = () => createLocalThemeStore({ storage: null, target: null });
  const answering = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    (async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      })) as unknown as typeof fetch;

  it.each([
    [429, 'RATE_LIMITED', apiMessages.loginRateLimited],
    [503, 'MAINTENANCE', apiMessages.maintenance],
    [500, 'UNEXPECTED', messages.generic.unexpected],
    [413, 'TOO_LARGE', apiMessages.bodyTooLarge('256 kB')],
  ])('maps %i %s to DataError with the server message', async (status, code, message) => {
    const data = createHttpShopData({ fetch: answering(status, { code, message }), eventSource: null, themeStore: theme() });
    const attempt = data.products.list();
    await expect(attempt).rejects.toBeInstanceOf(DataError);
    await expect(attempt).rejects.not.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toThrow(message);
  });

  it('maps 409 IMAGE_LIMIT to a DataError of that code, not a stock refusal', async () => {
    const message = apiMessages.imageLimit(20);
    const data = createHttpShopData({ fetch: answering(409, { code: 'IMAGE_LIMIT', message }), eventSource: null, themeStore: theme() });
    const attempt = data.products.list();
    await expect(attempt).rejects.toBeInstanceOf(DataError);
    await expect(attempt).rejects.not.toBeInstanceOf(InsufficientStockError);
    await expect(attempt).rejects.toMatchObject({ code: 'IMAGE_LIMIT', message });
  });

  it('rebuilds the error of the answer\'s code, never by reading its message', async () => {
    const stock = createHttpShopData({
      fetch: answering(409, { code: 'INSUFFICIENT_STOCK', message: 'Pesan apa saja' }),
      eventSource: null,
      themeStore: theme(),
    });
    const refused = stock.products.list();
    await expect(refused).rejects.toBeInstanceOf(InsufficientStockError);
    await expect(refused).rejects.toMatchObject({ code: 'INSUFFICIENT_STOCK', message: 'Pesan apa saja' });
    const invalid = createHttpShopData({
      fetch: answering(400, { code: 'CART_EMPTY', message: 'kosong', fields: { form: 'kosong', bad: 3 } }),
      eventSource: null,
      themeStore: theme(),
    });
    await expect(invalid.products.list()).rejects.toMatchObject({
      name: 'ValidationError',
      code: 'CART_EMPTY',
      fieldErrors: { form: 'kosong' },
    });
    const limited = createHttpShopData({
      fetch: answering(429, { code: 'RATE_LIMITED', message: 'tunggu' }, { 'Retry-After': '42' }),
      eventSource: null,
      themeStore: theme(),
    });
    await expect(limited.products.list()).rejects.toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 42 });
    const unknownCode = createHttpShopData({
      fetch: answering(404, { code: 'SOMETHING_NEW', message: 'hilang' }),
      eventSource: null,
      themeStore: theme(),
    });
    await expect(unknownCode.products.list()).rejects.toMatchObject({ name: 'NotFoundError', code: 'NOT_FOUND', message: 'hilang' });
  });

  it('gives a fitting message when an error answer is not JSON', async () => {
    const data = createHttpShopData({ fetch: answering(502, '<html>Bad gateway</html>'), eventSource: null, themeStore: theme() });
    await expect(data.products.list()).rejects.toThrow(messages.generic.unexpected);
    const missing = createHttpShopData({ fetch: answering(404, ''), eventSource: null, themeStore: theme() });
    await expect(missing.orders.confirmPayment('x')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('maps a network failure to the network message', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const data = createHttpShopData({ fetch: fetchImpl, eventSource: null, themeStore: theme() });
    const attempt = data.products.list();
    await expect(attempt).rejects.toBeInstanceOf(DataError);
    await expect(attempt).rejects.toThrow(serverMessages.network);
  });

  it('maps a timeout to the timeout message', async () => {
    const fetchImpl = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      })) as typeof fetch;
    const data = createHttpShopData({ fetch: fetchImpl, eventSource: null, themeStore: theme(), timeoutMs: 20 });
    const attempt = data.products.list();
    await expect(attempt).rejects.toBeInstanceOf(DataError);
    await expect(attempt).rejects.toThrow(serverMessages.timeout);
  });

  it('announces nothing for a failed change', async () => {
    const data = createHttpShopData({
      fetch: answering(400, { code: 'VALIDATION_FAILED', message: 'x' }, { 'Seulanga-Changed': 'products' }),
      eventSource: null,
      themeStore: theme(),
    });
    const seen: ChangeTopic[][] = [];
    data.subscribe((keys) => seen.push(keys));
    await expect(data.cart.add(1)).rejects.toBeInstanceOf(ValidationError);
    expect(seen).toEqual([]);
  });
});
