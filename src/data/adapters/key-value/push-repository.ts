/**
 * Web Push in browser mode: unavailable (docs/decisions/026-web-push.md). A push comes from the
 * shop server, which browser mode has none of; each method refuses with ValidationError
 * PUSH_UNAVAILABLE, so the notification settings say why.
 */
import { ValidationError } from '@/domain/core/errors';
import type { PushRepository } from '@/domain/port/port';
import { pushMessages } from '@/shared/messages-push';

/** The refusal of every Web Push call in browser mode. */
export function pushUnavailable(): ValidationError {
  return new ValidationError(pushMessages.browserMode, {}, 'PUSH_UNAVAILABLE');
}

/** The browser mode's {@link PushRepository}: every method refuses. */
export function createPushRepository(): PushRepository {
  const refuse = () => Promise.reject(pushUnavailable());
  return { publicKey: refuse, subscribe: refuse, unsubscribe: refuse, sendTest: refuse };
}
