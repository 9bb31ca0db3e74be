import { t as EmptyState } from "./empty-state-CYDT0TqZ.js";
import { t as Input } from "./input-BOyCJGaI.js";
import { t as Label } from "./label-DAK8_zUG.js";
import { t as NativeSelect } from "./native-select-Swfpsm8q.js";
import { t as Skeleton } from "./skeleton-Bul1_UKn.js";
import { O as ORDER_STATUSES, f as Spinner, g as Button, k as SHIPPING_STATUSES } from "../entry-server.js";
import { t as TablePagination } from "./table-pagination-GpaFDZ-W.js";
import { a as errorMessage, r as PermissionError } from "./errors-a5EGD5HF.js";
import { i as messages, n as adminMessages } from "./messages-CBdMQSHl.js";
import { n as OrderStatusBadge, r as ORDER_STATUS_LABELS, t as ShippingStatusBadge } from "./status-CxxH7qzl.js";
import { n as tablePageProps, t as usePageNumber } from "./use-page-number-C3GmwfLV.js";
import { d as queryKeys, l as useShopData } from "./react-CEzJk9tn.js";
import { t as toast } from "./toast-CwcNL7rU.js";
import { t as TableScrollRegion } from "./table-scroll-region-CY-wVEsB.js";
import { r as formatRupiah, t as formatDate } from "./format-DldOCsp5.js";
import { a as DropdownMenuLabel, i as DropdownMenuItem, n as DropdownMenuContent, o as DropdownMenuSeparator, r as DropdownMenuGroup, s as DropdownMenuTrigger, t as DropdownMenu } from "./dropdown-menu-ab9JIuBY.js";
import { useDeferredValue, useId, useState } from "react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { EllipsisIcon, PackageIcon } from "lucide-react";
// src/features/admin-orders/api/use-order-search.ts
/**
* One page of the orders table (`data.orders.searchAll`, admin only: a non-admin gets the data
* layer's PermissionError). While another page or filter loads, the previous page stays shown
* (`isPlaceholderData`); refreshes when orders change in another tab or on another device.
*/
function useOrderSearch(search) {
	const data = useShopData();
	return useQuery({
		queryKey: queryKeys.orderSearch(search),
		queryFn: () => data.orders.searchAll(search),
		placeholderData: keepPreviousData
	});
}
// src/features/admin-orders/api/use-update-order.ts
/**
* Sets an order's status and/or shipping status (`data.orders.update`, which checks the admin
* role and logs `updateOrder`; spec section 4). Toasts 'Pesanan {id} berhasil diperbarui!' or the
* data layer's error message.
*/
function useUpdateOrder() {
	const data = useShopData();
	return useMutation({
		mutationFn: ({ orderId, changes }) => data.orders.update(orderId, changes),
		onSuccess: (order) => toast.success(adminMessages.orderUpdated(order.id)),
		onError: (error) => toast.error(errorMessage(error))
	});
}
// src/features/admin-orders/lib/texts.ts
/** Texts of the orders screen that the message catalogue does not hold. */
var ORDERS_PAGE_TEXT = {
	empty: "Belum ada pesanan.",
	noMatch: "Tidak ada pesanan yang cocok dengan filter."
};
// src/features/admin-orders/lib/settable-statuses.ts
/** Shipping statuses the admin can set at any time (spec section 4). */
var SETTABLE_SHIPPING_STATUSES = [
	"Dikemas",
	"Dikirim",
	"Dalam Perjalanan",
	"Tiba di Tujuan"
];
/** Order statuses the admin can set from any state (spec section 4). */
var SETTABLE_ORDER_STATUSES = [
	"Processed",
	"Completed",
	"Cancelled"
];
// src/features/admin-orders/components/order-actions-menu.tsx
/**
* The row's action menu `Aksi {order id}` (spec section 4; docs/product/ui-names.md): 'Konfirmasi Pengiriman'
* (to 'Dikemas') only while the order waits for the admin's confirmation, the four settable
* shipping statuses, and the order statuses Processed, Completed, Cancelled (shown with their
* Indonesian label, the status word kept in the name). Non-modal, so the page stays in the
* accessibility tree while it is open.
*/
function OrderActionsMenu({ order, onUpdate, disabled }) {
	const id = useId();
	const setShipping = (shippingStatus) => onUpdate({
		orderId: order.id,
		changes: { shippingStatus }
	});
	const setStatus = (status) => onUpdate({
		orderId: order.id,
		changes: { status }
	});
	return /* @__PURE__ */ jsxs(DropdownMenu, {
		modal: false,
		children: [/* @__PURE__ */ jsx(DropdownMenuTrigger, {
			asChild: true,
			children: /* @__PURE__ */ jsx(Button, {
				variant: "ghost",
				size: "icon",
				"aria-label": `Aksi ${order.id}`,
				disabled,
				children: /* @__PURE__ */ jsx(EllipsisIcon, { "aria-hidden": "true" })
			})
		}), /* @__PURE__ */ jsxs(DropdownMenuContent, {
			align: "end",
			className: "w-60",
			children: [
				order.shippingStatus === "Menunggu Konfirmasi Admin" && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(DropdownMenuItem, {
					onSelect: () => setShipping("Dikemas"),
					children: "Konfirmasi Pengiriman"
				}), /* @__PURE__ */ jsx(DropdownMenuSeparator, {})] }),
				/* @__PURE__ */ jsxs(DropdownMenuGroup, {
					"aria-labelledby": `${id}-shipping`,
					children: [/* @__PURE__ */ jsx(DropdownMenuLabel, {
						id: `${id}-shipping`,
						children: "Status Pengiriman"
					}), SETTABLE_SHIPPING_STATUSES.map((status) => /* @__PURE__ */ jsx(DropdownMenuItem, {
						onSelect: () => setShipping(status),
						"data-current": order.shippingStatus === status,
						children: status
					}, status))]
				}),
				/* @__PURE__ */ jsx(DropdownMenuSeparator, {}),
				/* @__PURE__ */ jsxs(DropdownMenuGroup, {
					"aria-labelledby": `${id}-status`,
					children: [/* @__PURE__ */ jsx(DropdownMenuLabel, {
						id: `${id}-status`,
						children: "Status Pesanan"
					}), SETTABLE_ORDER_STATUSES.map((status) => /* @__PURE__ */ jsxs(DropdownMenuItem, {
						onSelect: () => setStatus(status),
						variant: status === "Cancelled" ? "destructive" : "default",
						"data-current": order.status === status,
						children: [
							ORDER_STATUS_LABELS[status],
							" (",
							status,
							")"
						]
					}, status))]
				})
			]
		})]
	});
}
// src/features/admin-orders/components/orders-table.tsx
/**
* The admin's orders table (spec section 2, "Admin orders"): order id and date, buyer name and
* phone, shipping address and postal code, total, payment code ('N/A' when none), order status
* badge, shipping status badge and the {@link OrderActionsMenu}. User-entered text is rendered
* as text.
*/
function OrdersTable({ orders, onUpdate, pendingOrderId }) {
	return /* @__PURE__ */ jsx(TableScrollRegion, {
		label: "Tabel pesanan",
		className: "rounded-lg border",
		children: /* @__PURE__ */ jsxs("table", {
			className: "w-full min-w-[56rem] text-left text-sm",
			children: [
				/* @__PURE__ */ jsx("caption", {
					className: "sr-only",
					children: "Daftar pesanan"
				}),
				/* @__PURE__ */ jsx("thead", {
					className: "border-b bg-muted/50 text-muted-foreground",
					children: /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-3 py-2 font-medium",
							children: "ID Pesanan"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-3 py-2 font-medium",
							children: "Pembeli"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-3 py-2 font-medium",
							children: "Alamat Pengiriman"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-3 py-2 font-medium",
							children: "Total"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-3 py-2 font-medium",
							children: "Kode Pembayaran"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-3 py-2 font-medium",
							children: "Status Pesanan"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-3 py-2 font-medium",
							children: "Status Pengiriman"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-3 py-2 font-medium",
							children: /* @__PURE__ */ jsx("span", {
								className: "sr-only",
								children: "Aksi"
							})
						})
					] })
				}),
				/* @__PURE__ */ jsx("tbody", { children: orders.map((order) => /* @__PURE__ */ jsxs("tr", {
					className: "border-b align-top last:border-0",
					children: [
						/* @__PURE__ */ jsxs("th", {
							scope: "row",
							className: "px-3 py-2 font-medium",
							children: [/* @__PURE__ */ jsx("span", {
								className: "block break-all",
								children: order.id
							}), /* @__PURE__ */ jsx("span", {
								className: "block text-xs font-normal text-muted-foreground",
								children: formatDate(order.date)
							})]
						}),
						/* @__PURE__ */ jsxs("td", {
							className: "px-3 py-2",
							children: [/* @__PURE__ */ jsx("span", {
								className: "block",
								children: order.customerName
							}), /* @__PURE__ */ jsx("span", {
								className: "block text-muted-foreground",
								children: order.customerPhone
							})]
						}),
						/* @__PURE__ */ jsxs("td", {
							className: "max-w-64 px-3 py-2",
							children: [/* @__PURE__ */ jsx("span", {
								className: "block break-words",
								children: order.shippingAddress
							}), /* @__PURE__ */ jsxs("span", {
								className: "block text-muted-foreground",
								children: ["Kode Pos ", order.postalCode || "-"]
							})]
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-3 py-2 whitespace-nowrap tabular-nums",
							children: formatRupiah(order.total)
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-3 py-2 whitespace-nowrap",
							children: order.paymentCode || "N/A"
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-3 py-2",
							children: /* @__PURE__ */ jsx(OrderStatusBadge, { status: order.status })
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-3 py-2",
							children: /* @__PURE__ */ jsx(ShippingStatusBadge, { status: order.shippingStatus })
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-3 py-2 text-right",
							children: /* @__PURE__ */ jsx(OrderActionsMenu, {
								order,
								onUpdate,
								disabled: pendingOrderId === order.id
							})
						})
					]
				}, order.id)) })
			]
		})
	});
}
// src/features/admin-orders/components/orders-page.tsx
/**
* /admin/orders, 'Pesanan' (spec sections 2 and 4): every order, newest first, filtered by order
* status ('Status'), shipping status ('Status Pengiriman') and a search by id or name ('Cari
* pesanan'), 20 per page, paged by the data port (`orders.searchAll`, in the database in server
* mode), so 100,000 orders load one page at a time; each row's action menu updates the order and
* toasts the result. A non-admin sees the data layer's refusal.
*/
function AdminOrdersPage() {
	const id = useId();
	const update = useUpdateOrder();
	const [status, setStatus] = useState("all");
	const [shippingStatus, setShippingStatus] = useState("all");
	const [query, setQuery] = useState("");
	const q = useDeferredValue(query).trim();
	const [page, setPage] = usePageNumber(`${status}|${shippingStatus}|${q}`);
	const orders = useOrderSearch({
		page,
		...status === "all" ? {} : { status },
		...shippingStatus === "all" ? {} : { shippingStatus },
		...q ? { q } : {}
	});
	const filtering = status !== "all" || shippingStatus !== "all" || q !== "";
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-6",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Pesanan — Seulanga" }),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "Pesanan"
			}), /* @__PURE__ */ jsx("p", {
				className: "text-muted-foreground",
				children: "Kelola status pesanan dan pengiriman pembeli."
			})] }),
			orders.isPending ? /* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-3",
				children: [
					/* @__PURE__ */ jsx(Spinner, { label: "Memuat pesanan..." }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h-10 w-full" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h-64 w-full" })
				]
			}) : orders.isError ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "text-destructive",
				children: orders.error instanceof PermissionError ? messages.auth.noAccess : errorMessage(orders.error)
			}) : orders.data.total === 0 && !filtering ? /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(PackageIcon, {}),
				title: ORDERS_PAGE_TEXT.empty
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("search", {
				className: "grid gap-3 sm:grid-cols-3",
				"aria-label": "Filter pesanan",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "grid gap-2",
						children: [/* @__PURE__ */ jsx(Label, {
							htmlFor: `${id}-query`,
							children: "Cari pesanan"
						}), /* @__PURE__ */ jsx(Input, {
							id: `${id}-query`,
							type: "search",
							placeholder: "ID pesanan atau nama pembeli",
							maxLength: 200,
							value: query,
							onChange: (event) => setQuery(event.target.value)
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
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
							}), ORDER_STATUSES.map((s) => /* @__PURE__ */ jsxs("option", {
								value: s,
								children: [
									ORDER_STATUS_LABELS[s],
									" (",
									s,
									")"
								]
							}, s))]
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "grid gap-2",
						children: [/* @__PURE__ */ jsx(Label, {
							htmlFor: `${id}-shipping`,
							children: "Status Pengiriman"
						}), /* @__PURE__ */ jsxs(NativeSelect, {
							id: `${id}-shipping`,
							value: shippingStatus,
							onChange: (event) => setShippingStatus(event.target.value),
							children: [/* @__PURE__ */ jsx("option", {
								value: "all",
								children: "Semua"
							}), SHIPPING_STATUSES.map((s) => /* @__PURE__ */ jsx("option", {
								value: s,
								children: s
							}, s))]
						})]
					})
				]
			}), orders.data.total === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(PackageIcon, {}),
				title: ORDERS_PAGE_TEXT.noMatch
			}) : /* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-6",
				"aria-busy": orders.isPlaceholderData,
				children: [/* @__PURE__ */ jsx(OrdersTable, {
					orders: orders.data.items,
					onUpdate: (change) => update.mutate(change),
					pendingOrderId: update.isPending ? update.variables?.orderId : void 0
				}), /* @__PURE__ */ jsx(TablePagination, {
					label: "Halaman daftar pesanan",
					...tablePageProps(orders.data),
					noun: "pesanan",
					onPageChange: setPage
				})]
			})] })
		]
	});
}
// src/app/routes/admin/orders.tsx
/** /admin/orders (spec section 2): 'Pesanan', the admin's order management. */
function Component() {
	return /* @__PURE__ */ jsx(AdminOrdersPage, {});
}
export { Component };
