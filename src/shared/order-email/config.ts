/**
 * Configuration of the order e-mail function, read once from the environment at start-up; the
 * shop server reads its SMTP part with it too (server/services/email.ts), so it lives here, shared
 * (docs/product/decisions.md "E-mail"). Every missing or invalid variable is reported together, so a
 * misconfigured deployment fails before it accepts the first order.
 */
import { z } from 'zod';
import { applyIndonesianZod } from '../zod-indonesian';

/** The shop's origin in `npm start` (vite preview), the default of `ALLOWED_ORIGIN`. */
export const DEFAULT_ALLOWED_ORIGIN = 'http://127.0.0.1:4173';

/** A named e-mail address, e.g. the sender `Seulanga <pesanan@seulanga.id>`. */
export interface MailAddress {
  name: string;
  address: string;
}

/** The validated configuration of the function. */
export interface OrderEmailConfig {
  smtp: {
    host: string;
    /** TCP port of the SMTP server (465 for implicit TLS, 587 or 25 for STARTTLS). */
    port: number;
    /** `true`: TLS from the first byte (port 465); `false`: STARTTLS when the server offers it. */
    secure: boolean;
    /** Credentials; absent for servers that accept mail without login (local sinks). */
    auth?: { user: string; pass: string };
  };
  /** The sender of every e-mail (`From:`). */
  mailFrom: MailAddress;
  /** The bearer key the shop sends (bearer-token characters only); compared in constant time. */
  key: string;
  /** Browser origins allowed by CORS, e.g. `['http://127.0.0.1:4173']`. */
  allowedOrigins: string[];
  /**
   * `LIMITS_DATABASE_URL`: the PostgreSQL database in which every instance of the function counts
   * its limits together; absent: each instance counts in its own memory.
   */
  limitsDatabaseUrl?: string;
}

/** The environment variables the function reads (all strings, as in `process.env`). */
export type OrderEmailEnv = Record<string, string | undefined>;

/** Thrown by {@link loadConfig}: `issues` lists one line per missing or invalid variable. */
export class ConfigError extends Error {
  readonly issues: readonly string[];

  constructor(issues: readonly string[]) {
    super(
      `Konfigurasi fungsi email pesanan tidak lengkap atau tidak valid:\n${issues
        .map((issue) => `  - ${issue}`)
        .join('\n')}\nLihat functions/order-email/README.md, bagian "Environment variables".`,
    );
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

const emailSchema = z.email();

/** Parses `pesanan@seulanga.id` or `Seulanga <pesanan@seulanga.id>`; undefined when invalid. */
function parseMailbox(value: string): MailAddress | undefined {
  if (/[\r\n]/.test(value)) return undefined;
  const named = /^\s*(?:"([^"]*)"|([^"<>]*?))\s*<([^<>\s]+)>\s*$/.exec(value);
  const name = named ? (named[1] ?? named[2] ?? '').trim() : '';
  const address = named ? (named[3] ?? '') : value.trim();
  return emailSchema.safeParse(address).success ? { name, address } : undefined;
}

/** Normalises one origin (`http://host:port`, no path); undefined when it is not an origin. */
function parseOrigin(value: string): string | undefined {
  const trimmed = value.trim().replace(/\/+$/, '');
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin === trimmed.toLowerCase() || url.origin === trimmed ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The characters of a bearer token (RFC 6750 `b64token`). `hono/bearer-auth` refuses any other
 * token, so a key outside this syntax could never be sent successfully.
 */
const BEARER_TOKEN = /^[A-Za-z0-9._~+/-]+=*$/;

/** Whether `value` is a PostgreSQL connection URL with a host (`postgres://` or `postgresql://`). */
function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && (url.hostname !== '' || url.searchParams.has('host'));
  } catch {
    return false;
  }
}

const required = (name: string) =>
  z
    .string({ error: `${name} wajib diisi.` })
    .trim()
    .min(1, { error: `${name} wajib diisi.` });

