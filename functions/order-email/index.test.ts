// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../../src/shared/order-email/config';
import { TEST_ENV } from './test-fixtures';

const VARIABLES = [
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_USER',
  'SMTP_PASS',
  'MAIL_FROM',
  'ORDER_EMAIL_KEY',
  'ALLOWED_ORIGIN',
  'LIMITS_DATABASE_URL',
];

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('fetch-style export (index.ts)', () => {
  it('builds the app from process.env and exports { fetch }', async () => {
    for (const name of VARIABLES) vi.stubEnv(name, TEST_ENV[name]);
    const { default: handler } = await import('./index');
    const res = await handler.fetch(
      new Request('https://fungsi.example/', {
        method: 'OPTIONS',
        headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'POST' },
      }),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    const unauthorized = await handler.fetch(
      new Request('https://fungsi.example/', { method: 'POST', body: '{}' }),
    );
    expect(unauthorized.status).toBe(401);
  });

  it('fails when the module loads if the configuration is missing', async () => {
    for (const name of VARIABLES) vi.stubEnv(name, undefined);
    // resetModules gives the module its own ConfigError class: match by name and message.
    const error: unknown = await import('./index').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: ConfigError.name });
    expect(String((error as Error).message)).toMatch(/SMTP_HOST wajib diisi/);
  });
});
