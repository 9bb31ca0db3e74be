/**
 * Every error the API answers is JSON `{ code, message, fields? }` (docs/api.md "Errors") with its
 * status and no stack trace: validation 400, signed out 401, wrong role 403, unknown or not yours 404 (ids cannot be
 * probed), stock conflict 409, body too large 413, too many attempts 429, a text the database cannot
 * store (a NUL character) 400, the database unreachable
 * or too slow 503 ('Basis data tidak dapat dihubungi…'), anything else 500.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorKind, RateLimitError, ShopError, ValidationError, type ErrorCode, type ErrorKind } from '@/domain/core/errors';
import { messages, serverMessages, apiMessages } from '@/shared/messages';
import type { AppEnv } from './env';

/** The JSON body of an error answer (docs/api.md "Errors"). */
export interface ErrorBody {
  /** A stable machine code (src/domain/core/errors.ts `ERROR_CODES`). */
  code: ErrorCode;
  /** The catalogue's Indonesian message, fit to show. */
  message: string;
  /** Per-field messages of a validation refusal. */
  fields?: Record<string, string>;
}

/** The HTTP status of each kind of refusal (permission: 401 signed out, else 403). */
const STATUS_OF_KIND: Record<ErrorKind, ContentfulStatusCode> = {
  validation: 400,
  permission: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  rateLimit: 429,
  unavailable: 503,
  unexpected: 500,
};

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

/** An answer of `code` with `message` (and the fields of a validation refusal). */
export function refusal(status: ContentfulStatusCode, code: ErrorCode, message: string, fields?: Record<string, string>) {
  return { status, body: { code, message, ...(fields && Object.keys(fields).length ? { fields } : {}) } };
}

/**
 * Maps a thrown value to its status and body: a shop error by its code's kind (a permission
 * refusal is 401 for a visitor, 403 for a signed-in user), Hono's own exceptions (body too large)
 * by their status, an unreachable database 503, an unstorable text 400, anything else 500.
 */
export function toErrorResponse(error: unknown, signedIn: boolean): { status: ContentfulStatusCode; body: ErrorBody } {
  if (error instanceof ShopError) {
    const kind = errorKind(error.code);
    const status = kind === 'permission' && !signedIn ? 401 : STATUS_OF_KIND[kind];
    return refusal(status, error.code, error.message, error instanceof ValidationError ? error.fieldErrors : undefined);
  }
  if (error instanceof HTTPException) {
    const code: ErrorCode = error.status === 413 ? 'TOO_LARGE' : error.status < 500 ? 'VALIDATION_FAILED' : 'UNEXPECTED';
    return refusal(error.status as ContentfulStatusCode, code, error.message || messages.generic.unexpected);
  }
  if (isDatabaseUnavailable(error)) return refusal(503, 'DATABASE_UNAVAILABLE', serverMessages.databaseUnavailable);
  if (isUnstorableText(error)) return refusal(400, 'VALIDATION_FAILED', apiMessages.textUnstorable);
  return refusal(500, 'UNEXPECTED', messages.generic.unexpected);
}

/**
 * Answers a refusal made outside the services (body limit, CSRF, maintenance, unknown endpoint)
 * in the same `{ code, message }` shape.
 */
export function answerRefusal(c: Context, status: ContentfulStatusCode, code: ErrorCode, message: string) {
  const answer = refusal(status, code, message);
  return c.json(answer.body, answer.status);
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
  if (!type.toLowerCase().startsWith('application/json')) throw new ValidationError(apiMessages.jsonRequired);
  try {
    return await c.req.json();
  } catch (error) {
    if (error instanceof HTTPException) throw error;
    throw new ValidationError(apiMessages.jsonRequired);
  }
}
