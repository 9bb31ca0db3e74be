import { t as TableScrollRegion } from "./table-scroll-region-CY-wVEsB.js";
import { t as Badge } from "./badge-DUBXcYic.js";
import { t as EmptyState } from "./empty-state-CYDT0TqZ.js";
import { t as Skeleton } from "./skeleton-Bul1_UKn.js";
import { f as Spinner } from "../entry-server.js";
import { t as TablePagination } from "./table-pagination-GpaFDZ-W.js";
import { a as errorMessage, r as PermissionError } from "./errors-a5EGD5HF.js";
import { n as formatDateTime, r as formatRupiah } from "./format-DldOCsp5.js";
import { i as messages, n as adminMessages, t as accountMessages } from "./messages-CBdMQSHl.js";
import { r as isSalesHistoryType, t as SALES_HISTORY_TYPE_LABELS } from "./report-figures-DRBv3NZP.js";
import { n as tablePageProps, t as usePageNumber } from "./use-page-number-C3GmwfLV.js";
import { d as queryKeys, l as useShopData } from "./react-CEzJk9tn.js";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
import { HistoryIcon } from "lucide-react";
// src/features/admin-sales-history/api/use-sales-history.ts
/**
* One page of the sales history (`data.logs.salesHistory`, admin only: a non-admin gets the data
* layer's PermissionError). While another page loads, the previous one stays shown; refreshes
* when the activity log changes, also in another tab or on another device.
*/
function useSalesHistory(request) {
	const data = useShopData();
	return useQuery({
		queryKey: queryKeys.salesHistory(request),
		queryFn: () => data.logs.salesHistory(request),
		placeholderData: keepPreviousData
	});
}
// src/features/admin-sales-history/lib/details.ts
/**
* Readable activity details (spec section 2, "Admin sales history": details shown readably instead
* of raw JSON): each key gets an Indonesian label, money is formatted as Rupiah, yes/no as
* 'Ya'/'Tidak', a change `{ from, to }` as 'from → to', and nested objects and lists become nested
* items. Long texts (e.g. image data URLs) are shortened.
*/
/** Indonesian labels of the detail keys the shop writes (src/data and the seed). */
var DETAIL_LABELS = {
	productId: "ID Produk",
	name: "Nama",
	category: "Kategori",
	price: "Harga",
	stock: "Stok",
	partnerId: "Mitra",
	location: "Lokasi",
	description: "Deskripsi",
	image: "Gambar",
	changes: "Perubahan",
	oldPrice: "Harga Lama",
	newPrice: "Harga Baru",
	field: "Bidang",
	oldEmail: "Email Lama",
	newEmail: "Email Baru",
	emailChanged: "Email diubah",
	imageChanged: "Foto profil diubah",
	success: "Berhasil",
	reason: "Alasan",
	orderId: "ID Pesanan",
	quantity: "Jumlah",
	items: "Barang"
};
/** Keys whose numbers are Rupiah. */
var MONEY_KEY = /price|amount|total/i;
/** Longest text shown in full (characters). */
var MAX_TEXT = 80;
/** Stored reasons of a failed password change → their messages. */
var REASONS = {
	oldPassword: accountMessages.oldPasswordWrong,
	newPassword: accountMessages.newPasswordTooShort,
	confirmPassword: accountMessages.confirmMismatch
};
/** 'camelCaseKey' → 'Camel case key' for keys without a label. */
function humanise(key) {
	const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").toLowerCase();
	return words.charAt(0).toUpperCase() + words.slice(1);
}
function isRecord(value) {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isChange(value) {
	return isRecord(value) && "from" in value && "to" in value && Object.keys(value).length === 2;
}
/** A leaf value as text; `key` decides money formatting. */
function formatDetailValue(key, value) {
	if (value === null || value === void 0 || value === "") return "-";
	if (typeof value === "boolean") return value ? "Ya" : "Tidak";
	if (typeof value === "number") return MONEY_KEY.test(key) ? formatRupiah(value) : String(value);
	if (typeof value === "string") {
		if (key === "reason" && REASONS[value]) return REASONS[value];
		if (value.startsWith("data:")) return "(gambar diunggah)";
		return value.length > MAX_TEXT ? `${value.slice(0, 79)}…` : value;
	}
	if (Array.isArray(value)) return value.map((v) => formatDetailValue(key, v)).join(", ");
	if (isChange(value)) return `${formatDetailValue(key, value.from)} → ${formatDetailValue(key, value.to)}`;
	return JSON.stringify(value);
}
function describe(key, value, label) {
	if (isChange(value) || !(isRecord(value) || Array.isArray(value) && value.some((v) => typeof v === "object" && v !== null))) return {
		key,
		label,
		value: formatDetailValue(key, value)
	};
	if (Array.isArray(value)) return {
		key,
		label,
		children: value.map((item, i) => describe(key, item, String(i + 1)))
	};
	return {
		key,
		label,
		children: describeDetails(value)
	};
}
/**
* The details of an activity entry as labelled lines, in the stored key order.
* @param details - the entry's free `details` object (absent: no lines).
*/
function describeDetails(details) {
	if (!details) return [];
	return Object.entries(details).map(([key, value]) => describe(key, value, DETAIL_LABELS[key] ?? humanise(key)));
}
// src/features/admin-sales-history/components/activity-details.tsx
/**
* Activity details as a definition list of 'label: value' lines, nested lists indented (see
* `describeDetails`). Text is rendered as text.
*/
function ActivityDetails({ items }) {
	if (items.length === 0) return /* @__PURE__ */ jsx("span", {
		className: "text-muted-foreground",
		children: "-"
	});
	return /* @__PURE__ */ jsx("dl", {
		className: "grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs",
		children: items.map((item) => /* @__PURE__ */ jsxs("div", {
			className: "col-span-2 grid grid-cols-subgrid",
			children: [/* @__PURE__ */ jsxs("dt", {
				className: "font-medium text-muted-foreground",
				children: [item.label, ":"]
			}), /* @__PURE__ */ jsx("dd", {
				className: "break-words",
				children: "children" in item ? /* @__PURE__ */ jsx(ActivityDetails, { items: item.children }) : item.value
			})]
		}, `${item.key}-${item.label}`))
	});
}
// src/features/admin-sales-history/components/sales-history-page.tsx
/**
* /admin/sales-history, 'Riwayat Penjualan' (spec sections 2 and 6): the admins' product, profile
* and password activity (`salesHistory`), newest first, 20 per page (paged by the data port, `logs.salesHistory`), with time, user, activity
* type (Indonesian), description and readable details. Empty: 'Belum ada riwayat aktivitas
* penjualan.'; a non-admin (refused by the data layer): 'Anda tidak memiliki akses ke halaman ini.'.
*/
function AdminSalesHistoryPage() {
	const [page, setPage] = usePageNumber("");
	const activity = useSalesHistory({ page });
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-6",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Riwayat Penjualan — Seulanga" }),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "Riwayat Penjualan"
			}), /* @__PURE__ */ jsx("p", {
				className: "text-muted-foreground",
				children: "Perubahan produk, profil, dan kata sandi oleh admin."
			})] }),
			activity.isPending ? /* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-3",
				children: [/* @__PURE__ */ jsx(Spinner, { label: "Memuat riwayat..." }), /* @__PURE__ */ jsx(Skeleton, { className: "h-64 w-full" })]
			}) : activity.isError ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "text-destructive",
				children: activity.error instanceof PermissionError ? messages.auth.noAccess : errorMessage(activity.error)
			}) : activity.data.total === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(HistoryIcon, {}),
				title: adminMessages.noActivity
			}) : /* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-6",
				"aria-busy": activity.isPlaceholderData,
				children: [/* @__PURE__ */ jsx(TableScrollRegion, {
					label: "Tabel riwayat penjualan",
					className: "rounded-lg border",
					children: /* @__PURE__ */ jsxs("table", {
						className: "w-full min-w-[48rem] text-left text-sm",
						children: [
							/* @__PURE__ */ jsx("caption", {
								className: "sr-only",
								children: "Riwayat aktivitas penjualan"
							}),
							/* @__PURE__ */ jsx("thead", {
								className: "border-b bg-muted/50 text-muted-foreground",
								children: /* @__PURE__ */ jsxs("tr", { children: [
									/* @__PURE__ */ jsx("th", {
										scope: "col",
										className: "px-3 py-2 font-medium",
										children: "Waktu"
									}),
									/* @__PURE__ */ jsx("th", {
										scope: "col",
										className: "px-3 py-2 font-medium",
										children: "Pengguna"
									}),
									/* @__PURE__ */ jsx("th", {
										scope: "col",
										className: "px-3 py-2 font-medium",
										children: "Jenis Aktivitas"
									}),
									/* @__PURE__ */ jsx("th", {
										scope: "col",
										className: "px-3 py-2 font-medium",
										children: "Deskripsi"
									}),
									/* @__PURE__ */ jsx("th", {
										scope: "col",
										className: "px-3 py-2 font-medium",
										children: "Detail"
									})
								] })
							}),
							/* @__PURE__ */ jsx("tbody", { children: activity.data.items.map((entry) => /* @__PURE__ */ jsxs("tr", {
								className: "border-b align-top last:border-0",
								children: [
									/* @__PURE__ */ jsx("td", {
										className: "px-3 py-2 whitespace-nowrap tabular-nums",
										children: /* @__PURE__ */ jsx("time", {
											dateTime: entry.timestamp,
											children: formatDateTime(entry.timestamp)
										})
									}),
									/* @__PURE__ */ jsx("td", {
										className: "px-3 py-2",
										children: entry.username
									}),
									/* @__PURE__ */ jsx("td", {
										className: "px-3 py-2",
										children: /* @__PURE__ */ jsx(Badge, {
											variant: "secondary",
											"data-type": entry.type,
											children: isSalesHistoryType(entry.type) ? SALES_HISTORY_TYPE_LABELS[entry.type] : entry.type
										})
									}),
									/* @__PURE__ */ jsx("td", {
										className: "max-w-72 px-3 py-2 break-words",
										children: entry.description
									}),
									/* @__PURE__ */ jsx("td", {
										className: "max-w-80 px-3 py-2",
										children: /* @__PURE__ */ jsx(ActivityDetails, { items: describeDetails(entry.details) })
									})
								]
							}, entry.id)) })
						]
					})
				}), /* @__PURE__ */ jsx(TablePagination, {
					label: "Halaman riwayat penjualan",
					...tablePageProps(activity.data),
					noun: "aktivitas",
					onPageChange: setPage
				})]
			})
		]
	});
}
// src/app/routes/admin/sales-history.tsx
/** /admin/sales-history (spec sections 2 and 6): 'Riwayat Penjualan'. */
function Component() {
	return /* @__PURE__ */ jsx(AdminSalesHistoryPage, {});
}
export { Component };
