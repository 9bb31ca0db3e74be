// @vitest-environment node
/**
 * The rate limits through the API (docs/security.md "Limits";
 * server/services/rate-limits.ts): sign-in counted before the password check per (username,
 * address) pair with a doubling wait and per address, IPv6 by /64, no lock-out of the owner from
 * another address; sign-up, password change, e-mail change, order placement and chat messages past
 * their limits.
 * The server trusts one proxy, so each request's `X-Forwarded-For` is its client address.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rateLimitMessages } from '@/shared/messages';
import { DEMO, type TestClient } from '../testing/harness';
import { json, liftOrderLimits, put, serverPerTest } from '../testing/fixtures';
import {
  EMAIL_CHANGES_PER_ACCOUNT,
  EMAIL_CHANGES_PER_ADDRESS,
  LOGIN_ADDRESS_FAILURES,
  LOGIN_BACKOFF_BASE_SECONDS,
  LOGIN_FREE_ATTEMPTS,
  PASSWORD_CHANGE_ATTEMPTS,
  SEARCHES_PER_ADDRESS,
} from '../services/rate-limits';
import { DEFAULT_CHAT_MESSAGES_PER_ACCOUNT, DEFAULT_CHAT_MESSAGES_PER_ADDRESS } from '../config';
import { formatWait } from '@/shared/rate-limit-keys';

const ORDERS_PER_ACCOUNT = 3;
const ORDERS_PER_ADDRESS = 5;
const server = serverPerTest({
  // The searches the database answers (the word index answers ids from memory and reads rows by id).
  catalogIndex: false,
  trustProxy: 1,
  ordersPerAccount: ORDERS_PER_ACCOUNT,
  ordersPerAddress: ORDERS_PER_ADDRESS,
  // The shop's own numbers: the test harness lifts the chat limits unless told.
  chatMessagesPerAccount: DEFAULT_CHAT_MESSAGES_PER_ACCOUNT,
  chatMessagesPerAddress: DEFAULT_CHAT_MESSAGES_PER_ADDRESS,
  searchesPerAddress: SEARCHES_PER_ADDRESS,
});

/** A sign-in of `username` with `password` from client address `from`. */
const login = (username: string, password: string, from: string) =>
  server.client().request('/api/auth/login', { method: 'POST', json: { username, password }, headers: { 'x-forwarded-for': from } });

/** The `Retry-After` of a response, in seconds. */
const retryAfter = (response: Response) => Number(response.headers.get('retry-after'));

