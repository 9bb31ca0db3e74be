/** Path parameters, checked before they reach a service. */
import { NotFoundError } from '@/domain/core/errors';

/**
 * A numeric id from the path (product ids are whole numbers).
 * @throws NotFoundError with `message` when it is not a whole, safe number (an unknown id).
 */
export function numericId(value: string, message: string): number {
  if (!/^\d{1,16}$/.test(value)) throw new NotFoundError(message);
  const id = Number(value);
  if (!Number.isSafeInteger(id)) throw new NotFoundError(message);
  return id;
}
