// src/domain/format.ts
/**
* Formatting of money, dates and times for Indonesian readers (docs/product/decisions.md, "Name and language").
* Each Intl formatter is built on first use: building all of them when the module loads cost
* about 140 ms of main-thread time at start-up on this machine (issue 6).
*/
/** Returns a getter that builds `make()` once, on first call. */
function once(make) {
	let value;
	return () => value ??= make();
}
var rupiah = once(() => new Intl.NumberFormat("id-ID", {
	style: "currency",
	currency: "IDR",
	maximumFractionDigits: 0
}));
/** The shop's time zone: every calendar day and time shown is in Asia/Jakarta (WIB). */
var SHOP_TIME_ZONE = "Asia/Jakarta";
/**
* Formats an amount in Rupiah, e.g. `25000` → `"Rp 25.000"` (with a non-breaking space).
* @param amount - whole Rupiah; fractions are rounded.
*/
function formatRupiah(amount) {
	return rupiah().format(amount);
}
var dayParts = once(() => new Intl.DateTimeFormat("en-CA", {
	timeZone: SHOP_TIME_ZONE,
	year: "numeric",
	month: "2-digit",
	day: "2-digit"
}));
/**
* The calendar day of an instant in Asia/Jakarta as `YYYY-MM-DD` (an order's `date`, spec
* section 9 with docs/product/decisions.md).
*/
function jakartaDay(instant) {
	return dayParts().format(instant);
}
var dateFormat = once(() => new Intl.DateTimeFormat("id-ID", {
	timeZone: SHOP_TIME_ZONE,
	day: "numeric",
	month: "short",
	year: "numeric"
}));
/**
* Formats a day (`YYYY-MM-DD`) or an ISO timestamp as an Indonesian date with a short month,
* e.g. `"4 Nov 2025"`. Returns the input unchanged when it is not a date.
*/
function formatDate(value) {
	const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? /* @__PURE__ */ new Date(`${value}T12:00:00+07:00`) : new Date(value);
	return Number.isNaN(date.getTime()) ? value : dateFormat().format(date);
}
var timeFormat = once(() => new Intl.DateTimeFormat("id-ID", {
	timeZone: SHOP_TIME_ZONE,
	hour: "2-digit",
	minute: "2-digit",
	second: "2-digit"
}));
/** Formats an ISO timestamp as Indonesian hours:minutes:seconds (WIB). */
function formatTime(value) {
	const date = new Date(value);
	return Number.isNaN(date.getTime()) ? value : timeFormat().format(date);
}
var dateTimeFormat = once(() => new Intl.DateTimeFormat("id-ID", {
	timeZone: SHOP_TIME_ZONE,
	day: "numeric",
	month: "short",
	year: "numeric",
	hour: "2-digit",
	minute: "2-digit"
}));
/** Formats an ISO timestamp as an Indonesian date and time (WIB). */
function formatDateTime(value) {
	const date = new Date(value);
	return Number.isNaN(date.getTime()) ? value : dateTimeFormat().format(date);
}
export { jakartaDay as a, formatTime as i, formatDateTime as n, formatRupiah as r, formatDate as t };