/** Sends `count` wrong passwords for `username` from `from`, one after the other; each must reach the check (400). */
async function failLogins(username: string, from: string, count = LOGIN_FREE_ATTEMPTS): Promise<void> {
  for (let i = 0; i < count; i += 1) expect((await login(username, 'salah-sandi', from)).status).toBe(400);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('catalogue searches', () => {
  /** A catalogue search for `q` from client address `from`. */
  const search = (q: string, from: string) => server.client().request(`/api/products/search?q=${encodeURIComponent(q)}`, { headers: { 'x-forwarded-for': from } });

  it('answers 429 past the uncached searches of one address; cached searches and other addresses still pass', async () => {
    expect(SEARCHES_PER_ADDRESS).toBe(120);
    for (let i = 0; i < SEARCHES_PER_ADDRESS; i += 1) {
      const answer = await search(`kata${i}`, '10.9.0.1');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-cache')).toBe('miss');
    }
    const refused = await search('kata-baru', '10.9.0.1');
    expect(refused.status).toBe(429);
    expect(await json(refused)).toEqual({ code: 'RATE_LIMITED', message: rateLimitMessages.search(formatWait(retryAfter(refused))) });
    expect(retryAfter(refused)).toBeGreaterThan(0);
    // A search the instance's cache holds costs no statement: not counted, not refused.
    const cached = await search('kata0', '10.9.0.1');
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-cache')).toBe('hit');
    expect((await search('kata-baru', '10.9.0.2')).status).toBe(200);
  }, 120_000);
});

describe('sign-in', () => {
  it('lets at most the free attempts of 20 parallel wrong guesses for one (username, address) reach the password check', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => login('pembeli', 'salah-sandi', '10.0.0.1')));
    const statuses = answers.map((r) => r.status);
    // 400 'Username atau password salah.' only after the password was checked; 429 before.
    expect(statuses.filter((s) => s === 400)).toHaveLength(LOGIN_FREE_ATTEMPTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LOGIN_FREE_ATTEMPTS);
    // The one attempt checked past the free ones starts the first wait (1 minute, less the time
    // the burst took): the attempts in flight beside it do not lengthen it.
    const withinFirstWait = expect.stringMatching(/^Terlalu banyak percobaan masuk yang gagal\. Coba lagi dalam (\d+ detik|1 menit)\.$/);
    for (const refused of answers.filter((r) => r.status === 429)) {
      expect(await json(refused)).toEqual({ code: 'RATE_LIMITED', message: withinFirstWait });
      expect(retryAfter(refused)).toBeGreaterThan(0);
      expect(retryAfter(refused)).toBeLessThanOrEqual(LOGIN_BACKOFF_BASE_SECONDS);
    }
    // And the right password from there now waits too, the same minute.
    const after = await login('pembeli', DEMO.buyer.password, '10.0.0.1');
    expect(after.status).toBe(429);
    expect((await json(after)).message).toEqual(withinFirstWait);
    expect(retryAfter(after)).toBeLessThanOrEqual(LOGIN_BACKOFF_BASE_SECONDS);
  });

  it('signs the owner in from another address while one address is throttled for that username', async () => {
    await failLogins('pembeli', '10.0.0.1');
    const throttled = await login('pembeli', DEMO.buyer.password, '10.0.0.1');
    expect(throttled.status).toBe(429);
    expect((await json(throttled)).message).toBe(rateLimitMessages.login('1 menit'));
    expect((await login('pembeli', DEMO.buyer.password, '10.0.0.2')).status).toBe(200);
    // The attacker's address is still waiting.
    expect((await login('pembeli', DEMO.buyer.password, '10.0.0.1')).status).toBe(429);
  });

  it('counts IPv6 addresses of one /64 as one address, another /64 apart, and an IPv4-mapped address as its IPv4', async () => {
    await failLogins('pembeli', '2001:db8:1:2::1');
    expect((await login('pembeli', 'salah-sandi', '2001:db8:1:2:ffff:ffff:ffff:9')).status).toBe(429);
    expect((await login('pembeli', 'salah-sandi', '2001:0db8:0001:0002:0000:0000:0000:0042')).status).toBe(429);
    expect((await login('pembeli', 'salah-sandi', '2001:db8:1:3::1')).status).toBe(400);
    await failLogins('admin', '192.0.2.7');
    expect((await login('admin', 'salah-sandi', '::ffff:192.0.2.7')).status).toBe(429);
    expect((await login('admin', 'salah-sandi', '192.0.2.8')).status).toBe(400);
  });

  it('limits the failed checks of one address whatever the usernames, in parallel too; successes give their point back', async () => {
    expect((await login('pembeli', DEMO.buyer.password, '10.0.0.5')).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: LOGIN_ADDRESS_FAILURES + 5 }, (_, i) => login(`tamu${i}`, 'salah-sandi', '10.0.0.5')));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(LOGIN_ADDRESS_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect((await json(answers.find((r) => r.status === 429)!)).message).toBe(rateLimitMessages.login('1 jam'));
    expect((await login('admin', DEMO.admin.password, '10.0.0.5')).status).toBe(429);
    expect((await login('admin', DEMO.admin.password, '10.0.0.6')).status).toBe(200);
  });

  it('doubles the wait at each further failure, and a success forgets the failures', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = Date.parse('2026-12-01T08:00:00Z');
    vi.setSystemTime(now);
    const wait = (seconds: number) => vi.setSystemTime((now += seconds * 1000));
    await failLogins('pembeli', '10.0.0.1');
    const waits: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const refused = await login('pembeli', 'salah-sandi', '10.0.0.1');
      expect(refused.status).toBe(429);
      waits.push(retryAfter(refused));
      wait(retryAfter(refused) + 1);
      expect((await login('pembeli', 'salah-sandi', '10.0.0.1')).status).toBe(400);
    }
    expect(waits).toEqual([60, 120, 240]);
    const fourth = await login('pembeli', DEMO.buyer.password, '10.0.0.1');
    expect(retryAfter(fourth)).toBe(480);
    expect((await json(fourth)).message).toBe(rateLimitMessages.login('8 menit'));
    wait(481);
    expect((await login('pembeli', DEMO.buyer.password, '10.0.0.1')).status).toBe(200);
    // Forgotten: the free attempts again.
    await failLogins('pembeli', '10.0.0.1');
  });
});

