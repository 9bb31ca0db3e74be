// @vitest-environment node
import { createTransport } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { messages, rateLimitMessages } from '../../src/shared/messages';
import { ORDER_EMAILS_PER_RECIPIENT_PER_DAY, RECIPIENT_LIMIT_WINDOW_MS } from '../../src/domain/orders/emails';
import { createApp, MAX_BODY_BYTES, type MailTransport } from './app';
import { loadConfig } from '../../src/shared/order-email/config';
import { CLIENT_WINDOW_SECONDS, createOrderEmailLimits, REQUESTS_PER_CLIENT } from './limits';
import { parseMail } from '../../src/testing/smtp-sink';
import {
  oversizedStream,
  POST_HEADERS,
  preflight,
  recordingTransport,
  sampleOrder,
  TEST_ENV,
  TEST_KEY,
  TEST_ORIGIN as ORIGIN,
  TOO_LARGE,
} from './test-fixtures';

function setup(transport: MailTransport = recordingTransport(), env = TEST_ENV) {
  return createApp(loadConfig(env), transport, { log: () => undefined });
}

function post(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { ...POST_HEADERS, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

const buyerRequest = () => ({
  order: sampleOrder(),
  recipientType: 'buyer',
  recipientEmail: 'pembeli@example.com',
});

describe('POST / — success (200)', () => {
  it('sends the buyer confirmation and answers { ok: true, message }', async () => {
    const transport = recordingTransport();
    const res = await setup(transport).request('/', post(buyerRequest()));
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await res.json()).toEqual({
      ok: true,
      message: 'Email konfirmasi pesanan ORD1763000000000ab12 terkirim ke pembeli@example.com.',
    });
    expect(transport.sent).toHaveLength(1);
    const [mail] = transport.sent;
    expect(mail?.to).toEqual({ name: 'Cut Meutia', address: 'pembeli@example.com' });
    expect(mail?.from).toEqual({ name: 'Seulanga', address: 'pesanan@seulanga.test' });
    expect(mail?.subject).toBe('Konfirmasi Pesanan ORD1763000000000ab12 - Seulanga');
    expect(String(mail?.html)).toContain('TJ-202511134821');
    expect(String(mail?.text)).toContain('Konfirmasi Pembayaran');
  });

  it('sends the admin notice to the admin address', async () => {
    const transport = recordingTransport();
    const res = await setup(transport).request(
      '/',
      post({ order: sampleOrder(), recipientType: 'admin', recipientEmail: 'admin@seulanga.id' }),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Email notifikasi pesanan baru ORD1763000000000ab12 terkirim ke admin@seulanga.id.',
    );
    expect(transport.sent[0]?.to).toEqual({ name: 'Admin Seulanga', address: 'admin@seulanga.id' });
    expect(transport.sent[0]?.subject).toBe('Pesanan Baru ORD1763000000000ab12 dari Cut Meutia');
  });

  it('answers on any path (the function may be mounted under a prefix)', async () => {
    const res = await setup().request('/api/order-email', post(buyerRequest()));
    expect(res.status).toBe(200);
  });

  it('accepts a prototype order without line items (numbers as strings, payment code null)', async () => {
    const transport = recordingTransport();
    const order = { ...sampleOrder({ items: undefined }), total: '150000', paymentCode: null };
    const res = await setup(transport).request(
      '/',
      post({ order, recipientType: 'admin', recipientEmail: 'admin@seulanga.id' }),
    );
    expect(res.status).toBe(200);
    expect(String(transport.sent[0]?.text)).toContain('Kopi Arabika Gayo (x3)');
  });
});

describe('400 — invalid JSON or payload', () => {
  it.each([
    ['not JSON', '{"order":'],
    ['an empty body', ''],
  ])('rejects %s', async (_label, body) => {
    const transport = recordingTransport();
    const res = await setup(transport).request('/', post(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      ok: false,
      error: 'Body permintaan harus berupa JSON yang valid.',
    });
    expect(transport.sent).toHaveLength(0);
  });

  it.each([
    ['a missing order', { recipientType: 'buyer', recipientEmail: 'a@b.co' }, /order/],
    [
      'an order without total',
      { ...buyerRequest(), order: { ...sampleOrder(), total: 'banyak' } },
      /order\.total/,
    ],
    [
      'an unknown recipient type',
      { ...buyerRequest(), recipientType: 'semua' },
      /recipientType harus/,
    ],
    [
      'an invalid address',
      { ...buyerRequest(), recipientEmail: 'bukan-email' },
      /Alamat email penerima tidak valid/,
    ],
    [
      'an address with a header injection',
      { ...buyerRequest(), recipientEmail: 'a@b.co\r\nBcc: korban@example.com' },
      /Alamat email penerima tidak valid/,
    ],
    [
      'two addresses',
      { ...buyerRequest(), recipientEmail: 'a@b.co, c@d.co' },
      /Alamat email penerima tidak valid/,
    ],
    ['a JSON array', [1, 2], /Data tidak valid/],
  ])('rejects %s', async (_label, body, error) => {
    const transport = recordingTransport();
    const res = await setup(transport).request('/', post(body));
    expect(res.status).toBe(400);
    const json = (await res.json()) as { ok: boolean; error: string };
    expect(json.ok).toBe(false);
    expect(json.error).toMatch(/^Data tidak valid: /);
    expect(json.error).toMatch(error);
    expect(transport.sent).toHaveLength(0);
  });

  it("answers zod's own messages in Indonesian (its id locale), never 'Invalid input'", async () => {
    const res = await setup().request(
      '/',
      post({ ...buyerRequest(), order: { ...sampleOrder(), customerName: 42, total: 'banyak' } }),
    );
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    expect(error).toContain('order.customerName: Input tidak valid: diharapkan string, diterima number');
    expect(error).toMatch(/order\.total: Input tidak valid/);
    expect(error).not.toMatch(/Invalid input|expected/);
  });
});

describe('401 — missing or wrong key', () => {
  it.each([
    ['no Authorization header', {}],
    ['a wrong key', { Authorization: 'Bearer kunci-yang-salah-sekali' }],
    ['the key with one character more', { Authorization: `Bearer ${TEST_KEY}x` }],
    ['another scheme', { Authorization: `Basic ${TEST_KEY}` }],
    ['an empty bearer', { Authorization: 'Bearer ' }],
    ['the key without its last character', { Authorization: `Bearer ${TEST_KEY.slice(0, -1)}` }],
    ['a token with characters outside the bearer syntax', { Authorization: 'Bearer kunci salah!' }],
    ['the scheme glued to the key', { Authorization: `Bearer${TEST_KEY}` }],
  ])('rejects %s', async (_label, headers: Record<string, string>) => {
    const transport = recordingTransport();
    const init = post(buyerRequest());
    const merged = new Headers(init.headers);
    merged.delete('Authorization');
    for (const [name, value] of Object.entries(headers)) merged.set(name, value);
    const res = await setup(transport).request('/', { ...init, headers: merged });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await res.json()).toEqual({ ok: false, error: 'Kunci otorisasi tidak ada atau salah.' });
    expect(transport.sent).toHaveLength(0);
  });

  it('accepts the scheme in any case', async () => {
    const res = await setup().request(
      '/',
      post(buyerRequest(), { Authorization: `bearer ${TEST_KEY}` }),
    );
    expect(res.status).toBe(200);
  });

  it('checks the key before reading the body (an oversized body without the key gets 401)', async () => {
    const res = await setup().request(
      '/',
      post('x'.repeat(MAX_BODY_BYTES + 1), { Authorization: 'Bearer kunci-yang-salah-sekali' }),
    );
    expect(res.status).toBe(401);
  });
});

