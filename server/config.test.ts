// @vitest-environment node
/**
 * The server's configuration (server/config.ts): the first start's seed and admin, the limits, and when the
 * shop counts as exposed (docs/server.md "First start").
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDERS_PER_ACCOUNT, DEFAULT_ORDERS_PER_ADDRESS, DEFAULT_REGISTRATIONS_PER_IP, loadConfig } from './config';

describe('loadConfig: the first start', () => {
  it('keeps the demo shop on loopback and starts an empty shop when exposed', () => {
    expect(loadConfig({}).start).toEqual({ seed: 'demo', admin: null, exposed: false });
    expect(loadConfig({ HOST: '::1' }).start.exposed).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0' }).start).toEqual({ seed: 'empty', admin: null, exposed: true });
    expect(loadConfig({ PUBLIC_URL: 'https://seulanga.id' }).start).toMatchObject({ seed: 'empty', exposed: true });
    expect(loadConfig({ HOST: '0.0.0.0', SEED: 'demo' }).start).toMatchObject({ seed: 'demo', exposed: true });
  });

  it('takes the admin from ADMIN_USERNAME and ADMIN_PASSWORD or the first line of ADMIN_PASSWORD_FILE', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'kopi-gayo-2026' }).start.admin).toEqual({ username: 'admin', password: 'kopi-gayo-2026' });
    const dir = mkdtempSync(join(tmpdir(), 'seulanga-config-'));
    writeFileSync(join(dir, 'admin-password'), 'nilam-aceh-2026\n');
    expect(loadConfig({ ADMIN_USERNAME: 'pemilik', ADMIN_PASSWORD_FILE: 'admin-password' }, dir).start.admin).toEqual({
      username: 'pemilik',
      password: 'nilam-aceh-2026',
    });
  });

  it('refuses a short admin password, a bad username or SEED, both password sources, and a username without a password', () => {
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env, tmpdir());
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problems({ ADMIN_PASSWORD: 'admin123' })).toMatch(/at least 12 characters/);
    expect(problems({ ADMIN_USERNAME: 'a b', ADMIN_PASSWORD: 'kopi-gayo-2026' })).toMatch(/ADMIN_USERNAME must be/);
    expect(problems({ SEED: 'full' })).toMatch(/SEED must be demo or empty/);
    expect(problems({ ADMIN_PASSWORD: 'kopi-gayo-2026', ADMIN_PASSWORD_FILE: 'x' })).toMatch(/not both/);
    expect(problems({ ADMIN_PASSWORD_FILE: 'no-such-file' })).toMatch(/cannot read/);
    expect(problems({ ADMIN_USERNAME: 'pemilik' })).toMatch(/needs ADMIN_PASSWORD/);
  });
});

describe('loadConfig: the limits', () => {
  it('reads RENDER_LIMIT, default 60, and refuses anything but a positive whole number', () => {
    expect(loadConfig({})).toMatchObject({ rendersPerAddress: 60 });
    expect(loadConfig({ RENDER_LIMIT: '100000' })).toMatchObject({ rendersPerAddress: 100000 });
    for (const value of ['0', '-1', '2.5', 'banyak']) expect(() => loadConfig({ RENDER_LIMIT: value })).toThrow(/RENDER_LIMIT must be a positive whole number/);
  });

  it('reads EVENT_STREAM_SESSION_LIMIT and EVENT_STREAM_ADDRESS_LIMIT, defaults 5 and 20, and refuses anything but a positive whole number', () => {
    expect(loadConfig({})).toMatchObject({ streamsPerSession: 5, streamsPerAddress: 20 });
    expect(loadConfig({ EVENT_STREAM_SESSION_LIMIT: '7', EVENT_STREAM_ADDRESS_LIMIT: '100000' })).toMatchObject({ streamsPerSession: 7, streamsPerAddress: 100000 });
    for (const value of ['0', '-1', '2.5', 'banyak']) {
      expect(() => loadConfig({ EVENT_STREAM_ADDRESS_LIMIT: value })).toThrow(/EVENT_STREAM_ADDRESS_LIMIT must be a positive whole number/);
      expect(() => loadConfig({ EVENT_STREAM_SESSION_LIMIT: value })).toThrow(/EVENT_STREAM_SESSION_LIMIT must be a positive whole number/);
    }
  });

  it('reads REGISTER_LIMIT, ORDER_LIMIT and ORDER_ADDRESS_LIMIT, with their defaults, and refuses anything but a positive whole number', () => {
    expect(loadConfig({})).toMatchObject({ registrationsPerIp: DEFAULT_REGISTRATIONS_PER_IP, ordersPerAccount: DEFAULT_ORDERS_PER_ACCOUNT, ordersPerAddress: DEFAULT_ORDERS_PER_ADDRESS });
    expect(loadConfig({ REGISTER_LIMIT: '5', ORDER_LIMIT: '3', ORDER_ADDRESS_LIMIT: '100' })).toMatchObject({ registrationsPerIp: 5, ordersPerAccount: 3, ordersPerAddress: 100 });
    for (const value of ['0', '-1', '2.5', 'banyak']) {
      expect(() => loadConfig({ ORDER_LIMIT: value })).toThrow(/ORDER_LIMIT must be a positive whole number/);
      expect(() => loadConfig({ ORDER_ADDRESS_LIMIT: value })).toThrow(/ORDER_ADDRESS_LIMIT must be a positive whole number/);
    }
  });
});