describe('account changes', () => {
  it('answers 429 past the password-change attempts of an account, counted before the old password is checked', async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const change = (oldPassword: string) => put(buyer, '/api/account/password', { oldPassword, newPassword: 'rahasia2', confirmPassword: 'rahasia2' });
    for (let i = 0; i < PASSWORD_CHANGE_ATTEMPTS; i += 1) expect((await change('tebakan-salah')).status).toBe(400);
    const refused = await change(DEMO.buyer.password);
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(await json(refused)).toEqual({ code: 'RATE_LIMITED', message: rateLimitMessages.passwordChange('15 menit') });
    // The password did not change.
    expect((await login('pembeli', DEMO.buyer.password, '10.0.0.3')).status).toBe(200);
  });

  it('answers 429 past the e-mail changes of an account; taken e-mails count, keeping the same e-mail does not', async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const profile = (email: string) => put(buyer, '/api/account/profile', { email, profileImage: '' });
    for (let i = 0; i < EMAIL_CHANGES_PER_ACCOUNT; i += 1) {
      // Every other one asks about the admin's e-mail: the answer says it is taken.
      expect((await profile(i % 2 ? 'admin@seulanga.id' : `baru${i}@example.com`)).status).toBe(i % 2 ? 400 : 200);
    }
    const current = ((await json(await buyer.request('/api/session'))) as { email: string }).email;
    expect((await profile(current)).status).toBe(200);
    const refused = await profile('lagi@example.com');
    expect(refused.status).toBe(429);
    expect(await json(refused)).toEqual({ code: 'RATE_LIMITED', message: rateLimitMessages.emailChange('1 jam') });
  });

  it('answers 429 past the e-mail changes (existence checks) of one address, whatever the accounts', async () => {
    const changeFrom = (device: TestClient, email: string, from: string) =>
      device.request('/api/account/profile', { method: 'PUT', json: { email, profileImage: '' }, headers: { 'x-forwarded-for': from } });
    const accounts = Math.ceil(EMAIL_CHANGES_PER_ADDRESS / EMAIL_CHANGES_PER_ACCOUNT);
    let sent = 0;
    for (let a = 0; a < accounts; a += 1) {
      const device = await server.registerBuyer(`penanya${a}`, 'rahasia123');
      for (let i = 0; i < EMAIL_CHANGES_PER_ACCOUNT && sent < EMAIL_CHANGES_PER_ADDRESS; i += 1, sent += 1) {
        expect((await changeFrom(device, `cek${sent}@example.com`, '10.0.0.9')).status).toBe(200);
      }
    }
    const fresh = await server.registerBuyer('penanyabaru', 'rahasia123');
    const refused = await changeFrom(fresh, 'pembeli@example.com', '10.0.0.9');
    expect(refused.status).toBe(429);
    expect((await json(refused)).code).toBe('RATE_LIMITED');
    // Another address may still change its e-mail.
    expect((await changeFrom(fresh, 'penanyabaru2@example.com', '10.0.0.10')).status).toBe(200);
  });
});

describe('placing orders', () => {
  const checkout = { customerName: 'Cut Meutia', customerPhone: '081234567890', shippingAddress: 'Jl. Teuku Umar No. 3, Banda Aceh', postalCode: '23243', paymentMethod: 'COD', destination: 'Kota Banda Aceh', courierId: 'jne' };
  const order = (device: TestClient, quantity = 1, from = '10.0.0.20') =>
    device.request('/api/orders', { method: 'POST', json: { checkout, lines: [{ productId: 1, quantity }] }, headers: { 'x-forwarded-for': from } });

  it('answers 429 past the orders of an account; refused orders give their point back', async () => {
    // The store's cap on unpaid orders (3) would answer before the rate limit.
    await liftOrderLimits(server);
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    // Refused for the stock (or a quantity cap): no order, no point.
    for (let i = 0; i < ORDERS_PER_ACCOUNT + 2; i += 1) expect([400, 409]).toContain((await order(buyer, 1_000_000)).status);
    for (let i = 0; i < ORDERS_PER_ACCOUNT; i += 1) expect((await order(buyer)).status).toBe(201);
    const refused = await order(buyer);
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(await json(refused)).toEqual({ code: 'RATE_LIMITED', message: rateLimitMessages.orders('10 menit') });
    // Another buyer on another address orders as usual.
    expect((await order(await server.registerBuyer('pembelilain', 'rahasia123'), 1, '10.0.0.21')).status).toBe(201);
  });

  it('answers 429 past the orders of one address, whatever the accounts, and lets parallel orders through only up to the limit', async () => {
    const buyers = await Promise.all(['alamat1', 'alamat2', 'alamat3'].map((name) => server.registerBuyer(name, 'rahasia123')));
    const answers = await Promise.all(buyers.flatMap((buyer) => [order(buyer), order(buyer)]));
    expect(answers.map((r) => r.status).sort()).toEqual([...Array<number>(ORDERS_PER_ADDRESS).fill(201), 429]);
    expect((await order(buyers[0]!, 1, '10.0.0.22')).status).toBe(201);
  });
});

