// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_ALLOWED_ORIGIN, loadConfig } from '../../src/shared/order-email/config';
import { TEST_ENV } from './test-fixtures';

function errorOf(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig did not fail');
}

describe('loadConfig', () => {
  it('reads a complete environment', () => {
    expect(loadConfig(TEST_ENV)).toEqual({
      smtp: {
        host: 'smtp.example.test',
        port: 587,
        secure: false,
        auth: { user: 'pesanan@seulanga.test', pass: 'rahasia' },
      },
      mailFrom: { name: 'Seulanga', address: 'pesanan@seulanga.test' },
      key: TEST_ENV.ORDER_EMAIL_KEY,
      allowedOrigins: ['http://127.0.0.1:4173'],
    });
  });

  it('applies the defaults: no credentials, origin of npm start, TLS only on port 465', () => {
    const config = loadConfig({
      ...TEST_ENV,
      SMTP_USER: undefined,
      SMTP_PASS: undefined,
      ALLOWED_ORIGIN: undefined,
      SMTP_PORT: '465',
      MAIL_FROM: 'pesanan@seulanga.test',
    });
    expect(config.smtp).toEqual({ host: 'smtp.example.test', port: 465, secure: true });
    expect(config.allowedOrigins).toEqual([DEFAULT_ALLOWED_ORIGIN]);
    expect(config.mailFrom).toEqual({ name: '', address: 'pesanan@seulanga.test' });
  });

  it('reads SMTP_SECURE and a list of origins', () => {
    const config = loadConfig({
      ...TEST_ENV,
      SMTP_SECURE: 'TRUE',
      ALLOWED_ORIGIN: 'https://seulanga.id, https://www.seulanga.id/ ,https://seulanga.id',
      MAIL_FROM: '"Toko Seulanga" <pesanan@seulanga.id>',
    });
    expect(config.smtp.secure).toBe(true);
    expect(config.allowedOrigins).toEqual(['https://seulanga.id', 'https://www.seulanga.id']);
    expect(config.mailFrom).toEqual({ name: 'Toko Seulanga', address: 'pesanan@seulanga.id' });
  });

  it('fails at start-up listing every missing variable', () => {
    const error = errorOf({});
    expect(error.issues).toEqual([
      'SMTP_HOST wajib diisi.',
      'SMTP_PORT wajib diisi.',
      'MAIL_FROM wajib diisi.',
      'ORDER_EMAIL_KEY wajib diisi.',
    ]);
    expect(error.message).toContain(
      'Konfigurasi fungsi email pesanan tidak lengkap atau tidak valid:',
    );
    expect(error.message).toContain('  - SMTP_HOST wajib diisi.');
    expect(error.message).toContain('  - ORDER_EMAIL_KEY wajib diisi.');
  });

  it('lists every invalid variable with the reason', () => {
    const error = errorOf({
      SMTP_HOST: '  ',
      SMTP_PORT: 'dua lima',
      SMTP_SECURE: 'mungkin',
      SMTP_USER: 'hanya-user',
      MAIL_FROM: 'Seulanga <bukan email>',
      ORDER_EMAIL_KEY: 'pendek',
      ALLOWED_ORIGIN: 'http://127.0.0.1:4173,ftp://x,https://toko.id/path',
    });
    expect(error.issues).toEqual([
      'SMTP_HOST wajib diisi.',
      'SMTP_PORT harus berupa angka port 1–65535.',
      'SMTP_SECURE harus "true" atau "false".',
      'MAIL_FROM harus berupa alamat email, mis. "Seulanga <pesanan@seulanga.id>".',
      'ORDER_EMAIL_KEY minimal 16 karakter.',
      'ALLOWED_ORIGIN berisi "ftp://x", bukan origin seperti "https://toko.id" (tanpa path).',
      'ALLOWED_ORIGIN berisi "https://toko.id/path", bukan origin seperti "https://toko.id" (tanpa path).',
      'SMTP_USER dan SMTP_PASS harus diisi bersama (atau keduanya kosong).',
    ]);
  });

  it('accepts only bearer-token characters in the key (bearer-auth refuses others)', () => {
    expect(loadConfig({ ...TEST_ENV, ORDER_EMAIL_KEY: 'aZ09-._~+/aZ09-._~+/==' }).key).toBe(
      'aZ09-._~+/aZ09-._~+/==',
    );
    for (const key of [
      'kunci rahasia panjang',
      'kunci-rahasia-panjang!',
      'kunci=rahasia-panjang',
    ]) {
      expect(errorOf({ ...TEST_ENV, ORDER_EMAIL_KEY: key }).issues).toEqual([
        'ORDER_EMAIL_KEY hanya boleh berisi huruf, angka dan - . _ ~ + / (boleh diakhiri =).',
      ]);
    }
  });

  it('rejects a port out of range and a sender with a line break', () => {
    const error = errorOf({ ...TEST_ENV, SMTP_PORT: '70000', MAIL_FROM: 'a@b.co\r\nBcc: x@y' });
    expect(error.issues).toHaveLength(2);
  });

  it('reads LIMITS_DATABASE_URL, the shared store of the limits (absent: none)', () => {
    expect(loadConfig(TEST_ENV)).not.toHaveProperty('limitsDatabaseUrl');
    expect(loadConfig({ ...TEST_ENV, LIMITS_DATABASE_URL: ' ' })).not.toHaveProperty('limitsDatabaseUrl');
    for (const url of ['postgres://fungsi:rahasia@db.example:5432/seulanga', 'postgresql://db.example/seulanga?sslmode=require', 'postgres:///seulanga?host=/var/run/postgresql']) {
      expect(loadConfig({ ...TEST_ENV, LIMITS_DATABASE_URL: ` ${url} ` }).limitsDatabaseUrl).toBe(url);
    }
  });

  it('refuses a LIMITS_DATABASE_URL that is not a PostgreSQL URL, without repeating it (it may hold a password)', () => {
    for (const url of ['mysql://fungsi:rahasia@db.example/seulanga', 'db.example:5432', 'postgres:///seulanga', 'http://fungsi:rahasia@db.example']) {
      const error = errorOf({ ...TEST_ENV, LIMITS_DATABASE_URL: url });
      expect(error.issues).toEqual([
        'LIMITS_DATABASE_URL harus berupa URL PostgreSQL, mis. "postgres://pengguna:sandi@db.example:5432/seulanga" (atau kosongkan).',
      ]);
      expect(error.message).not.toContain('rahasia');
    }
  });
});
