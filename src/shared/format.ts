/**
 * Formatting of money, dates and times for Indonesian readers (docs/product/decisions.md, "Name and language").
 * Each Intl formatter is built on first use: building all of them when the module loads delays
 * the app's start-up (docs/measuring.md, "Figures behind code choices").
 */

/** Returns a getter that builds `make()` once, on first call. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const rupiah = once(
  () =>
    new Intl.NumberFormat('id-ID', {
      style: 'currency',
      currency: 'IDR',
      maximumFractionDigits: 0,
    }),
);

const counting = once(() => new Intl.NumberFormat('id-ID'));

/**
 * Formats a count in Indonesian, e.g. `10000` → `"10.000"` (the page switcher's numbers, a list's
 * total, the chat's character count). Its formatter is built on first use, like every one here,
 * and shared: a page's first Intl formatter loads the locale's data, so a formatter built when
 * its module loads makes a page that never shows it pay for that load.
 * @param value - the number to show.
 */
export function formatCount(value: number): string {
  return counting().format(value);
}

/**
 * A mean rating to one decimal with the Indonesian decimal comma, e.g. `4.46` → `"4,5"`, `5` →
 * `"5,0"` (a catalogue card's rating). Without Intl, so a card costs no locale data.
 * @param mean - the mean rating (finite; 0…5).
 */
export function formatRating(mean: number): string {
  return (Math.round(mean * 10) / 10).toFixed(1).replace('.', ',');
}

/**
 * A count in the short form of Indonesian marketplaces, e.g. `950` → `"950"`, `1250` →
 * `"1,2rb"`, `1000` → `"1rb"`, `2_500_000` → `"2,5jt"`: thousands (`rb`, ribu) and millions
 * (`jt`, juta) cut down, never rounded up, to one decimal, so a count never shows more than it is.
 * Without Intl (the decimal comma is written here).
 * @param value - a whole count, 0 or more.
 */
export function formatCompactCount(value: number): string {
  const whole = Math.max(0, Math.floor(value));
  if (whole < 1000) return String(whole);
  const [unit, suffix] = whole < 1_000_000 ? [1000, 'rb'] : [1_000_000, 'jt'];
  const tenths = Math.floor(whole / (unit / 10));
  const integer = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return `${integer.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${decimal === 0 ? '' : `,${decimal}`}${suffix}`;
}

/** The shop's time zone: every calendar day and time shown is in Asia/Jakarta (WIB). */
export const SHOP_TIME_ZONE = 'Asia/Jakarta';

/**
 * Formats an amount in Rupiah, e.g. `25000` → `"Rp 25.000"` (with a non-breaking space), exactly
 * as `Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 })`
 * does (a property test holds it to that), but without Intl for every finite amount up to
 * `Number.MAX_SAFE_INTEGER`: a page's first Intl formatter loads the locale's data, which slows
 * the cart's hydration, and the cart shows nothing else Intl
 * formats. Other values (NaN, ±Infinity, larger amounts) go through Intl.
 * @param amount - whole Rupiah; fractions are rounded half away from zero, as Intl does.
 */
export function formatRupiah(amount: number): string {
  if (!Number.isFinite(amount) || Math.abs(amount) > Number.MAX_SAFE_INTEGER) return rupiah().format(amount);
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}Rp\u00a0${digits}`;
}

/**
 * A date formatter in the shop's time zone ({@link SHOP_TIME_ZONE}) with `options`, built on
 * first use.
 * @param locale - e.g. 'id-ID'; 'en-CA' gives `YYYY-MM-DD`.
 * @returns a getter of the formatter. Throws nothing (Intl's RangeError on bad options is raised
 *   by the first call).
 */
function shopDateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  return once(() => new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, ...options }));
}

const dayParts = shopDateFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The calendar day of an instant in Asia/Jakarta as `YYYY-MM-DD` (an order's `date`, spec
 * section 9 with docs/product/decisions.md).
 */
export function jakartaDay(instant: Date): string {
  return dayParts().format(instant);
}

const dateFormat = shopDateFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * Formats a day (`YYYY-MM-DD`) or an ISO timestamp as an Indonesian date with a short month,
 * e.g. `"4 Nov 2025"`. Returns the input unchanged when it is not a date.
 */
export function formatDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T12:00:00+07:00`)
    : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat().format(date);
}

/**
 * A formatter of ISO timestamps with `options` in Indonesian and WIB (its Intl formatter built on
 * first use); a value that is not a date comes back unchanged.
 */
function timestampFormat(options: Intl.DateTimeFormatOptions): (value: string) => string {
  const format = shopDateFormat('id-ID', options);
  return (value) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : format().format(date);
  };
}

/** Formats an ISO timestamp as Indonesian hours:minutes:seconds (WIB), e.g. `"14.05.09"`. */
export const formatTime: (value: string) => string = /* @__PURE__ */ timestampFormat({
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Formats an ISO timestamp as an Indonesian date and time (WIB), e.g. `"4 Nov 2025, 14.05"`. */
export const formatDateTime: (value: string) => string = /* @__PURE__ */ timestampFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
