/**
 * The schema of a whole number within a range, one message for every way a value misses it (not a
 * number, a fraction, too small, too large). The settings' numbers (../settings/inputs.ts), a product's
 * weight and a shipping rate (../shipping/cost.ts) are such numbers.
 */
import { z } from 'zod';

/**
 * A whole number from `range.min` to `range.max` (inclusive); anything else answers `message`.
 * @param range - the smallest and largest allowed values, in the field's unit.
 * @param message - the catalogue text (src/shared/messages.ts) of every refusal.
 */
export const wholeIn = (range: { readonly min: number; readonly max: number }, message: string) =>
  z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);
