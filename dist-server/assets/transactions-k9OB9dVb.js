import { t as TableScrollRegion } from "./table-scroll-region-CY-wVEsB.js";
import { t as EmptyState } from "./empty-state-CYDT0TqZ.js";
import { t as Input } from "./input-BOyCJGaI.js";
import { t as Label } from "./label-DAK8_zUG.js";
import { t as NativeSelect } from "./native-select-Swfpsm8q.js";
import { t as Skeleton } from "./skeleton-Bul1_UKn.js";
import { f as Spinner } from "../entry-server.js";
import { t as TablePagination } from "./table-pagination-GpaFDZ-W.js";
import { a as errorMessage, r as PermissionError } from "./errors-a5EGD5HF.js";
import { r as formatRupiah, t as formatDate } from "./format-DldOCsp5.js";
import { i as messages } from "./messages-CBdMQSHl.js";
import { i as transactionStatusSchema } from "./schemas-9iOQ1X1u.js";
import { n as tablePageProps, t as usePageNumber } from "./use-page-number-C3GmwfLV.js";
import { d as queryKeys, l as useShopData } from "./react-CEzJk9tn.js";
import { t as Badge } from "./badge-DUBXcYic.js";
import { useDeferredValue, useId, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { ReceiptIcon } from "lucide-react";
// src/features/admin-transactions/api/use-transaction-search.ts
/**
* One page of the transactions table (`data.orders.searchTransactions`, admin only: a non-admin
* gets the data layer's PermissionError). While another page or filter loads, the previous page
* stays shown (`isPlaceholderData`); refreshes when transactions change anywhere.
*/
function useTransactionSearch(search) {
	const data = useShopData();
	return useQuery({
		queryKey: queryKeys.transactionSearch(search),
		queryFn: () => data.orders.searchTransactions(search),
		placeholderData: keepPreviousData
	});
}
// src/features/admin-transactions/lib/transaction-status.ts
/** Indonesian labels of the transaction statuses (spec section 4). */
var TRANSACTION_STATUS_LABELS = {
	Pending: "Menunggu",
	Success: "Berhasil",
	Failed: "Gagal"
};
/** Transaction status → badge variant (spec section 4): Failed destructive, Pending secondary, Success default. */
function transactionStatusVariant(status) {
	if (status === "Failed") return "destructive";
	if (status === "Pending") return "secondary";
	return "default";
}
// src/features/admin-transactions/components/transaction-status-badge.tsx
/**
* A transaction's status as a badge with its Indonesian label; the stored word stays in
* `data-status`.
*/
function TransactionStatusBadge({ status }) {
	return /* @__PURE__ */ jsx(Badge, {
		variant: transactionStatusVariant(status),
		"data-status": status,
		children: TRANSACTION_STATUS_LABELS[status]
	});
}
// src/features/admin-transactions/lib/texts.ts
/** Texts of the transactions screen that the message catalogue does not hold. */
var TRANSACTIONS_PAGE_TEXT = {
	empty: "Belum ada transaksi.",
	noMatch: "Tidak ada transaksi yang cocok dengan filter."
};
// src/features/admin-transactions/components/transactions-page.tsx
/**
* /admin/transactions, 'Transaksi & Pembayaran' (spec section 2): a read-only table of every
* transaction (id, order id, method, amount in Rupiah, date, status badge), newest first, with a
* status filter, a search by transaction or order id, and 20 rows per page, paged by the data port
* (`orders.searchTransactions`, in the database in server mode).
*/
function AdminTransactionsPage() {
	const id = useId();
	const [status, setStatus] = useState("all");
	const [query, setQuery] = useState("");
	const q = useDeferredValue(query).trim();
	const [page, setPage] = usePageNumber(`${status}|${q}`);
	const transactions = useTransactionSearch({
		page,
		...status === "all" ? {} : { status },
		...q ? { q } : {}
	});
	const filtering = status !== "all" || q !== "";
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-6",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Transaksi & Pembayaran — Seulanga" }),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "Transaksi & Pembayaran"
			}), /* @__PURE__ */ jsx("p", {
				className: "text-muted-foreground",
				children: "Pantau pembayaran setiap pesanan."
			})] }),
			transactions.isPending ? /* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-3",
				children: [/* @__PURE__ */ jsx(Spinner, { label: "Memuat transaksi..." }), /* @__PURE__ */ jsx(Skeleton, { className: "h-64 w-full" })]
			}) : transactions.isError ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "text-destructive",
				children: transactions.error instanceof PermissionError ? messages.auth.noAccess : errorMessage(transactions.error)
			}) : transactions.data.total === 0 && !filtering ? /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(ReceiptIcon, {}),
				title: TRANSACTIONS_PAGE_TEXT.empty
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("search", {
				className: "grid gap-3 sm:grid-cols-2",
				"aria-label": "Filter transaksi",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "grid gap-2",
					children: [/* @__PURE__ */ jsx(Label, {
						htmlFor: `${id}-query`,
						children: "Cari transaksi"
					}), /* @__PURE__ */ jsx(Input, {
						id: `${id}-query`,
						type: "search",
						placeholder: "ID transaksi atau ID pesanan",
						maxLength: 200,
						value: query,
						onChange: (event) => setQuery(event.target.value)
					})]
				}), /* @__PURE__ */ jsxs("div", {
					className: "grid gap-2",
					children: [/* @__PURE__ */ jsx(Label, {
						htmlFor: `${id}-status`,
						children: "Status"
					}), /* @__PURE__ */ jsxs(NativeSelect, {
						id: `${id}-status`,
						value: status,
						onChange: (event) => setStatus(event.target.value),
						children: [/* @__PURE__ */ jsx("option", {
							value: "all",
							children: "Semua"
						}), transactionStatusSchema.options.map((s) => /* @__PURE__ */ jsxs("option", {
							value: s,
							children: [
								TRANSACTION_STATUS_LABELS[s],
								" (",
								s,
								")"
							]
						}, s))]
					})]
				})]
			}), transactions.data.total === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(ReceiptIcon, {}),
				title: TRANSACTIONS_PAGE_TEXT.noMatch
			}) : /* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-6",
				"aria-busy": transactions.isPlaceholderData,
				children: [/* @__PURE__ */ jsx(TableScrollRegion, {
					label: "Tabel transaksi",
					className: "rounded-lg border",
					children: /* @__PURE__ */ jsxs("table", {
						className: "w-full min-w-[40rem] text-left text-sm",
						children: [
							/* @__PURE__ */ jsx("caption", {
								className: "sr-only",
								children: "Daftar transaksi"
							}),
							/* @__PURE__ */ jsx("thead", {
								className: "border-b bg-muted/50 text-muted-foreground",
								children: /* @__PURE__ */ jsxs("tr", { children: [
									/* @__PURE__ */ jsx("th", {
										scope: "col",
										className: "px-3 py-2 font-medium",
										children: "ID Transaksi"
									}),
									/* @__PURE__ */ jsx("th", {
										scope: "col",
										className: "px-3 py-2 font-medium",
										children: "ID Pesanan"
									}),
									/* @__PURE__ */ jsx("th", {
										scope: "col",
										className: "px-3 py-2 font-medium",
										children: "Metode Pembayaran"
									}),
									/* @__PURE__ */ jsx("th", {
										scope: "col",
										className: "px-3 py-2 font-medium",
										children: "Jumlah"
									}),
									/* @__PURE__ */ jsx("th", {
										scope: "col",
										className: "px-3 py-2 font-medium",
										children: "Tanggal"
									}),
									/* @__PURE__ */ jsx("th", {
										scope: "col",
										className: "px-3 py-2 font-medium",
										children: "Status"
									})
								] })
							}),
							/* @__PURE__ */ jsx("tbody", { children: transactions.data.items.map((t) => /* @__PURE__ */ jsxs("tr", {
								className: "border-b last:border-0",
								children: [
									/* @__PURE__ */ jsx("th", {
										scope: "row",
										className: "px-3 py-2 font-medium break-all",
										children: t.id
									}),
									/* @__PURE__ */ jsx("td", {
										className: "px-3 py-2 break-all",
										children: t.orderId
									}),
									/* @__PURE__ */ jsx("td", {
										className: "px-3 py-2",
										children: t.paymentMethod
									}),
									/* @__PURE__ */ jsx("td", {
										className: "px-3 py-2 whitespace-nowrap tabular-nums",
										children: formatRupiah(t.amount)
									}),
									/* @__PURE__ */ jsx("td", {
										className: "px-3 py-2 whitespace-nowrap",
										children: formatDate(t.date)
									}),
									/* @__PURE__ */ jsx("td", {
										className: "px-3 py-2",
										children: /* @__PURE__ */ jsx(TransactionStatusBadge, { status: t.status })
									})
								]
							}, t.id)) })
						]
					})
				}), /* @__PURE__ */ jsx(TablePagination, {
					label: "Halaman daftar transaksi",
					...tablePageProps(transactions.data),
					noun: "transaksi",
					onPageChange: setPage
				})]
			})] })
		]
	});
}
// src/app/routes/admin/transactions.tsx
/** /admin/transactions (spec section 2): 'Transaksi & Pembayaran'. */
function Component() {
	return /* @__PURE__ */ jsx(AdminTransactionsPage, {});
}
export { Component };
