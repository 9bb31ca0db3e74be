/**
 * The HTTP adapter's request helper: same-origin JSON requests to the shop server
 * (`docs/api.md`) with a timeout, error answers mapped back to the data layer's errors and the
 * `Seulanga-Changed` header handed to the change listeners.
 */
import { errorFromCode, isErrorCode, type ErrorCode } from '@/domain/core/errors';
import { messages, serverMessages } from '@/shared/messages';
import { DataError } from '@/data/errors';
import { isChangeTopic, type ChangeTopic } from '@/shared/storage-keys';

/** How long a request may take before it fails with the timeout message (ms). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The response header naming the storage keys a successful change touched. */
export const CHANGED_HEADER = 'Seulanga-Changed';

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions {
  /** Prefix of every path (`''`: the page's own origin). */
  baseUrl: string;
  /** The fetch to use. */
  fetch: typeof fetch;
  /** Request timeout in ms ({@link REQUEST_TIMEOUT_MS} by default). */
  timeoutMs?: number;
  /** Called with the keys of a successful change's `Seulanga-Changed` header. */
  onChanged(keys: ChangeTopic[]): void;
}

/** One request: a JSON body, or raw bytes with their content type; query parameters. */
export interface RequestOptions {
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /** Raw body (an image upload), sent with {@link RequestOptions.contentType}. */
  body?: BodyInit;
  contentType?: string;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | undefined>;
  /** Resolve with the answer's text as it is (a CSV download), not its JSON. */
  text?: boolean;
}

/** Sends requests to the shop server. */
export interface HttpClient {
  /**
   * Sends a request and resolves with its JSON answer (`undefined` for 204).
   * @throws the shop's error of the answer's code ({@link errorFromResponse}), or DataError
   * (code NETWORK) on a network failure or timeout, each with the server's message.
   */
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
}

/** The error body of every failed answer (`docs/api.md` "Errors"). */
interface ErrorBody {
  code?: unknown;
  message?: unknown;
  fields?: unknown;
}

/** Reads the change topics of a `Seulanga-Changed` header value; unknown names are ignored. */
export function parseChangedKeys(header: string | null): ChangeTopic[] {
  if (!header) return [];
  const keys = new Set<ChangeTopic>();
  for (const part of header.split(',')) {
    const key = part.trim();
    if (isChangeTopic(key)) keys.add(key);
  }
  return [...keys];
}

/** The code of an answer without one (a proxy's error page): by its status. */
function codeOfStatus(status: number): ErrorCode {
  if (status === 400) return 'VALIDATION_FAILED';
  if (status === 401) return 'SIGN_IN_REQUIRED';
  if (status === 403) return 'PERMISSION_DENIED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'INSUFFICIENT_STOCK';
  if (status === 413) return 'TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'DATABASE_UNAVAILABLE';
  return 'UNEXPECTED';
}

function fallbackMessage(status: number): string {
  if (status === 401) return messages.permission.signInRequired;
  if (status === 403) return messages.permission.adminOnly;
  if (status === 404) return serverMessages.notFound;
  if (status === 503) return serverMessages.databaseUnavailable;
  return messages.generic.unexpected;
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const result: Record<string, string> = {};
  for (const [key, text] of Object.entries(value)) if (typeof text === 'string') result[key] = text;
  return result;
}

/**
 * Maps an error answer `{ code, message, fields? }` to the shop's error of that code
 * (`errorFromCode`, src/domain/core/errors.ts): VALIDATION_FAILED and the other validation codes a
 * ValidationError with its `fields`, permission codes a PermissionError, NOT_FOUND and
 * ORDER_NOT_FOUND a NotFoundError, INSUFFICIENT_STOCK an InsufficientStockError, RATE_LIMITED a
 * RateLimitError, anything else a DataError, each with the server's message. An answer without a
 * known code (a proxy's error page) is mapped by its status.
 * @param status - the HTTP status (≥ 400).
 * @param body - the parsed JSON body, or undefined when it was not JSON.
 * @param retryAfter - the answer's `Retry-After` header, if any.
 */
export function errorFromResponse(status: number, body: unknown, retryAfter?: string | null): Error {
  const errorBody = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const message = typeof errorBody.message === 'string' && errorBody.message ? errorBody.message : fallbackMessage(status);
  const code = isErrorCode(errorBody.code) ? errorBody.code : codeOfStatus(status);
  const seconds = Number(retryAfter);
  return errorFromCode(code, message, stringRecord(errorBody.fields), Number.isFinite(seconds) && seconds > 0 ? seconds : 0);
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

/** Maps a failure of fetch itself (or of reading the body) to the network or timeout message. */
function transportError(error: unknown): DataError {
  return new DataError(isTimeout(error) ? serverMessages.timeout : serverMessages.network, 'NETWORK');
}

/**
 * Creates the request helper. Requests carry the session cookie (`credentials: 'same-origin'`)
 * and fail after {@link HttpClientOptions.timeoutMs}.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  function url(path: string, query?: Record<string, string | undefined>): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, value);
    const search = params.toString();
    return `${options.baseUrl}${path}${search ? `?${search}` : ''}`;
  }

  return {
    async request<T>(method: string, path: string, request: RequestOptions = {}): Promise<T> {
      const headers: Record<string, string> = { Accept: 'application/json' };
      let body: BodyInit | undefined;
      if (request.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(request.json);
      } else if (request.body !== undefined) {
        if (request.contentType) headers['Content-Type'] = request.contentType;
        body = request.body;
      }

      let response: Response;
      let text: string;
      try {
        response = await options.fetch(url(path, request.query), {
          method,
          headers,
          body,
          credentials: 'same-origin',
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        throw transportError(error);
      }

      let json: unknown;
      let isJson = false;
      if (text) {
        try {
          json = JSON.parse(text);
          isJson = true;
        } catch {
          // Not JSON: a proxy's error page, or an empty success.
        }
      }

      if (!response.ok) throw errorFromResponse(response.status, isJson ? json : undefined, response.headers.get('Retry-After'));
      const changed = parseChangedKeys(response.headers.get(CHANGED_HEADER));
      if (changed.length > 0) options.onChanged(changed);
      if (request.text) return text as T;
      if (response.status === 204 || !text) return undefined as T;
      if (!isJson) throw new DataError(messages.generic.unexpected);
      return json as T;
    },
  };
}
