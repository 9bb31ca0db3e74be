// @vitest-environment node
/**
 * The whole path over real sockets: the function (Node server) and a real SMTP server
 * (`smtp-server`), both on random 127.0.0.1 ports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './app';
import { ConfigError } from '../../src/shared/order-email/config';
import { MEMORY_LIMITS_NOTICE, startServer, type RunningServer } from './server';
import { startSmtpSink, type SmtpSink } from '../../src/testing/smtp-sink';
import {
  oversizedStream,
  POST_HEADERS,
  preflight,
  sampleOrder,
  TEST_KEY,
  TEST_ORIGIN as ORIGIN,
  TOO_LARGE,
} from './test-fixtures';
let sink: SmtpSink;
let fn: RunningServer;

function envFor(smtpPort: number) {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'Seulanga <pesanan@seulanga.test>',
    ORDER_EMAIL_KEY: TEST_KEY,
    ALLOWED_ORIGIN: ORIGIN,
  };
}

async function send(url: string, body: unknown) {
  const res = await fetch(url, { method: 'POST', headers: POST_HEADERS, body: JSON.stringify(body) });
  return {
    status: res.status,
    json: (await res.json()) as { ok: boolean; message?: string; error?: string },
  };
}

beforeAll(async () => {
  sink = await startSmtpSink({ rejectRecipient: (address) => address.endsWith('@ditolak.test') });
  fn = await startServer({
    port: 0,
    env: envFor(sink.port),
    smtpOptions: { ignoreTLS: true },
    log: () => undefined,
  });
});

afterAll(async () => {
  await fn?.close();
  await sink?.close();
});

describe('function + real SMTP server', () => {
  it('delivers the buyer confirmation and the admin notice to the right recipients', async () => {
    const order = sampleOrder({ customerName: '<img src=x onerror=alert(1)> Cut Meutia' });
    const buyer = await send(fn.url, {
      order,
      recipientType: 'buyer',
      recipientEmail: 'pembeli@example.com',
    });
    const admin = await send(fn.url, {
      order,
      recipientType: 'admin',
      recipientEmail: 'admin@seulanga.id',
    });
    expect(buyer).toEqual({
      status: 200,
      json: {
        ok: true,
        message: `Email konfirmasi pesanan ${order.id} terkirim ke pembeli@example.com.`,
      },
    });
    expect(admin.status).toBe(200);

    expect(sink.messages).toHaveLength(2);
    const toBuyer = sink.messages.find((m) => m.to.includes('pembeli@example.com'));
    const toAdmin = sink.messages.find((m) => m.to.includes('admin@seulanga.id'));

    expect(toBuyer?.to).toEqual(['pembeli@example.com']);
    expect(toBuyer?.from).toBe('pesanan@seulanga.test');
    expect(toBuyer?.subject).toBe(`Konfirmasi Pesanan ${order.id} - Seulanga`);
    expect(toBuyer?.headers.from).toEqual(['Seulanga <pesanan@seulanga.test>']);
    expect(toBuyer?.headers.to?.[0]).toContain('<pembeli@example.com>');
    expect(toBuyer?.text).toContain('Kopi Arabika Gayo x3');
    expect(toBuyer?.text).toContain('Total: Rp\u00a0285.000');
    expect(toBuyer?.text).toContain('TJ-202511134821');
    expect(toBuyer?.html).toContain('&lt;img src=x onerror=alert(1)&gt; Cut Meutia');
    expect(toBuyer?.html).not.toContain('<img');

    expect(toAdmin?.to).toEqual(['admin@seulanga.id']);
    expect(toAdmin?.subject).toBe(
      `Pesanan Baru ${order.id} dari <img src=x onerror=alert(1)> Cut Meutia`,
    );
    expect(toAdmin?.text).toContain('Nomor Telepon: 081234567890');
    expect(toAdmin?.text).toContain('Alamat: Jl. Sultan Iskandar Muda No. 5, Banda Aceh');
    expect(toAdmin?.html).toContain('081234567890');
    expect(toAdmin?.headers['x-seulanga-order-id']).toEqual([order.id]);
  });

  it('answers 502 when the SMTP server refuses the recipient', async () => {
    const before = sink.messages.length;
    const res = await send(fn.url, {
      order: sampleOrder(),
      recipientType: 'buyer',
      recipientEmail: 'siapa@ditolak.test',
    });
    expect(res.status).toBe(502);
    expect(res.json.ok).toBe(false);
    expect(res.json.error).toMatch(
      /^Server email menolak pesan atau tidak dapat dihubungi \(EENVELOPE/,
    );
    expect(sink.messages).toHaveLength(before);
  });

  it('answers 502 when no SMTP server listens', async () => {
    const closedSink = await startSmtpSink();
    const port = closedSink.port;
    await closedSink.close();
    const lonely = await startServer({ port: 0, env: envFor(port), log: () => undefined });
    try {
      const res = await send(lonely.url, {
        order: sampleOrder(),
        recipientType: 'admin',
        recipientEmail: 'admin@seulanga.id',
      });
      expect(res.status).toBe(502);
      expect(res.json.error).toMatch(/tidak dapat dihubungi/);
    } finally {
      await lonely.close();
    }
  });

  it('answers 413 over HTTP for a body over 64 KB, declared or sent in chunks', async () => {
    const padded = JSON.stringify({
      order: sampleOrder(),
      recipientType: 'buyer',
      recipientEmail: 'pembeli@example.com',
      padding: 'x'.repeat(MAX_BODY_BYTES),
    });
    const declared = await fetch(fn.url, { method: 'POST', headers: POST_HEADERS, body: padded });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual(TOO_LARGE);

    const body = oversizedStream();
    const chunked = await fetch(fn.url, {
      method: 'POST',
      headers: POST_HEADERS,
      body,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual(TOO_LARGE);
  });

  it('answers the browser preflight over HTTP', async () => {
    const res = await fetch(fn.url, preflight('authorization,content-type'));
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });

  it('stops answering once closed', async () => {
    const other = await startServer({ port: 0, env: envFor(sink.port), log: () => undefined });
    await other.close();
    await expect(fetch(other.url, { method: 'OPTIONS' })).rejects.toThrow();
  });
});

describe('start-up', () => {
  it('refuses to start with missing configuration, before listening', async () => {
    await expect(startServer({ port: 0, env: { SMTP_HOST: '127.0.0.1' } })).rejects.toThrow(
      ConfigError,
    );
    await expect(startServer({ port: 0, env: {} })).rejects.toThrow(/SMTP_PORT wajib diisi/);
  });

  it('reports a port that is already taken', async () => {
    await expect(startServer({ port: fn.port, env: envFor(sink.port) })).rejects.toThrow(
      /EADDRINUSE/,
    );
  });

  it("says at start that the limits count in this instance's memory when LIMITS_DATABASE_URL is not set", async () => {
    const lines: string[] = [];
    const other = await startServer({ port: 0, env: envFor(sink.port), log: (line) => lines.push(line) });
    await other.close();
    expect(lines).toContain(MEMORY_LIMITS_NOTICE);
  });

  it('refuses to start, before listening, when the database of LIMITS_DATABASE_URL cannot be reached', async () => {
    const lines: string[] = [];
    const start = startServer({ port: 0, env: { ...envFor(sink.port), LIMITS_DATABASE_URL: 'postgres://fungsi:rahasia@127.0.0.1:1/seulanga' }, log: (line) => lines.push(line) });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(/LIMITS_DATABASE_URL: basis data tidak dapat dipakai \(ECONNREFUSED\)/);
    await expect(start).rejects.not.toThrow(/rahasia/);
    expect(lines).not.toContain(MEMORY_LIMITS_NOTICE);
  });
});