const envSchema = z.object({
  SMTP_HOST: required('SMTP_HOST'),
  SMTP_PORT: required('SMTP_PORT')
    .transform(Number)
    .pipe(
      z
        .number({ error: 'SMTP_PORT harus berupa angka port 1–65535.' })
        .int({ error: 'SMTP_PORT harus berupa angka port 1–65535.' })
        .min(1, { error: 'SMTP_PORT harus berupa angka port 1–65535.' })
        .max(65535, { error: 'SMTP_PORT harus berupa angka port 1–65535.' }),
    ),
  SMTP_SECURE: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .refine(
      (v) => v === undefined || v === '' || ['true', 'false', '1', '0', 'yes', 'no'].includes(v),
      {
        error: 'SMTP_SECURE harus "true" atau "false".',
      },
    ),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  MAIL_FROM: required('MAIL_FROM').transform((value, ctx) => {
    const mailbox = parseMailbox(value);
    if (!mailbox) {
      ctx.addIssue({
        code: 'custom',
        message: 'MAIL_FROM harus berupa alamat email, mis. "Seulanga <pesanan@seulanga.id>".',
      });
      return z.NEVER;
    }
    return mailbox;
  }),
  ORDER_EMAIL_KEY: required('ORDER_EMAIL_KEY').pipe(
    z.string().min(16, { error: 'ORDER_EMAIL_KEY minimal 16 karakter.' }).regex(BEARER_TOKEN, {
      error: 'ORDER_EMAIL_KEY hanya boleh berisi huruf, angka dan - . _ ~ + / (boleh diakhiri =).',
    }),
  ),
  ALLOWED_ORIGIN: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const list = (value?.trim() ? value : DEFAULT_ALLOWED_ORIGIN)
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      const origins: string[] = [];
      for (const item of list) {
        const origin = parseOrigin(item);
        if (!origin) {
          ctx.addIssue({
            code: 'custom',
            message: `ALLOWED_ORIGIN berisi "${item}", bukan origin seperti "https://toko.id" (tanpa path).`,
          });
        } else {
          origins.push(origin);
        }
      }
      if (origins.length === 0 && list.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'ALLOWED_ORIGIN tidak berisi origin apa pun.' });
      }
      return origins;
    }),
  // The value (it may hold a password) is never repeated in the message.
  LIMITS_DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isPostgresUrl(value), {
      error: 'LIMITS_DATABASE_URL harus berupa URL PostgreSQL, mis. "postgres://pengguna:sandi@db.example:5432/seulanga" (atau kosongkan).',
    }),
});

/**
 * Reads and validates the configuration.
 *
 * Variables: `SMTP_HOST`, `SMTP_PORT` (required); `SMTP_SECURE` (`true`/`false`, default: `true`
 * only on port 465); `SMTP_USER` + `SMTP_PASS` (optional, together); `MAIL_FROM` (required,
 * `Name <address>` or an address); `ORDER_EMAIL_KEY` (required, at least 16
 * characters, only letters, digits and `- . _ ~ + /`, optionally ending in `=`);
 * `ALLOWED_ORIGIN` (comma-separated origins, default {@link DEFAULT_ALLOWED_ORIGIN});
 * `LIMITS_DATABASE_URL` (optional, a `postgres://` or `postgresql://` URL with a host: the
 * function's limits then count in that database, shared by its instances).
 * @param env - usually `process.env`.
 * @returns the configuration.
 * @throws {ConfigError} listing every missing or invalid variable.
 */
export function loadConfig(env: OrderEmailEnv): OrderEmailConfig {
  // The operator reads these issues: zod's own messages in Indonesian too.
  applyIndonesianZod();
  const parsed = envSchema.safeParse(env);
  const issues = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  if (Boolean(env.SMTP_USER?.trim()) !== Boolean(env.SMTP_PASS)) {
    issues.push('SMTP_USER dan SMTP_PASS harus diisi bersama (atau keduanya kosong).');
  }
  if (!parsed.success || issues.length > 0) throw new ConfigError(issues);
  const value = parsed.data;
  const secureFlag = value.SMTP_SECURE;
  const secure = secureFlag ? ['true', '1', 'yes'].includes(secureFlag) : value.SMTP_PORT === 465;
  const user = value.SMTP_USER?.trim();
  return {
    smtp: {
      host: value.SMTP_HOST,
      port: value.SMTP_PORT,
      secure,
      ...(user && value.SMTP_PASS ? { auth: { user, pass: value.SMTP_PASS } } : {}),
    },
    mailFrom: value.MAIL_FROM,
    key: value.ORDER_EMAIL_KEY,
    allowedOrigins: [...new Set(value.ALLOWED_ORIGIN)],
    ...(value.LIMITS_DATABASE_URL ? { limitsDatabaseUrl: value.LIMITS_DATABASE_URL } : {}),
  };
}
