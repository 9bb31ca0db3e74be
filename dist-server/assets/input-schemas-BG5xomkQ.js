import { i as messages } from "./messages-CBdMQSHl.js";
import { O as ORDER_STATUSES, k as SHIPPING_STATUSES } from "../entry-server.js";
import { i as transactionStatusSchema } from "./schemas-9iOQ1X1u.js";
import { c as partnerInputSchema, d as profileInputSchema, f as registerInputSchema, i as addressInputSchema, l as passwordChangeInputSchema, m as storeSettingsInputSchema, o as checkoutInputSchema, p as reviewInputSchema, u as productInputSchema } from "./validation-D8L1HcKr.js";
import { i as ValidationError } from "./errors-a5EGD5HF.js";
import { z } from "zod";
// src/data/validate.ts
/**
* Validates `input` with `schema`.
* @returns the parsed value.
* @throws ValidationError with per-field messages (the first one as the error's message).
*/
function validate(schema, input) {
	const parsed = schema.safeParse(input);
	if (parsed.success) return parsed.data;
	const errors = {};
	for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
	throw new ValidationError(Object.values(errors)[0] ?? messages.generic.unexpected, errors);
}
// src/domain/back-office-search.ts
/**
* The back office's long lists, one rule for both modes (spec section 2 "Admin"; docs/api.md
* "Back-office lists"): the products table ('Cari produk'), the orders table ('Status', 'Status
* Pengiriman', 'Cari pesanan'), the transactions table ('Status', 'Cari transaksi') and the sales
* history, each answered one page at a time ({@link Page}, 20 rows by default). The browser mode
* filters its stored lists with the functions here; the server runs the same rules in SQL
* (server/services/orders.ts, catalog.ts, logs.ts) over the folded texts defined here.
*/
/** The search text field of every back-office list: at most {@link MAX_SEARCH_LENGTH} characters. */
var searchText = z.string({ error: messages.lists.filterInvalid }).max(200, messages.lists.searchTooLong).optional();
/** Page and page size: finite numbers when present (clamped later). */
var pageFields = {
	page: z.number({ error: messages.lists.pageInvalid }).optional(),
	pageSize: z.number({ error: messages.lists.pageInvalid }).optional()
};
/** The refusing check of a {@link ProductAdminSearch} (both modes). */
var productAdminSearchSchema = z.object({
	q: searchText,
	...pageFields
}, { error: messages.lists.filterInvalid });
/** The refusing check of an {@link OrderSearch}: an unknown status is refused, not ignored. */
var orderSearchSchema = z.object({
	status: z.enum(ORDER_STATUSES, { error: messages.lists.filterInvalid }).optional(),
	shippingStatus: z.enum(SHIPPING_STATUSES, { error: messages.lists.filterInvalid }).optional(),
	q: searchText,
	...pageFields
}, { error: messages.lists.filterInvalid });
/** The refusing check of a {@link TransactionSearch}. */
var transactionSearchSchema = z.object({
	status: z.enum(transactionStatusSchema.options, { error: messages.lists.filterInvalid }).optional(),
	q: searchText,
	...pageFields
}, { error: messages.lists.filterInvalid });
/** The refusing check of a sales-history {@link PageRequest}. */
var pageRequestSchema = z.object(pageFields, { error: messages.lists.filterInvalid });
// src/domain/back-office-figures.ts
/**
* The back office's figures as the data port answers them (docs/api.md "Back-office figures"):
* the dashboard's four cards and monthly chart (spec section 2, "Admin dashboard") and the sales
* report with its six-month chart ('Laporan Penjualan'), for a given Jakarta day. The figures
* themselves are the rules of `./reports` and `./report-figures`; this module puts them together
* once for both modes. The browser mode passes its whole stored lists; the server passes the
* records of the figures' window only ({@link figuresWindowStart}) and counts the cards in SQL
* with the same rules, so the admin's browser never downloads every order.
*/
/**
* The request's check (both modes): a real calendar day `YYYY-MM-DD` between the years 2000 and
* 9999, nothing else. Refuses with 'Tanggal laporan tidak valid.'.
*/
var figuresRequestSchema = z.object({ day: z.string({ error: messages.lists.dayInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.lists.dayInvalid }).refine((day) => {
	const [year, month, date] = day.split("-").map(Number);
	const utc = new Date(Date.UTC(year, month - 1, date));
	return year >= 2e3 && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}, { error: messages.lists.dayInvalid }) }).strict();
// src/data/adapters/http/input-schemas.ts
var INPUT_SCHEMAS = {
	address: addressInputSchema,
	checkout: checkoutInputSchema,
	figures: figuresRequestSchema,
	orderSearch: orderSearchSchema,
	pageRequest: pageRequestSchema,
	partner: partnerInputSchema,
	passwordChange: passwordChangeInputSchema,
	product: productInputSchema,
	productAdminSearch: productAdminSearchSchema,
	profile: profileInputSchema,
	register: registerInputSchema,
	review: reviewInputSchema,
	storeSettings: storeSettingsInputSchema,
	transactionSearch: transactionSearchSchema
};
/**
* Checks and parses `input` with the schema named `name` (see `validate`).
* @throws ValidationError with per-field messages (the first one as the message).
*/
function checkInput(name, input) {
	return validate(INPUT_SCHEMAS[name], input);
}
export { checkInput };
