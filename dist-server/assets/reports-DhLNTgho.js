import { t as toast } from "./toast-CwcNL7rU.js";
import { f as Spinner, g as Button } from "../entry-server.js";
import { a as CardHeader, n as CardContent, o as CardTitle, r as CardDescription, t as Card } from "./card-PLQmjBZq.js";
import { t as Skeleton } from "./skeleton-Bul1_UKn.js";
import { a as errorMessage, r as PermissionError } from "./errors-a5EGD5HF.js";
import { d as queryKeys, l as useShopData } from "./react-CEzJk9tn.js";
import { a as jakartaDay, r as formatRupiah } from "./format-DldOCsp5.js";
import { i as messages } from "./messages-CBdMQSHl.js";
import { i as monthLabel, n as formatChange } from "./report-figures-DRBv3NZP.js";
import { t as downloadFile } from "./download-675ir2n3.js";
import { t as cn } from "./utils-CmjGWNWk.js";
import { Suspense, lazy, useId, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { DownloadIcon, ShoppingBagIcon, UserPlusIcon, WalletIcon } from "lucide-react";
import { unparse } from "papaparse";
// src/features/admin-reports/api/use-sales-figures.ts
/**
* The sales report and its six-month revenue chart for a Jakarta day (`data.reports.sales`,
* admin only: a non-admin gets the data layer's PermissionError). Computed where the data lives;
* refreshes when orders, transactions or accounts change, also on another device.
* @param day - `YYYY-MM-DD` in Asia/Jakarta.
*/
function useSalesFigures(day) {
	const data = useShopData();
	return useQuery({
		queryKey: queryKeys.salesFigures(day),
		queryFn: () => data.reports.sales({ day })
	});
}
// src/features/admin-reports/lib/csv.ts
/**
* CSV exports of the sales report (issue 4: "export of orders and transactions as CSV"), written
* with papaparse's `unparse`. Cells that a spreadsheet would read as a formula (`=`, `+`, `-`,
* `@`, tab, carriage return) are escaped with a leading quote (CSV injection), amounts are plain
* whole Rupiah numbers and days stay `YYYY-MM-DD`, so a spreadsheet can sum and sort them.
* Statuses are the stored words (Pending, Processed, …; shipping statuses are Indonesian).
*/
/** A byte-order mark so spreadsheet programs read the file as UTF-8. */
var BOM = "﻿";
function toCsv(fields, rows) {
	return BOM + unparse({
		fields,
		data: rows
	}, {
		escapeFormulae: true,
		newline: "\r\n"
	});
}
/** Column headers of {@link ordersToCsv}. */
var ORDER_CSV_FIELDS = [
	"ID Pesanan",
	"Tanggal",
	"Nama Pembeli",
	"Nomor Telepon",
	"Alamat Pengiriman",
	"Kode Pos",
	"Produk",
	"Total (Rp)",
	"Metode Pembayaran",
	"Kode Pembayaran",
	"Status Pesanan",
	"Status Pengiriman",
	"Akun Pembeli"
];
/** All orders as CSV text (one row per order, in the given order). */
function ordersToCsv(orders) {
	return toCsv(ORDER_CSV_FIELDS, orders.map((o) => [
		o.id,
		o.date,
		o.customerName,
		o.customerPhone,
		o.shippingAddress,
		o.postalCode,
		o.productName,
		o.total,
		o.paymentMethod,
		o.paymentCode,
		o.status,
		o.shippingStatus,
		o.username ?? ""
	]));
}
/** Column headers of {@link transactionsToCsv}. */
var TRANSACTION_CSV_FIELDS = [
	"ID Transaksi",
	"ID Pesanan",
	"Metode Pembayaran",
	"Jumlah (Rp)",
	"Tanggal",
	"Status"
];
/** All transactions as CSV text (one row per transaction, in the given order). */
function transactionsToCsv(transactions) {
	return toCsv(TRANSACTION_CSV_FIELDS, transactions.map((t) => [
		t.id,
		t.orderId,
		t.paymentMethod,
		t.amount,
		t.date,
		t.status
	]));
}
// src/features/admin-reports/components/figure-card.tsx
/**
* One figure of the sales report: this month's value, the change against last month ('+15%',
* '-10%', 'baru' when last month was 0, '—' when both are 0) and last month's value.
*/
function FigureCard({ title, figure, format, icon }) {
	const change = formatChange(figure.change);
	const tone = figure.change.kind === "percent" && figure.change.value < 0 ? "text-destructive" : figure.change.kind === "none" ? "text-muted-foreground" : "text-primary";
	return /* @__PURE__ */ jsxs(Card, {
		className: "gap-3",
		children: [/* @__PURE__ */ jsxs(CardHeader, {
			className: "flex-row items-center justify-between",
			children: [/* @__PURE__ */ jsx(CardTitle, {
				className: "text-base",
				children: title
			}), icon && /* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				className: "text-muted-foreground [&_svg]:size-5",
				children: icon
			})]
		}), /* @__PURE__ */ jsxs(CardContent, {
			className: "flex flex-col gap-1",
			children: [/* @__PURE__ */ jsx("p", {
				className: "text-2xl font-bold tabular-nums",
				children: format(figure.current)
			}), /* @__PURE__ */ jsxs("p", {
				className: "text-sm text-muted-foreground",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: cn("font-semibold", tone),
						children: change
					}),
					" dibanding bulan lalu (",
					format(figure.previous),
					")"
				]
			})]
		})]
	});
}
// src/features/admin-reports/components/revenue-chart-card.tsx
/** recharts loads only when an admin opens the report (issue 4). */
var RevenueChart = lazy(() => import("./revenue-chart-CIGmh7w4.js").then((m) => ({ default: m.RevenueChart })));
/**
* 'Pendapatan per Bulan': the revenue of the last months as a bar chart (lazy) and, for screen
* readers and precise reading, as a table with revenue and orders per month.
* @param data - months oldest first.
*/
function RevenueChartCard({ data }) {
	const id = useId();
	return /* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, {
		id: `${id}-title`,
		children: "Pendapatan per Bulan"
	}), /* @__PURE__ */ jsxs(CardDescription, { children: [
		"Pembayaran berhasil dalam ",
		data.length,
		" bulan terakhir."
	] })] }), /* @__PURE__ */ jsxs(CardContent, {
		className: "flex flex-col gap-4",
		children: [/* @__PURE__ */ jsx(Suspense, {
			fallback: /* @__PURE__ */ jsxs("div", {
				className: "relative h-[300px]",
				children: [/* @__PURE__ */ jsx(Skeleton, { className: "size-full" }), /* @__PURE__ */ jsx(Spinner, {
					label: "Memuat grafik...",
					className: "absolute inset-0"
				})]
			}),
			children: /* @__PURE__ */ jsx(RevenueChart, { data })
		}), /* @__PURE__ */ jsxs("details", {
			className: "text-sm",
			children: [/* @__PURE__ */ jsx("summary", {
				className: "cursor-pointer font-medium",
				children: "Lihat data grafik"
			}), /* @__PURE__ */ jsx("div", {
				className: "relative mt-2 overflow-x-auto",
				children: /* @__PURE__ */ jsxs("table", {
					className: "w-full text-left",
					"aria-labelledby": `${id}-title`,
					children: [/* @__PURE__ */ jsx("thead", {
						className: "border-b text-muted-foreground",
						children: /* @__PURE__ */ jsxs("tr", { children: [
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								className: "py-1 pr-4 font-medium",
								children: "Bulan"
							}),
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								className: "py-1 pr-4 font-medium",
								children: "Pendapatan"
							}),
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								className: "py-1 pr-4 font-medium",
								children: "Pesanan"
							})
						] })
					}), /* @__PURE__ */ jsx("tbody", { children: data.map((row) => /* @__PURE__ */ jsxs("tr", {
						className: "border-b last:border-0",
						children: [
							/* @__PURE__ */ jsx("th", {
								scope: "row",
								className: "py-1 pr-4 font-normal",
								children: row.label
							}),
							/* @__PURE__ */ jsx("td", {
								className: "py-1 pr-4 tabular-nums",
								children: formatRupiah(row.revenue)
							}),
							/* @__PURE__ */ jsx("td", {
								className: "py-1 pr-4 tabular-nums",
								children: row.orders
							})
						]
					}, row.month)) })]
				})
			})]
		})]
	})] });
}
// src/features/admin-reports/components/reports-page.tsx
var count = new Intl.NumberFormat("id-ID");
var CSV_TYPE = "text/csv;charset=utf-8";
/**
* /admin/reports, 'Laporan Penjualan' (spec section 2 with docs/product/decisions.md, "Back office"): this
* month's revenue, orders and new customers against last month, computed where the data lives
* (`data.reports.sales`; rules in src/domain/report-figures.ts, which documents each figure), the
* revenue of the last six months as a chart, and CSV exports of all orders and all transactions
* (the whole lists are read only when an export is asked for).
* @param now - the current instant (tests); defaults to the real clock.
*/
function AdminReportsPage({ now }) {
	const data = useShopData();
	const queryClient = useQueryClient();
	const [today] = useState(() => jakartaDay(now ?? /* @__PURE__ */ new Date()));
	const report = useSalesFigures(today);
	const figures = report.data?.report ?? null;
	const months = report.data?.monthly ?? [];
	const [exporting, setExporting] = useState(null);
	/** Reads the whole list only when asked for (the file holds every record), then downloads it. */
	async function exportList(kind) {
		if (exporting) return;
		setExporting(kind);
		try {
			const day = jakartaDay(/* @__PURE__ */ new Date());
			if (kind === "orders") {
				const orders = await queryClient.fetchQuery({
					queryKey: queryKeys.allOrders,
					queryFn: () => data.orders.listAll()
				});
				downloadFile(`seulanga-pesanan-${day}.csv`, ordersToCsv(orders), CSV_TYPE);
			} else {
				const transactions = await queryClient.fetchQuery({
					queryKey: queryKeys.transactions,
					queryFn: () => data.orders.listTransactions()
				});
				downloadFile(`seulanga-transaksi-${day}.csv`, transactionsToCsv(transactions), CSV_TYPE);
			}
		} catch (error) {
			toast.error(errorMessage(error));
		} finally {
			setExporting(null);
		}
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-6",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Laporan Penjualan — Seulanga" }),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "Laporan Penjualan"
			}), /* @__PURE__ */ jsx("p", {
				className: "text-muted-foreground",
				children: figures ? `Bulan ini: ${monthLabel(figures.month)}, dibandingkan dengan ${monthLabel(figures.previousMonth)}.` : "Ringkasan penjualan bulan ini dibandingkan bulan lalu."
			})] }),
			report.error ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "text-destructive",
				children: report.error instanceof PermissionError ? messages.auth.noAccess : errorMessage(report.error)
			}) : !figures ? /* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-3",
				children: [
					/* @__PURE__ */ jsx(Spinner, { label: "Memuat laporan..." }),
					/* @__PURE__ */ jsxs("div", {
						className: "grid gap-4 md:grid-cols-3",
						children: [
							/* @__PURE__ */ jsx(Skeleton, { className: "h-32" }),
							/* @__PURE__ */ jsx(Skeleton, { className: "h-32" }),
							/* @__PURE__ */ jsx(Skeleton, { className: "h-32" })
						]
					}),
					/* @__PURE__ */ jsx(Skeleton, { className: "h-80" })
				]
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [
				/* @__PURE__ */ jsxs("section", {
					"aria-label": "Ringkasan bulan ini",
					className: "grid gap-4 md:grid-cols-3",
					children: [
						/* @__PURE__ */ jsx(FigureCard, {
							title: "Total Pendapatan",
							figure: figures.revenue,
							format: formatRupiah,
							icon: /* @__PURE__ */ jsx(WalletIcon, {})
						}),
						/* @__PURE__ */ jsx(FigureCard, {
							title: "Total Pesanan",
							figure: figures.orders,
							format: (v) => count.format(v),
							icon: /* @__PURE__ */ jsx(ShoppingBagIcon, {})
						}),
						/* @__PURE__ */ jsx(FigureCard, {
							title: "Pelanggan Baru",
							figure: figures.newCustomers,
							format: (v) => count.format(v),
							icon: /* @__PURE__ */ jsx(UserPlusIcon, {})
						})
					]
				}),
				/* @__PURE__ */ jsx("p", {
					className: "text-sm text-muted-foreground",
					children: "Pendapatan dihitung dari pembayaran berhasil (tanpa pesanan yang dibatalkan); pesanan tidak termasuk yang dibatalkan; pelanggan baru adalah akun yang mendaftar pada bulan tersebut."
				}),
				/* @__PURE__ */ jsx(RevenueChartCard, { data: months }),
				/* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, { children: "Ekspor Data" }), /* @__PURE__ */ jsx(CardDescription, { children: "Unduh semua pesanan atau transaksi sebagai berkas CSV untuk diolah di spreadsheet." })] }), /* @__PURE__ */ jsxs(CardContent, {
					className: "flex flex-col gap-2 sm:flex-row",
					children: [/* @__PURE__ */ jsxs(Button, {
						type: "button",
						variant: "outline",
						"aria-busy": exporting === "orders" || void 0,
						onClick: () => void exportList("orders"),
						children: [/* @__PURE__ */ jsx(DownloadIcon, { "aria-hidden": "true" }), "Ekspor Pesanan (CSV)"]
					}), /* @__PURE__ */ jsxs(Button, {
						type: "button",
						variant: "outline",
						"aria-busy": exporting === "transactions" || void 0,
						onClick: () => void exportList("transactions"),
						children: [/* @__PURE__ */ jsx(DownloadIcon, { "aria-hidden": "true" }), "Ekspor Transaksi (CSV)"]
					})]
				})] })
			] })
		]
	});
}
// src/app/routes/admin/reports.tsx
/** /admin/reports (spec section 2): 'Laporan Penjualan'. */
function Component() {
	return /* @__PURE__ */ jsx(AdminReportsPage, {});
}
export { Component };
