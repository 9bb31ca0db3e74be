/**
 * The HTTP adapter's request helper: same-origin JSON requests to the shop server
 * (`docs/api.md`) with a timeout, error answers mapped back to the data layer's errors and the
 * `Seulanga-Changed` header handed to the change listeners.
 */
import { InsufficientStockError } from '@/domain/cart';
import { messages, serverMessages } from '@/domain/messages';
import { DataError, NotFoundError, PermissionError, ValidationError } from '@/data/errors';
import { isStorageKey, type StorageKey } from '@/data/storage-keys';

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
  onChanged(keys: StorageKey[]): void;
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
}

/** Sends requests to the shop server. */
export interface HttpClient {
  /**
   * Sends a request and resolves with its JSON answer (`undefined` for 204).
   * @throws ValidationError (400), PermissionError (401/403), NotFoundError (404),
   * InsufficientStockError (409) or DataError (anything else, network failure, timeout), each
   * with the server's message.
   */
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
}

/** The error body of every failed answer (`docs/api.md`). */
interface ErrorBody {
  error?: unknown;
  fieldErrors?: unknown;
}

/** Reads the storage keys of a `Seulanga-Changed` header value; unknown names are ignored. */
export function parseChangedKeys(header: string | null): StorageKey[] {
  if (!header) return [];
  const keys = new Set<StorageKey>();
  for (const part of header.split(',')) {
    const key = part.trim();
    if (isStorageKey(key)) keys.add(key);
  }
  return [...keys];
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
 * Maps an error answer to the data layer's error: 400 ValidationError (with `fieldErrors`),
 * 401/403 PermissionError, 404 NotFoundError, 409 InsufficientStockError, anything else
 * (413, 429, 500, 503, …) DataError, each with the server's message.
 * @param status - the HTTP status (≥ 400).
 * @param body - the parsed JSON body, or undefined when it was not JSON.
 */
export function errorFromResponse(status: number, body: unknown): Error {
  const errorBody = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const message = typeof errorBody.error === 'string' && errorBody.error ? errorBody.error : fallbackMessage(status);
  switch (status) {
    case 400:
      return new ValidationError(message, stringRecord(errorBody.fieldErrors));
    case 401:
    case 403:
      return new PermissionError(message);
    case 404:
      return new NotFoundError(message);
    case 409:
      return InsufficientStockError.fromMessage(message);
    default:
      return new DataError(message);
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

/** Maps a failure of fetch itself (or of reading the body) to the network or timeout message. */
function transportError(error: unknown): DataError {
  return new DataError(isTimeout(error) ? serverMessages.timeout : serverMessages.network);
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

      if (!response.ok) throw errorFromResponse(response.status, isJson ? json : undefined);
      const changed = parseChangedKeys(response.headers.get(CHANGED_HEADER));
      if (changed.length > 0) options.onChanged(changed);
      if (response.status === 204 || !text) return undefined as T;
      if (!isJson) throw new DataError(messages.generic.unexpected);
      return json as T;
    },
  };
}
