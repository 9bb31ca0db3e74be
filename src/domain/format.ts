/**
 * Formatting of money, dates and times for Indonesian readers (docs/product/decisions.md, "Name and language").
 * Each Intl formatter is built on first use: building all of them when the module loads cost
 * about 140 ms of main-thread time at start-up on this machine (issue 6).
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
 * and shared: four modules used to build their own when they loaded (issue 22: the page
 * switcher's, the first Intl formatter of the page and so the one that loaded the locale's data,
 * took 65–95 ms of the list kit's loading on `Pesanan Saya`, which shows no switcher; that load now
 * falls to the page's first price or date).
 * @param value - the number to show.
 */
export function formatCount(value: number): string {
  return counting().format(value);
}

/** The shop's time zone: every calendar day and time shown is in Asia/Jakarta (WIB). */
export const SHOP_TIME_ZONE = 'Asia/Jakarta';

/**
 * Formats an amount in Rupiah, e.g. `25000` → `"Rp 25.000"` (with a non-breaking space), exactly
 * as `Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 })`
 * does (a property test holds it to that), but without Intl for every finite amount up to
 * `Number.MAX_SAFE_INTEGER`: a page's first Intl formatter loads the locale's data, 60–70 ms of
 * the cart's hydration on Lighthouse's phone (issue 22), and the cart shows nothing else Intl
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

/** Asia/Jakarta's offset from UTC (WIB), without summer time, in milliseconds. */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * The instants (ms since the epoch) whose Jakarta wall clock plain arithmetic gives: from 1970 (WIB
 * has been UTC+7 all year since 1964; before, the zone's offsets differed) up to the end of year
 * 9999 in Jakarta (four-digit years). Other instants go through Intl.
 */
const PLAIN_FROM = 0;
const PLAIN_UNTIL = Date.UTC(10000, 0, 1) - JAKARTA_OFFSET_MS;

/** id-ID's short month names, as Intl writes them (`month: 'short'`). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'] as const;

/** Jakarta's wall clock at an instant: the calendar parts, the month 0-based. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * The Jakarta wall clock of `date` by arithmetic (issue 22: a page's first Intl date formatter
 * loads the locale's data, tens of ms of an order page's hydration on a slow phone).
 * @returns null for an invalid date or one outside the plain range (see `PLAIN_FROM`), which
 *   the callers format with Intl.
 */
function jakartaWallClock(date: Date): WallClock | null {
  const time = date.getTime();
  if (!(time >= PLAIN_FROM && time < PLAIN_UNTIL)) return null;
  const wall = new Date(time + JAKARTA_OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth(),
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** `n` with at least two digits (`5` → `"05"`). */
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** `"4 Nov 2025"`: Intl's id-ID `{ day: 'numeric', month: 'short', year: 'numeric' }`. */
const shortDateOf = (wall: WallClock) => `${wall.day} ${SHORT_MONTHS[wall.month]} ${wall.year}`;

const dayParts = shopDateFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The calendar day of an instant in Asia/Jakarta as `YYYY-MM-DD` (an order's `date`, spec
 * section 9 with docs/product/decisions.md); the same text as Intl's `en-CA` date in that zone (a
 * property test holds it to that), without Intl from 1970 to 9999.
 */
export function jakartaDay(instant: Date): string {
  const wall = jakartaWallClock(instant);
  if (!wall) return dayParts().format(instant);
  return `${wall.year}-${twoDigits(wall.month + 1)}-${twoDigits(wall.day)}`;
}

const dateFormat = shopDateFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * Formats a day (`YYYY-MM-DD`) or an ISO timestamp as an Indonesian date with a short month,
 * e.g. `"4 Nov 2025"`; the same text as Intl's id-ID format in Asia/Jakarta (a property test holds
 * it to that), without Intl for instants from 1970 to 9999 (issue 22: `Pesanan Saya`'s order
 * cards show dates). Returns the input unchanged when it is not a date.
 */
export function formatDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T12:00:00+07:00`)
    : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const wall = jakartaWallClock(date);
  return wall ? shortDateOf(wall) : dateFormat().format(date);
}

/**
 * A formatter of ISO timestamps in Indonesian and WIB: `plain` writes Jakarta's wall clock (from
 * 1970 to 9999), Intl with `options` (its formatter built on first use) any other date, and the
 * two give the same text (a property test holds them to that); a value that is not a date comes
 * back unchanged.
 */
function timestampFormat(options: Intl.DateTimeFormatOptions, plain: (wall: WallClock) => string): (value: string) => string {
  const format = shopDateFormat('id-ID', options);
  return (value) => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return value;
    const wall = jakartaWallClock(date);
    return wall ? plain(wall) : format().format(date);
  };
}

/** Formats an ISO timestamp as Indonesian hours:minutes:seconds (WIB), e.g. `"14.05.09"`. */
export const formatTime: (value: string) => string = /* @__PURE__ */ timestampFormat(
  { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  (wall) => `${twoDigits(wall.hour)}.${twoDigits(wall.minute)}.${twoDigits(wall.second)}`,
);

/** Formats an ISO timestamp as an Indonesian date and time (WIB), e.g. `"4 Nov 2025, 14.05"`. */
export const formatDateTime: (value: string) => string = /* @__PURE__ */ timestampFormat(
  { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  (wall) => `${shortDateOf(wall)}, ${twoDigits(wall.hour)}.${twoDigits(wall.minute)}`,
);
