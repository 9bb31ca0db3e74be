// src/domain/reports.ts
/** Short Indonesian month names, January first (the chart's axis: 'Jan' … 'Des'). */
var MONTH_NAMES_SHORT = [
	"Jan",
	"Feb",
	"Mar",
	"Apr",
	"Mei",
	"Jun",
	"Jul",
	"Agu",
	"Sep",
	"Okt",
	"Nov",
	"Des"
];
// src/domain/report-figures.ts
/**
* Figures of the back office's sales report ('Laporan Penjualan') and the rule of the sales
* history ('Riwayat Penjualan'): spec sections 2 and 6 with docs/product/decisions.md, "Back office" (figures
* computed from stored data; growth compares this month with the last). Built on the month
* arithmetic and counting of `./reports` (the dashboard's module).
*
* Months are Asia/Jakarta calendar months (docs/product/decisions.md "Name and language"); money is whole Rupiah.
*/
/**
* A change as the report shows it: `+15%`, `-10%`, `0%`, `baru` (nothing last month) or `—`
* (nothing in either month).
*/
function formatChange(change) {
	if (change.kind === "none") return "—";
	if (change.kind === "new") return "baru";
	return `${change.value > 0 ? "+" : ""}${change.value}%`;
}
/** A month key `YYYY-MM` as a short Indonesian label, e.g. `'2025-08'` → `'Agu 2025'`. */
function monthLabel(month) {
	const [year, mon] = month.split("-").map(Number);
	return `${MONTH_NAMES_SHORT[mon - 1] ?? "?"} ${year}`;
}
/** Activity types the sales history lists (spec section 6). */
var SALES_HISTORY_TYPES = [
	"addProduct",
	"updateProduct",
	"deleteProduct",
	"updateProfile",
	"changePassword"
];
/** Readable Indonesian names of the sales-history activity types. */
var SALES_HISTORY_TYPE_LABELS = {
	addProduct: "Tambah Produk",
	updateProduct: "Ubah Produk",
	deleteProduct: "Hapus Produk",
	updateProfile: "Ubah Profil",
	changePassword: "Ubah Kata Sandi"
};
/** Whether `type` is one the sales history lists. */
function isSalesHistoryType(type) {
	return SALES_HISTORY_TYPES.includes(type);
}
export { monthLabel as i, formatChange as n, isSalesHistoryType as r, SALES_HISTORY_TYPE_LABELS as t };