describe('sending chat messages', () => {
  const chat = (device: TestClient, text: string, from = '10.0.0.30', buyerId?: string) =>
    device.request('/api/chat/messages', { method: 'POST', json: { text, ...(buyerId ? { buyerId } : {}) }, headers: { 'x-forwarded-for': from } });

  it('lets exactly the per-account limit of one buyer through, one message after the other', async () => {
    const buyer = await server.registerBuyer('obrolanurut', 'rahasia123');
    for (let i = 0; i < DEFAULT_CHAT_MESSAGES_PER_ACCOUNT; i += 1) expect((await chat(buyer, `Pesan ${i}`, '10.0.0.33')).status).toBe(201);
    expect((await chat(buyer, 'Satu lagi', '10.0.0.33')).status).toBe(429);
  });

  it('answers 429 to a flood of 200 parallel messages of one buyer past the per-account limit', async () => {
    expect(DEFAULT_CHAT_MESSAGES_PER_ACCOUNT).toBe(30);
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => chat(buyer, `Pesan ${i}`)));
    const statuses = answers.map((r) => r.status);
    // Never more than the limit; a burst may be held a point or two under it while the address
    // counter's points of refused requests are on their way back (rate-limits.ts `consumeBoth`).
    const accepted = statuses.filter((s) => s === 201).length;
    expect(accepted).toBeLessThanOrEqual(DEFAULT_CHAT_MESSAGES_PER_ACCOUNT);
    expect(accepted).toBeGreaterThanOrEqual(DEFAULT_CHAT_MESSAGES_PER_ACCOUNT - 10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - accepted);
    const refused = answers.find((r) => r.status === 429)!;
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(60);
    expect(await json(refused)).toEqual({ code: 'RATE_LIMITED', message: rateLimitMessages.chat(formatWait(retryAfter(refused))) });
    // Only the accepted ones were stored, and the admin's replies are not limited.
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const buyerId = ((await json(await buyer.request('/api/session'))) as { id: string }).id;
    const thread = ((await json(await admin.request(`/api/chat/messages?buyerId=${buyerId}`))) as { messages: unknown[] }).messages;
    expect(thread).toHaveLength(accepted);
    for (let i = 0; i < DEFAULT_CHAT_MESSAGES_PER_ACCOUNT + 5; i += 1) expect((await chat(admin, `Balasan ${i}`, '10.0.0.30', buyerId)).status).toBe(201);
  });

  it('answers 429 past the messages of one address, whatever the accounts; another address still sends', async () => {
    const perBuyer = DEFAULT_CHAT_MESSAGES_PER_ACCOUNT - 5;
    const buyers = await Promise.all(['obrolan1', 'obrolan2', 'obrolan3'].map((name) => server.registerBuyer(name, 'rahasia123')));
    expect(perBuyer * buyers.length).toBeGreaterThan(DEFAULT_CHAT_MESSAGES_PER_ADDRESS);
    const answers = await Promise.all(buyers.flatMap((buyer) => Array.from({ length: perBuyer }, (_, i) => chat(buyer, `Halo ${i}`, '10.0.0.31'))));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(DEFAULT_CHAT_MESSAGES_PER_ADDRESS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(perBuyer * buyers.length - DEFAULT_CHAT_MESSAGES_PER_ADDRESS);
    expect((await chat(buyers[0]!, 'Dari jaringan lain', '10.0.0.32')).status).toBe(201);
  });
});
