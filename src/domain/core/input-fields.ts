/**
 * The building blocks of the input schemas every subject's `inputs.ts` uses: field lengths,
 * trimmed texts, phone numbers, postal codes, image references and numbers typed as text. An
 * input schema refuses what it cannot accept (it never repairs a value, as the stored-record
 * schemas of ./records.ts do) and answers the message catalogue's Indonesian text.
 */
import { z } from 'zod';
import { accountMessages } from '@/shared/messages-account';

/** Longest text accepted in a single-line field (characters). */
export const MAX_FIELD_LENGTH = 200;
/** Longest review or address text (characters). */
export const MAX_TEXT_LENGTH = 2000;

/** A trimmed text. */
export const trimmed = z.string().trim();
/** A trimmed text whose wrong type (a number, null, missing) answers `message`, not zod's English. */
export const trimmedOr = (message: string) => z.string({ error: message }).trim();

/** A phone number: 9–15 digits, an optional leading +, spaces and dashes ignored ('' is for the required check). */
export const isPhone = (v: string) => v === '' || /^\+?\d{9,15}$/.test(v.replace(/[\s-]/g, ''));
/** A postal code: 5 digits ('' is for the required check). */
export const isPostalCode = (v: string) => v === '' || /^\d{5}$/.test(v);

/** Largest stored image as a data URL (characters): about 350 KB, after downscaling. */
export const MAX_IMAGE_DATA_URL_LENGTH = 480_000;

/** An image reference: '' (none), a path of the shop, an http(s) address or a small raster data URL. */
export const imageRef = z
  .string()
  .max(MAX_IMAGE_DATA_URL_LENGTH, accountMessages.imageTooLarge)
  .refine(
    (v) => v === '' || v.startsWith('/') || /^https?:\/\//.test(v) || /^data:image\/(png|jpeg|webp|gif|avif);base64,/.test(v),
    accountMessages.imageInvalid,
  );

/** A number as a form's text field gives it: decimal digits with an optional fraction ('12000', '2.5'). */
const DECIMAL_TEXT = /^\d+(\.\d+)?$/;

/**
 * A number of an input that refuses instead of coercing: a number, or a text of decimal digits
 * (as a form's text field gives it), then checked by `number`. Everything else — '', blanks,
 * null, undefined, other text ('abc', '-5', '1e3', '0x10'), NaN, ±Infinity — fails with
 * `message`; nothing becomes 0.
 */
export function numberInput(number: z.ZodNumber, message: string) {
  return z
    .union(
      // Every branch carries the message: form resolvers report the closest branch's issue.
      [z.number({ error: message }), z.string({ error: message }).regex(DECIMAL_TEXT, message).transform(Number)],
      { error: message },
    )
    .pipe(number);
}