describe('405 — other methods', () => {
  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])(
    'rejects %s with Allow: POST, OPTIONS',
    async (method) => {
      const res = await setup().request('/', {
        method,
        headers: { Authorization: `Bearer ${TEST_KEY}`, Origin: ORIGIN },
      });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST, OPTIONS');
      expect(await res.json()).toEqual({
        ok: false,
        error: 'Metode tidak diizinkan; gunakan POST.',
      });
    },
  );
});

describe('413 — body over 64 KB', () => {
  const oversized = () =>
    JSON.stringify({ ...buyerRequest(), padding: 'x'.repeat(MAX_BODY_BYTES) });

  it('rejects a body whose actual size is too large (no Content-Length)', async () => {
    const transport = recordingTransport();
    const init = post(oversized());
    expect(new Headers(init.headers).has('content-length')).toBe(false);
    const res = await setup(transport).request('/', init);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    expect(transport.sent).toHaveLength(0);
  });

  it('rejects a too large declared Content-Length before reading', async () => {
    const res = await setup().request(
      '/',
      post(buyerRequest(), { 'Content-Length': String(MAX_BODY_BYTES + 1) }),
    );
    expect(res.status).toBe(413);
  });

  it('counts the real bytes when the declared length is small', async () => {
    const res = await setup().request('/', post(oversized(), { 'Content-Length': '10' }));
    expect(res.status).toBe(413);
  });

  it('rejects a body streamed in chunks that add up to more than 64 KB', async () => {
    const body = oversizedStream();
    const res = await setup().request('/', { ...post(''), body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('rejects a body streamed in chunks that carry more bytes than a small declared length', async () => {
    const body = oversizedStream();
    const init = post('', { 'Content-Length': '100' });
    const res = await setup().request('/', { ...init, body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
  });

  it('accepts a body of exactly 64 KB', async () => {
    const json = JSON.stringify(buyerRequest());
    const body = json + ' '.repeat(MAX_BODY_BYTES - new TextEncoder().encode(json).byteLength);
    expect(new TextEncoder().encode(body).byteLength).toBe(MAX_BODY_BYTES);
    const res = await setup().request('/', post(body));
    expect(res.status).toBe(200);
  });
});

describe('502 — the SMTP server refuses or cannot be reached', () => {
  it('answers 502 with a short reason and no host details', async () => {
    const refused = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 smtp.internal.example"),
      {
        code: 'EENVELOPE',
        responseCode: 550,
      },
    );
    const res = await setup(recordingTransport(refused)).request('/', post(buyerRequest()));
    expect(res.status).toBe(502);
    const json = (await res.json()) as { ok: boolean; error: string };
    expect(json).toEqual({
      ok: false,
      error: 'Server email menolak pesan atau tidak dapat dihubungi (EENVELOPE 550).',
    });
    expect(json.error).not.toContain('internal');
  });

  it('answers 502 when the SMTP server is unreachable (real nodemailer transport)', async () => {
    const transport = createTransport({ host: '127.0.0.1', port: 1, connectionTimeout: 2000 });
    const res = await setup(transport).request('/', post(buyerRequest()));
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).toMatch(
      /tidak dapat dihubungi \(E[A-Z]+\)/,
    );
  });
});

describe('CORS', () => {
  it('answers the preflight of the allowed origin', async () => {
    const res = await setup().request('/', preflight('authorization, content-type'));
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'content-type',
    );
  });

  it('does not allow another origin', async () => {
    const app = setup();
    const preflight = await app.request('/', {
      method: 'OPTIONS',
      headers: { Origin: 'https://jahat.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const res = await app.request('/', post(buyerRequest(), { Origin: 'https://jahat.example' }));
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows each origin of a comma-separated list', async () => {
    const app = setup(recordingTransport(), {
      ...TEST_ENV,
      ALLOWED_ORIGIN: 'https://seulanga.id, https://www.seulanga.id/',
    });
    for (const origin of ['https://seulanga.id', 'https://www.seulanga.id']) {
      const res = await app.request('/', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const old = await app.request('/', { method: 'OPTIONS', headers: { Origin: ORIGIN } });
    expect(old.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('header injection', () => {
  it('a name or order id with CR/LF cannot add a header or a recipient', async () => {
    const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    const raw: string[] = [];
    const envelopes: { to: string[] }[] = [];
    const capturing: MailTransport = {
      async sendMail(message) {
        const info = await transport.sendMail(message);
        raw.push(info.message.toString());
        envelopes.push(info.envelope as { to: string[] });
        return info;
      },
    };
    const order = sampleOrder({
      id: 'ORD1\r\nBcc: x@y',
      customerName: 'Budi\r\nBcc: x@y\nX-Injected: 1',
    });
    const app = setup(capturing);
    for (const [recipientType, recipientEmail] of [
      ['buyer', 'pembeli@example.com'],
      ['admin', 'admin@seulanga.id'],
    ]) {
      const res = await app.request('/', post({ order, recipientType, recipientEmail }));
      expect(res.status).toBe(200);
    }
    expect(envelopes.map((e) => e.to)).toEqual([['pembeli@example.com'], ['admin@seulanga.id']]);
    for (const message of raw) {
      const head = message.slice(0, message.indexOf('\r\n\r\n'));
      expect(head).not.toMatch(/^(bcc|x-injected):/im);
      const parsed = parseMail(message);
      expect(parsed.headers.bcc).toBeUndefined();
      expect(parsed.headers['x-injected']).toBeUndefined();
      expect(parsed.subject).not.toMatch(/[\r\n]/);
    }
    expect(parseMail(raw[1] ?? '').subject).toBe(
      'Pesanan Baru ORD1 Bcc: x@y dari Budi Bcc: x@y X-Injected: 1',
    );
  });
});

describe('the limits per recipient and per client address (docs/security.md; decision 018)', () => {
  /** An app whose limits run on `clock` and whose client address is the `x-client` header. */
  function limitedApp(transport: MailTransport, clock: { now: number }) {
    return createApp(loadConfig(TEST_ENV), transport, {
      log: () => undefined,
      limits: createOrderEmailLimits(() => clock.now),
      clientAddress: (c) => c.req.header('x-client') ?? 'unknown',
    });
  }
  const to = (recipientEmail: string, recipientType = 'buyer') => ({ order: sampleOrder(), recipientType, recipientEmail });

  it(`sends one address at most ${ORDER_EMAILS_PER_RECIPIENT_PER_DAY} e-mails in 24 hours, whatever its letter case or recipient type, then 429 with the catalogue's message`, async () => {
    const transport = recordingTransport();
    const clock = { now: Date.UTC(2026, 10, 27, 8) };
    const app = limitedApp(transport, clock);
    const start = clock.now;
    for (let i = 0; i < ORDER_EMAILS_PER_RECIPIENT_PER_DAY; i += 1) {
      const res = await app.request('/', post(to(i % 2 ? 'Korban@Example.com' : 'korban@example.com', i === 0 ? 'admin' : 'buyer')));
      expect(res.status).toBe(200);
      clock.now += 60 * 60 * 1000;
    }
    const refused = await app.request('/', post(to('KORBAN@example.com')));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ ok: false, error: messages.email.recipientLimit(ORDER_EMAILS_PER_RECIPIENT_PER_DAY) });
    // Until the first e-mail leaves the 24 hours.
    expect(Number(refused.headers.get('retry-after'))).toBe((start + RECIPIENT_LIMIT_WINDOW_MS - clock.now) / 1000);
    expect(transport.sent).toHaveLength(ORDER_EMAILS_PER_RECIPIENT_PER_DAY);
    // Another address is not held back.
    expect((await app.request('/', post(to('lain@example.com')))).status).toBe(200);
    // The window slides: once the first e-mail is 24 hours old, one more.
    clock.now = start + RECIPIENT_LIMIT_WINDOW_MS + 1;
    expect((await app.request('/', post(to('korban@example.com')))).status).toBe(200);
    expect((await app.request('/', post(to('korban@example.com')))).status).toBe(429);
  });

  it(`counts one mailbox however its address is written: of 6 e-mails to one Gmail inbox ${ORDER_EMAILS_PER_RECIPIENT_PER_DAY} are sent, then 429`, async () => {
    const transport = recordingTransport();
    const app = limitedApp(transport, { now: Date.UTC(2026, 10, 27, 8) });
    const written = ['victim+1@gmail.com', 'v.ictim@gmail.com', 'VICTIM@googlemail.com', 'vic.tim+toko@GMAIL.com', 'victim@gmail.com', 'Victim+2@googlemail.com'];
    const statuses: number[] = [];
    for (const address of written) statuses.push((await app.request('/', post(to(address)))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(transport.sent).toHaveLength(ORDER_EMAILS_PER_RECIPIENT_PER_DAY);
  });

  it(`answers one client address (IPv6 by /64) ${REQUESTS_PER_CLIENT} authorised requests in ${CLIENT_WINDOW_SECONDS / 60} minutes, then 429 with the catalogue's message`, async () => {
    const transport = recordingTransport();
    const app = limitedApp(transport, { now: Date.now() });
    const from = (client: string, i: number, headers: Record<string, string> = {}) => app.request('/', post(to(`pembeli${i}@example.com`), { 'x-client': client, ...headers }));
    // A request without the key does not count.
    expect((await from('2001:db8:1:2::1', 0, { Authorization: 'Bearer salah' })).status).toBe(401);
    for (let i = 0; i < REQUESTS_PER_CLIENT; i += 1) expect((await from(`2001:db8:1:2::${i + 1}`, i)).status).toBe(200);
    const refused = await from('2001:db8:1:2:ffff::9', 99);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ ok: false, error: rateLimitMessages.orderEmails('10 menit') });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(CLIENT_WINDOW_SECONDS - 60);
    expect(transport.sent).toHaveLength(REQUESTS_PER_CLIENT);
    expect((await from('2001:db8:1:3::1', 100)).status).toBe(200);
    expect((await from('198.51.100.7', 101)).status).toBe(200);
  });
});
