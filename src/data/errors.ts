/**
 * Errors the data layer throws. Each carries a user-facing Indonesian message (the catalogue's)
 * so screens can show `error.message` as it is.
 */
import { messages } from '@/domain/messages';

/** Base class: an expected failure whose message can be shown to the user. */
export class DataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The browser's storage quota was reached; nothing of the failed write was kept. */
export class StorageQuotaError extends DataError {
  constructor() {
    super(messages.storage.quota);
  }
}

/** The caller is not signed in, or their role does not allow the action. */
export class PermissionError extends DataError {}

/** Input failed validation; `fieldErrors` maps a field name to its message. */
export class ValidationError extends DataError {
  readonly fieldErrors: Record<string, string>;
  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.fieldErrors = fieldErrors;
  }
}

/** A record that the action needs does not exist. */
export class NotFoundError extends DataError {}

/**
 * Too many attempts (the server's login and sign-up limits); the server answers 429 with
 * `Retry-After: retryAfterSeconds`.
 */
export class RateLimitError extends DataError {
  constructor(
    message: string,
    /** Seconds until the caller may try again. */
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The content is larger than the action accepts (an image over 2 MB); the server answers 413. */
export class PayloadTooLargeError extends DataError {}

/** Returns a message fit to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return messages.generic.unexpected;
}
