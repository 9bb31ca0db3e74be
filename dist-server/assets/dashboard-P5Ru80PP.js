import { a as jakartaDay, i as formatTime, t as formatDate } from "./format-DldOCsp5.js";
import { t as Badge } from "./badge-DUBXcYic.js";
import { t as TableScrollRegion } from "./table-scroll-region-CY-wVEsB.js";
import { a as CardHeader, n as CardContent, o as CardTitle, r as CardDescription, t as Card } from "./card-PLQmjBZq.js";
import { t as Skeleton } from "./skeleton-Bul1_UKn.js";
import { a as errorMessage } from "./errors-a5EGD5HF.js";
import { d as queryKeys, l as useShopData } from "./react-CEzJk9tn.js";
import { n as OrderStatusBadge, t as ShippingStatusBadge } from "./status-CxxH7qzl.js";
import { Suspense, lazy, useEffect, useId, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { ArrowRightIcon, ClockIcon, PackageCheckIcon, ShoppingBagIcon, TrendingUpIcon } from "lucide-react";
// src/features/admin-dashboard/api/use-email-logs.ts
/**
* The newest e-mail log entries (admin only; spec section 2, dashboard 'Log Notifikasi Email
* Terbaru'): the first page of `data.logs.emailLogPage`, so no more than `count` entries are read.
* Refreshes when the e-mail log changes.
* @param count - how many (1–100).
*/
function useEmailLogs(count) {
	const data = useShopData();
	const request = { pageSize: count };
	return useQuery({
		queryKey: queryKeys.emailLogPage(request),
		queryFn: () => data.logs.emailLogPage(request)
	});
}
/**
* 'Log Notifikasi Email Terbaru' (spec section 2, admin dashboard): the five newest e-mail log
* entries with the columns Waktu, ID Pesanan, Penerima, Tipe, Status.
* @param logs - entries, newest first.
*/
function EmailLogTable({ logs }) {
	const rows = logs.slice(0, 5);
	if (rows.length === 0) return /* @__PURE__ */ jsx("p", {
		className: "py-6 text-center text-muted-foreground",
		children: "Belum ada riwayat pengiriman email"
	});
	return /* @__PURE__ */ jsx(TableScrollRegion, {
		label: "Tabel Log Notifikasi Email",
		children: /* @__PURE__ */ jsxs("table", {
			className: "w-full text-left text-sm",
			children: [
				/* @__PURE__ */ jsx("caption", {
					className: "sr-only",
					children: "Log Notifikasi Email Terbaru"
				}),
				/* @__PURE__ */ jsx("thead", {
					className: "border-b text-muted-foreground",
					children: /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "py-2 pr-4 font-medium",
							children: "Waktu"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "py-2 pr-4 font-medium",
							children: "ID Pesanan"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "py-2 pr-4 font-medium",
							children: "Penerima"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "py-2 pr-4 font-medium",
							children: "Tipe"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "py-2 pr-4 font-medium",
							children: "Status"
						})
					] })
				}),
				/* @__PURE__ */ jsx("tbody", { children: rows.map((log) => /* @__PURE__ */ jsxs("tr", {
					className: "border-b last:border-0",
					children: [
						/* @__PURE__ */ jsx("td", {
							className: "py-2 pr-4 tabular-nums",
							children: formatTime(log.timestamp)
						}),
						/* @__PURE__ */ jsx("td", {
							className: "py-2 pr-4",
							children: log.orderId
						}),
						/* @__PURE__ */ jsx("td", {
							className: "py-2 pr-4 break-all",
							children: log.recipient
						}),
						/* @__PURE__ */ jsx("td", {
							className: "py-2 pr-4",
							children: log.type === "buyer_order_confirmation" ? "Pembeli" : "Admin"
						}),
						/* @__PURE__ */ jsx("td", {
							className: "py-2 pr-4",
							children: log.status === "success" ? /* @__PURE__ */ jsx(Badge, { children: "Berhasil" }) : /* @__PURE__ */ jsxs("span", {
								className: "flex flex-col gap-1",
								children: [/* @__PURE__ */ jsx(Badge, {
									variant: "destructive",
									className: "w-fit",
									children: "Gagal"
								}), log.error ? /* @__PURE__ */ jsx("span", {
									className: "text-xs text-muted-foreground",
									children: log.error
								}) : null]
							})
						})
					]
				}, log.id)) })
			]
		})
	});
}
// src/features/admin-dashboard/api/use-dashboard-figures.ts
/**
* The dashboard's four cards and monthly chart for a Jakarta day (`data.reports.dashboard`,
* admin only: a non-admin gets the data layer's PermissionError). Computed where the data lives;
* refreshes when orders, products or transactions change, also on another device.
* @param day - `YYYY-MM-DD` in Asia/Jakarta.
*/
function useDashboardFigures(day) {
	const data = useShopData();
	return useQuery({
		queryKey: queryKeys.dashboardFigures(day),
		queryFn: () => data.reports.dashboard({ day }),
		placeholderData: keepPreviousData
	});
}
// src/features/admin-dashboard/api/use-latest-orders.ts
/**
* The newest orders for 'Pesanan Terbaru' (spec section 2): the first page of the admin's order
* list (`data.orders.searchAll`, newest first by `createdAt`, else `date`; ties keep the
* later-stored first), so no more than `count` orders are read. Admin only.
* @param count - how many (1–100).
*/
function useLatestOrders(count) {
	const data = useShopData();
	const search = { pageSize: count };
	return useQuery({
		queryKey: queryKeys.orderSearch(search),
		queryFn: () => data.orders.searchAll(search)
	});
}
// src/features/admin-dashboard/components/monthly-activity-card.tsx
var MonthlyActivityChart = lazy(() => import("./monthly-activity-chart-HRhfg8l8.js"));
/**
* The 'Aktivitas Penjualan Bulanan' card (spec section 2): the lazily loaded bar chart inside a
* `<figure>` whose caption summarises it, plus the same numbers as a visually hidden table
* (Bulan, Produk Terjual, Pesanan Baru) for screen-reader users. `data` undefined: loading.
*/
function MonthlyActivityCard({ data }) {
	const first = data?.[0];
	const last = data?.at(-1);
	return /* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, { children: "Aktivitas Penjualan Bulanan" }), /* @__PURE__ */ jsxs(CardDescription, { children: [
		"Produk terjual dan pesanan baru per bulan, ",
		data?.length ?? 7,
		" bulan terakhir."
	] })] }), /* @__PURE__ */ jsx(CardContent, { children: !data ? /* @__PURE__ */ jsx(Skeleton, { className: "h-[300px] w-full" }) : /* @__PURE__ */ jsxs("figure", {
		className: "m-0",
		children: [
			/* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: "h-[300px] w-full overflow-hidden",
				children: /* @__PURE__ */ jsx(Suspense, {
					fallback: /* @__PURE__ */ jsx(Skeleton, { className: "h-[300px] w-full" }),
					children: /* @__PURE__ */ jsx(MonthlyActivityChart, { data })
				})
			}),
			/* @__PURE__ */ jsxs("figcaption", {
				className: "sr-only",
				children: [
					"Grafik batang Produk Terjual dan Pesanan Baru dari ",
					first?.label,
					" sampai ",
					last?.label,
					". Angkanya ada di tabel berikut."
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "sr-only",
				children: /* @__PURE__ */ jsxs("table", { children: [
					/* @__PURE__ */ jsx("caption", { children: "Aktivitas Penjualan Bulanan" }),
					/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: "Bulan"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: "Produk Terjual"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: "Pesanan Baru"
						})
					] }) }),
					/* @__PURE__ */ jsx("tbody", { children: data.map((row) => /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "row",
							children: row.label
						}),
						/* @__PURE__ */ jsx("td", { children: row.produkTerjual }),
						/* @__PURE__ */ jsx("td", { children: row.pesananBaru })
					] }, row.key)) })
				] })
			})
		]
	}) })] });
}
// src/features/admin-dashboard/components/recent-orders-table.tsx
/**
* 'Pesanan Terbaru' (spec section 2, "Admin dashboard"): up to five orders with the columns
* ID Pesanan, Pelanggan, Produk, Tanggal, Status and Pengiriman (status badges per spec section 4).
* @param orders - the orders to show, newest first (see `latestOrders` in `@/domain/reports`).
*/
function RecentOrdersTable({ orders }) {
	if (orders.length === 0) return /* @__PURE__ */ jsx("p", {
		className: "py-6 text-center text-muted-foreground",
		children: "Belum ada pesanan."
	});
	return /* @__PURE__ */ jsx(TableScrollRegion, {
		label: "Tabel Pesanan Terbaru",
		children: /* @__PURE__ */ jsxs("table", {
			className: "w-full min-w-[40rem] text-left text-sm",
			children: [
				/* @__PURE__ */ jsx("caption", {
					className: "sr-only",
					children: "Pesanan Terbaru"
				}),
				/* @__PURE__ */ jsx("thead", {
					className: "border-b text-muted-foreground",
					children: /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "py-2 pr-4 font-medium",
							children: "ID Pesanan"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "py-2 pr-4 font-medium",
							children: "Pelanggan"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "py-2 pr-4 font-medium",
							children: "Produk"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "py-2 pr-4 font-medium",
							children: "Tanggal"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "py-2 pr-4 font-medium",
							children: "Status"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "py-2 pr-4 font-medium",
							children: "Pengiriman"
						})
					] })
				}),
				/* @__PURE__ */ jsx("tbody", { children: orders.map((order) => /* @__PURE__ */ jsxs("tr", {
					className: "border-b align-top last:border-0",
					children: [
						/* @__PURE__ */ jsx("td", {
							className: "py-2 pr-4 font-medium whitespace-nowrap",
							children: order.id
						}),
						/* @__PURE__ */ jsx("td", {
							className: "py-2 pr-4",
							children: order.customerName
						}),
						/* @__PURE__ */ jsx("td", {
							className: "min-w-48 py-2 pr-4",
							children: order.productName
						}),
						/* @__PURE__ */ jsx("td", {
							className: "py-2 pr-4 whitespace-nowrap",
							children: formatDate(order.date)
						}),
						/* @__PURE__ */ jsx("td", {
							className: "py-2 pr-4",
							children: /* @__PURE__ */ jsx(OrderStatusBadge, { status: order.status })
						}),
						/* @__PURE__ */ jsx("td", {
							className: "py-2 pr-4",
							children: /* @__PURE__ */ jsx(ShippingStatusBadge, { status: order.shippingStatus })
						})
					]
				}, order.id)) })
			]
		})
	});
}
// src/features/admin-dashboard/components/stat-card.tsx
/**
* One dashboard figure: a region named by its title, holding the number in Indonesian format and
* a line saying what it counts (docs/product/decisions.md, "Back office": computed from stored data).
*/
function StatCard({ title, value, description, icon }) {
	const titleId = useId();
	return /* @__PURE__ */ jsxs(Card, {
		"aria-labelledby": titleId,
		role: "region",
		className: "gap-3 py-5",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-start justify-between gap-3 px-5",
			children: [/* @__PURE__ */ jsx("h2", {
				id: titleId,
				className: "text-sm font-medium text-muted-foreground",
				children: title
			}), /* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				className: "inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-5",
				children: icon
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "px-5",
			children: [value === void 0 ? /* @__PURE__ */ jsx(Skeleton, { className: "h-9 w-16" }) : /* @__PURE__ */ jsx("p", {
				className: "text-3xl font-bold tabular-nums",
				"data-slot": "stat-value",
				children: value.toLocaleString("id-ID")
			}), /* @__PURE__ */ jsx("p", {
				className: "mt-1 text-sm text-muted-foreground",
				children: description
			})]
		})]
	});
}
// src/features/admin-dashboard/components/summary-cards.tsx
/**
* The dashboard's four cards (spec section 2, "Admin dashboard", with docs/product/decisions.md: computed, not
* sample numbers): 'Produk Terjual Hari Ini', 'Pesanan Baru', 'Total Produk Aktif',
* 'Transaksi Pending'. Each figure may be `undefined` while its data loads.
*/
function SummaryCards({ summary }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4",
		children: [
			/* @__PURE__ */ jsx(StatCard, {
				title: "Produk Terjual Hari Ini",
				value: summary.unitsSoldToday,
				description: "Unit dalam pesanan hari ini (WIB), tanpa pesanan batal",
				icon: /* @__PURE__ */ jsx(TrendingUpIcon, {})
			}),
			/* @__PURE__ */ jsx(StatCard, {
				title: "Pesanan Baru",
				value: summary.newOrders,
				description: "Pesanan menunggu pembayaran (Pending)",
				icon: /* @__PURE__ */ jsx(ShoppingBagIcon, {})
			}),
			/* @__PURE__ */ jsx(StatCard, {
				title: "Total Produk Aktif",
				value: summary.activeProducts,
				description: "Produk dengan stok tersedia",
				icon: /* @__PURE__ */ jsx(PackageCheckIcon, {})
			}),
			/* @__PURE__ */ jsx(StatCard, {
				title: "Transaksi Pending",
				value: summary.pendingTransactions,
				description: "Pembayaran yang belum dikonfirmasi",
				icon: /* @__PURE__ */ jsx(ClockIcon, {})
			})
		]
	});
}
/**
* The admin dashboard (spec section 2, "Admin dashboard"; docs/product/decisions.md, "Back office"): the page's
* `h1`, the four computed cards, the 'Aktivitas Penjualan Bulanan' chart of the last seven
* months, 'Pesanan Terbaru' (five newest) and 'Log Notifikasi Email Terbaru' (five newest).
* The figures are computed where the data lives (`data.reports.dashboard`,
* src/domain/back-office-figures.ts) and follow it live, also changes made in another tab or on
* another device; the page never reads every order.
* @param now - the current instant (tests pass a fixed one); "today" and the months are in WIB.
*/
function DashboardPage({ now: fixedNow }) {
	const emailLogs = useEmailLogs(5);
	const [clock, setClock] = useState(() => /* @__PURE__ */ new Date());
	useEffect(() => {
		const timer = setInterval(() => setClock(/* @__PURE__ */ new Date()), 6e4);
		return () => clearInterval(timer);
	}, []);
	const figures = useDashboardFigures(jakartaDay(fixedNow ?? clock));
	const recent = useLatestOrders(5);
	const failed = [figures, recent].find((query) => query.isError);
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto grid max-w-7xl grid-cols-1 gap-6",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold tracking-tight",
				children: "Dashboard"
			}),
			failed && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "rounded-md border border-destructive p-3 text-sm text-destructive",
				children: errorMessage(failed.error)
			}),
			/* @__PURE__ */ jsx(SummaryCards, { summary: figures.data?.summary ?? {} }),
			/* @__PURE__ */ jsx(MonthlyActivityCard, { data: figures.data?.monthly }),
			/* @__PURE__ */ jsxs("div", {
				className: "grid grid-cols-1 gap-6",
				children: [/* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, {
					className: "flex-row items-center justify-between gap-2",
					children: [/* @__PURE__ */ jsx(CardTitle, { children: "Pesanan Terbaru" }), /* @__PURE__ */ jsxs(Link, {
						to: "/admin/orders",
						className: "inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline",
						children: ["Lihat semua pesanan", /* @__PURE__ */ jsx(ArrowRightIcon, {
							className: "size-4",
							"aria-hidden": "true"
						})]
					})]
				}), /* @__PURE__ */ jsx(CardContent, { children: recent.data ? /* @__PURE__ */ jsx(RecentOrdersTable, { orders: recent.data.items }) : /* @__PURE__ */ jsx(Skeleton, { className: "h-32 w-full" }) })] }), /* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsx(CardHeader, { children: /* @__PURE__ */ jsx(CardTitle, { children: "Log Notifikasi Email Terbaru" }) }), /* @__PURE__ */ jsx(CardContent, { children: emailLogs.isPending ? /* @__PURE__ */ jsx(Skeleton, { className: "h-32 w-full" }) : emailLogs.isError ? /* @__PURE__ */ jsx("p", {
					role: "alert",
					children: errorMessage(emailLogs.error)
				}) : /* @__PURE__ */ jsx(EmailLogTable, { logs: emailLogs.data.items }) })] })]
			})
		]
	});
}
// src/app/routes/admin/dashboard.tsx
/** /admin: the back office's dashboard (spec section 2, "Admin dashboard"). */
function Component() {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("title", { children: "Dashboard Admin — Seulanga" }), /* @__PURE__ */ jsx(DashboardPage, {})] });
}
export { Component };
