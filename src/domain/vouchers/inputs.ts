/**
 * The back office's voucher form (`Tambah Voucher`, `Ubah {code}`; docs/product/vouchers.md
 * "The owner's form"): every field refused with the catalogue's Indonesian text, never repaired.
 * Both modes validate a saved voucher with {@link voucherInputSchema}.
 */
import { z } from 'zod';
import { serverMessages } from '@/shared/messages';
import { voucherMessages } from '@/shared/messages-voucher';
import { numberInput } from '../core/input-fields';
import { wholeIn } from '../core/whole-number';
import { normalizeVoucherCode, VOUCHER_CODE_PATTERN } from './code';
import { DISCOUNT_TYPES } from './discount';

/** The limits of one voucher's numbers and lists (docs/security.md "Limits"). */
export const VOUCHER_LIMITS = {
  /** `Nilai Diskon` of `Nominal` and `Maksimal Diskon`, Rupiah. */
  amount: { min: 1, max: 100_000_000 },
  /** `Nilai Diskon` of `Persen`. */
  percent: { min: 1, max: 100 },
  /** `Minimal Belanja`, Rupiah. */
  minSpend: { min: 0, max: 1_000_000_000 },
  /** `Kuota`, uses. */
  quota: { min: 1, max: 1_000_000 },
  /** `Batas per Pembeli`, uses. */
  perBuyer: { min: 1, max: 100 },
  /** Products one voucher may name. */
  products: 100,
  /** Categories one voucher may name. */
  categories: 20,
} as const;

/** The most vouchers a shop keeps (used ones are paused, never deleted, so they count). */
export const MAX_VOUCHERS = 1000;

/** The shop's fixed offset from UTC: WIB, which has no daylight saving time. */
const WIB_OFFSET = '+07:00';

/**
 * An instant typed in WIB as a `datetime-local` field gives it (`2026-12-01T08:00`), as an ISO
 * instant in UTC; '' gives null (no bound). Refuses any other text and impossible dates.
 */
export function wibLocalToInstant(typed: string): string | null | undefined {
  if (typed === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(typed)) return undefined;
  const instant = new Date(`${typed}:00${WIB_OFFSET}`);
  if (Number.isNaN(instant.getTime())) return undefined;
  // `Date` rolls 31 Nov over to 1 Dec; such a date was not what was typed.
  const wib = new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 16);
  return wib === typed ? instant.toISOString() : undefined;
}

/**
 * The inverse of {@link wibLocalToInstant}: a stored instant (ISO) as a `datetime-local` field
 * shows it in WIB (`2026-12-01T08:00`, seconds dropped); null gives '' (no bound).
 */
export function instantToWibLocal(instant: string | null): string {
  if (instant === null) return '';
  const time = Date.parse(instant);
  return Number.isNaN(time) ? '' : new Date(time + 7 * 3_600_000).toISOString().slice(0, 16);
}

/** A WIB date-time field (`Berlaku Mulai`, `Berlaku Sampai`): '' or a real date-time, as an ISO instant or null. */
const wibInstant = z
  .string({ error: voucherMessages.dateInvalid })
  .trim()
  .transform((typed, ctx) => {
    const instant = wibLocalToInstant(typed);
    if (instant === undefined) {
      ctx.addIssue({ code: 'custom', message: voucherMessages.dateInvalid });
      return z.NEVER;
    }
    return instant;
  });

/** A Rupiah or count field: a number or its digits as text, whole, within `range`. */
const whole = (range: { readonly min: number; readonly max: number }, message: string) => numberInput(wholeIn(range, message), message);

/**
 * A voucher as the owner saves it. `maxDiscount` is required for `Persen` and `Gratis Ongkir`
 * ('' or null: none, for `Nominal`); `value` is not asked of `Gratis Ongkir` (stored 0);
 * `perBuyerLimit` is at most `quota`; `endsAt` after `startsAt`.
 */
export const voucherInputSchema = z
  .object(
    {
      code: z
        .string({ error: voucherMessages.codeInvalid })
        .transform(normalizeVoucherCode)
        .pipe(z.string().regex(VOUCHER_CODE_PATTERN, voucherMessages.codeInvalid)),
      discountType: z.enum(DISCOUNT_TYPES, { error: voucherMessages.discountTypeInvalid }),
      value: z.unknown(),
      maxDiscount: z
        .union(
          [
            z.literal('', { error: voucherMessages.maxDiscountInvalid }),
            z.null({ error: voucherMessages.maxDiscountInvalid }),
            whole(VOUCHER_LIMITS.amount, voucherMessages.maxDiscountInvalid),
          ],
          { error: voucherMessages.maxDiscountInvalid },
        )
        .transform((v) => (v === '' ? null : v)),
      minSpend: whole(VOUCHER_LIMITS.minSpend, voucherMessages.minSpendInvalid),
      quota: whole(VOUCHER_LIMITS.quota, voucherMessages.quotaInvalid),
      perBuyerLimit: whole(VOUCHER_LIMITS.perBuyer, voucherMessages.perBuyerInvalid),
      startsAt: wibInstant,
      endsAt: wibInstant,
      productIds: z
        .array(z.number({ error: serverMessages.requestInvalid }).int().nonnegative(), { error: serverMessages.requestInvalid })
        .max(VOUCHER_LIMITS.products, voucherMessages.tooManyProducts(VOUCHER_LIMITS.products))
        .transform((ids) => [...new Set(ids)]),
      categories: z
        .array(z.string({ error: serverMessages.requestInvalid }).trim().min(1, serverMessages.requestInvalid).max(100, serverMessages.requestInvalid), {
          error: serverMessages.requestInvalid,
        })
        .max(VOUCHER_LIMITS.categories, voucherMessages.tooManyCategories(VOUCHER_LIMITS.categories))
        .transform((names) => [...new Set(names)]),
      active: z.boolean({ error: serverMessages.requestInvalid }),
      showInStore: z.boolean({ error: serverMessages.requestInvalid }),
    },
    { error: serverMessages.requestInvalid },
  )
  .transform((input, ctx) => {
    const issue = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    let value = 0;
    if (input.discountType !== 'freeShipping') {
      const [range, message] =
        input.discountType === 'percent' ? [VOUCHER_LIMITS.percent, voucherMessages.percentInvalid] : [VOUCHER_LIMITS.amount, voucherMessages.amountInvalid];
      const parsed = whole(range, message).safeParse(input.value);
      if (!parsed.success) return issue('value', message);
      value = parsed.data;
    }
    if (input.discountType !== 'fixed' && input.maxDiscount === null) return issue('maxDiscount', voucherMessages.maxDiscountRequired);
    if (input.perBuyerLimit > input.quota) return issue('perBuyerLimit', voucherMessages.perBuyerInvalid);
    if (input.startsAt !== null && input.endsAt !== null && input.endsAt <= input.startsAt) return issue('endsAt', voucherMessages.periodInvalid);
    return { ...input, value, maxDiscount: input.discountType === 'fixed' ? null : input.maxDiscount };
  });
/** The voucher form's input (what the owner's form or an API client sends). */
export type VoucherInput = z.input<typeof voucherInputSchema>;
/** A validated voucher form: code normalised, instants in ISO, `maxDiscount` null for `Nominal`. */
export type VoucherFields = z.output<typeof voucherInputSchema>;
