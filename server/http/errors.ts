/**
 * Every error the API answers is JSON `{ error, fieldErrors? }` with its status and no stack
 * trace: validation 400, signed out 401, wrong role 403, unknown or not yours 404 (ids cannot be
 * probed), stock conflict 409, body too large 413, too many attempts 429, a text the database cannot
 * store (a NUL character) 400, the database unreachable
 * or too slow 503 ('Basis data tidak dapat dihubungi…'), anything else 500.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { InsufficientStockError } from '@/domain/cart';
import { messages, serverMessages } from '@/domain/messages';
import { NotFoundError, PayloadTooLargeError, PermissionError, RateLimitError, ValidationError } from '@/data/errors';
import type { AppEnv } from './env';

/** The JSON body of an error answer. */
export interface ErrorBody {
  error: string;
  fieldErrors?: Record<string, string>;
}

/**
 * Error codes of a database that cannot answer now: postgres.js's connection failures and
 * PostgreSQL's SQLSTATEs of class 08 (connection exception), 57P01–57P03 (shutting down, cannot
 * connect now) and 57014 (statement timeout).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P02',
  '57P03',
  '57014',
]);

/**
 * Whether `error` (or an error it wraps, e.g. Drizzle's query error around the driver's) says the
 * database cannot answer now: unreachable, restarting, or too slow.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Whether `error` (or one it wraps) is PostgreSQL refusing a text it cannot store: a NUL
 * character (U+0000, SQLSTATE 22021) or a character the encoding lacks (22P05). Such input is the
 * client's fault (400), and the statement's transaction was rolled back.
 */
export function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Maps a thrown value to its status and body. */
export function toErrorResponse(error: unknown, signedIn: boolean): { status: ContentfulStatusCode; body: ErrorBody } {
  if (error instanceof ValidationError) {
    return { status: 400, body: { error: error.message, ...(Object.keys(error.fieldErrors).length ? { fieldErrors: error.fieldErrors } : {}) } };
  }
  if (error instanceof InsufficientStockError) return { status: 409, body: { error: error.message } };
  if (error instanceof PermissionError) return { status: signedIn ? 403 : 401, body: { error: error.message } };
  if (error instanceof NotFoundError) return { status: 404, body: { error: error.message } };
  if (error instanceof PayloadTooLargeError) return { status: 413, body: { error: error.message } };
  if (error instanceof RateLimitError) return { status: 429, body: { error: error.message } };
  if (error instanceof HTTPException) {
    return { status: error.status, body: { error: error.message || messages.generic.unexpected } };
  }
  if (isDatabaseUnavailable(error)) return { status: 503, body: { error: serverMessages.databaseUnavailable } };
  if (isUnstorableText(error)) return { status: 400, body: { error: serverMessages.textUnstorable } };
  return { status: 500, body: { error: messages.generic.unexpected } };
}

/** Hono's `onError`: logs unexpected errors with the request id and answers JSON. */
export function handleError(error: Error, c: Context<AppEnv>) {
  const { status, body } = toErrorResponse(error, Boolean(c.get('user')));
  if (status === 503) c.get('log')?.warn({ err: error }, 'database unavailable');
  else if (status >= 500) c.get('log')?.error({ err: error }, 'unhandled error');
  if (error instanceof RateLimitError) c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json(body, status);
}

/**
 * Reads a JSON body.
 * @throws ValidationError 'Body permintaan harus berupa JSON yang valid.' when it is not JSON.
 */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) throw new ValidationError(serverMessages.jsonRequired);
  try {
    return await c.req.json();
  } catch (error) {
    if (error instanceof HTTPException) throw error;
    throw new ValidationError(serverMessages.jsonRequired);
  }
}
