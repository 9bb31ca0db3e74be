import { _ as buttonVariants, f as Spinner, g as Button } from "../entry-server.js";
import { t as EmptyState } from "./empty-state-CYDT0TqZ.js";
import { t as Skeleton } from "./skeleton-Bul1_UKn.js";
import { a as errorMessage } from "./errors-a5EGD5HF.js";
import { i as messages } from "./messages-CBdMQSHl.js";
import { d as queryKeys, i as useCurrentUser, l as useShopData } from "./react-CEzJk9tn.js";
import { t as toast } from "./toast-CwcNL7rU.js";
import { a as CardHeader, i as CardFooter, n as CardContent, o as CardTitle, t as Card } from "./card-PLQmjBZq.js";
import { t as PendingButton } from "./pending-button-FrVOsYBk.js";
import { r as formatRupiah, t as formatDate } from "./format-DldOCsp5.js";
import { n as OrderStatusBadge, t as ShippingStatusBadge } from "./status-CxxH7qzl.js";
import { r as paymentGroupOf } from "./payment-BGTXywQr.js";
import { useId } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useLocation, useNavigate } from "react-router";
import { z } from "zod";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { CircleCheckIcon, CopyIcon, HistoryIcon, PackageIcon } from "lucide-react";
// src/features/orders/api/use-my-orders.ts
/**
* The signed-in buyer's orders, newest first (`data.orders.listMine()`; docs/product/decisions.md, "Whose
* order is it"). An empty list when signed out. Refreshes by itself when orders change, also in
* another tab.
*/
function useMyOrders() {
	const data = useShopData();
	return useQuery({
		queryKey: queryKeys.myOrders,
		queryFn: () => data.orders.listMine()
	});
}
// src/features/orders/api/use-confirm-payment.ts
/**
* Confirms the payment of one of the buyer's Pending orders (`data.orders.confirmPayment`): the
* order becomes Processed and its transaction Success (spec section 4). Call `mutateAsync(orderId)`;
* it rejects with the data layer's error (e.g. 'Pesanan ini tidak menunggu pembayaran.' when the
* order was confirmed elsewhere) whose `message` is shown as it is.
*/
function useConfirmPayment() {
	const data = useShopData();
	return useMutation({ mutationFn: (orderId) => data.orders.confirmPayment(orderId) });
}
// src/features/orders/components/payment-code.tsx
/** Toast texts of the copy button (not in the message catalogue yet). */
var COPIED = "Kode pembayaran disalin.";
var COPY_FAILED = "Kode pembayaran tidak dapat disalin. Salin secara manual.";
function canCopy() {
	return typeof navigator !== "undefined" && typeof navigator.clipboard?.writeText === "function";
}
/**
* A payment code shown large and monospaced, with a 'Salin kode pembayaran' button when the
* browser offers `navigator.clipboard` (spec section 9: `TJ-YYYYMMDDNNNN`).
* @param code - the order's `paymentCode`.
*/
function PaymentCode({ code }) {
	async function copy() {
		try {
			await navigator.clipboard.writeText(code);
			toast.success(COPIED);
		} catch {
			toast.error(COPY_FAILED);
		}
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-wrap items-center gap-2",
		children: [/* @__PURE__ */ jsx("span", {
			className: "font-mono text-2xl font-bold tracking-wide break-all text-primary",
			children: code
		}), canCopy() && /* @__PURE__ */ jsxs(Button, {
			type: "button",
			variant: "outline",
			size: "sm",
			onClick: () => void copy(),
			"aria-label": "Salin kode pembayaran",
			children: [/* @__PURE__ */ jsx(CopyIcon, { "aria-hidden": "true" }), "Salin"]
		})]
	});
}
// src/features/orders/components/order-card.tsx
/**
* One order on "Pesanan Saya" (spec section 2): id, date, products, total, payment method, order
* and shipping status badges. A Pending order with a payment code shows the code and a
* `Konfirmasi Pembayaran` button that confirms the payment in place; a Processed order shows
* 'Pembayaran Diterima'.
*/
function OrderCard({ order }) {
	const titleId = useId();
	const confirm = useConfirmPayment();
	async function onConfirm() {
		try {
			await confirm.mutateAsync(order.id);
			toast.success(messages.payment.confirmed(order.id));
		} catch (error) {
			toast.error(errorMessage(error));
		}
	}
	const awaitingPayment = order.status === "Pending" && order.paymentCode !== "";
	return /* @__PURE__ */ jsxs(Card, {
		className: "gap-4",
		children: [
			/* @__PURE__ */ jsxs(CardHeader, {
				className: "flex-row flex-wrap items-start justify-between gap-2",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "flex flex-col gap-1",
					children: [/* @__PURE__ */ jsxs(CardTitle, {
						id: titleId,
						children: ["Pesanan ", order.id]
					}), /* @__PURE__ */ jsx("p", {
						className: "text-sm text-muted-foreground",
						children: formatDate(order.date)
					})]
				}), /* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap gap-2",
					children: [/* @__PURE__ */ jsx(OrderStatusBadge, { status: order.status }), /* @__PURE__ */ jsx(ShippingStatusBadge, { status: order.shippingStatus })]
				})]
			}),
			/* @__PURE__ */ jsx(CardContent, { children: /* @__PURE__ */ jsxs("dl", {
				className: "grid gap-3 text-sm sm:grid-cols-2",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "sm:col-span-2",
						children: [/* @__PURE__ */ jsx("dt", {
							className: "text-muted-foreground",
							children: "Produk"
						}), /* @__PURE__ */ jsx("dd", {
							className: "font-medium break-words",
							children: order.productName
						})]
					}),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
						className: "text-muted-foreground",
						children: "Total"
					}), /* @__PURE__ */ jsx("dd", {
						className: "text-base font-semibold",
						children: formatRupiah(order.total)
					})] }),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
						className: "text-muted-foreground",
						children: "Metode Pembayaran"
					}), /* @__PURE__ */ jsx("dd", {
						className: "font-medium",
						children: order.paymentMethod || "-"
					})] }),
					awaitingPayment && /* @__PURE__ */ jsxs("div", {
						className: "sm:col-span-2",
						children: [/* @__PURE__ */ jsx("dt", {
							className: "text-muted-foreground",
							children: "Kode Pembayaran"
						}), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(PaymentCode, { code: order.paymentCode }) })]
					})
				]
			}) }),
			awaitingPayment && /* @__PURE__ */ jsx(CardFooter, { children: /* @__PURE__ */ jsx(PendingButton, {
				type: "button",
				className: "w-full sm:w-fit",
				pending: confirm.isPending,
				"aria-describedby": titleId,
				onClick: () => void onConfirm(),
				children: "Konfirmasi Pembayaran"
			}) }),
			order.status === "Processed" && /* @__PURE__ */ jsx(CardFooter, { children: /* @__PURE__ */ jsxs("p", {
				className: "flex items-center gap-2 text-sm font-medium text-primary",
				children: [/* @__PURE__ */ jsx(CircleCheckIcon, {
					className: "size-4",
					"aria-hidden": "true"
				}), messages.payment.received]
			}) })
		]
	});
}
// src/features/orders/components/my-orders-page.tsx
/**
* /pesanan-saya (spec section 2, "Pesanan Saya"): the signed-in buyer's orders, newest first, as
* {@link OrderCard}s where Pending orders can be confirmed; 'Anda belum memiliki pesanan.' when
* there are none.
*/
function MyOrdersPage() {
	const orders = useMyOrders();
	return /* @__PURE__ */ jsxs("section", {
		className: "mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Pesanan Saya — Seulanga" }),
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "Pesanan Saya"
			}),
			orders.isPending ? /* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-4",
				children: [
					/* @__PURE__ */ jsx(Spinner, { label: "Memuat pesanan..." }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h-48 w-full" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h-48 w-full" })
				]
			}) : orders.isError ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "text-destructive",
				children: errorMessage(orders.error)
			}) : orders.data.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(PackageIcon, {}),
				title: messages.orders.empty,
				action: /* @__PURE__ */ jsx(Link, {
					to: "/catalog",
					className: buttonVariants(),
					children: "Lihat Katalog"
				})
			}) : /* @__PURE__ */ jsx("ul", {
				className: "flex flex-col gap-4",
				"aria-label": "Daftar pesanan",
				children: orders.data.map((order) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(OrderCard, { order }) }, order.id))
			})
		]
	});
}
// src/features/orders/schemas.ts
/**
* The navigation state the checkout hands to /payment-confirmation (spec section 2, "Payment
* confirmation"): order id, payment code, total in Rupiah and payment method.
*/
var paymentConfirmationStateSchema = z.object({
	orderId: z.string().min(1),
	paymentCode: z.string(),
	total: z.number().finite().nonnegative(),
	paymentMethod: z.string()
});
// src/features/orders/components/payment-instructions.tsx
/**
* Short Indonesian payment steps for the order's method, by payment group (spec section 9):
* e-wallet/QRIS, bank transfer or cash on delivery. Unknown methods (prototype data) get general
* steps.
* @param method - the order's `paymentMethod`, e.g. 'GoPay' or 'Bank Aceh Transfer'.
*/
function PaymentInstructions({ method }) {
	const group = paymentGroupOf(method)?.id;
	let steps;
	if (group === "ewallet") steps = method === "QRIS" ? [
		"Buka aplikasi e-wallet atau mobile banking yang mendukung QRIS.",
		"Pilih menu bayar atau pindai QRIS, lalu masukkan kode pembayaran di atas.",
		"Pastikan nominal sama dengan total pembayaran, lalu selesaikan pembayaran."
	] : [
		`Buka aplikasi ${method} di ponsel Anda.`,
		"Pilih menu bayar, lalu masukkan kode pembayaran di atas.",
		"Pastikan nominal sama dengan total pembayaran, lalu selesaikan pembayaran."
	];
	else if (group === "bank") steps = [
		`Transfer sejumlah total pembayaran melalui ${method.replace(/\s*Transfer$/, "")} (ATM, mobile banking, atau teller).`,
		"Tulis kode pembayaran di atas pada berita atau keterangan transfer.",
		"Simpan bukti transfer Anda."
	];
	else if (group === "cod") steps = ["Siapkan uang tunai sejumlah total pembayaran.", "Bayar kepada kurir saat pesanan tiba dan sebutkan kode pembayaran di atas."];
	else steps = ["Bayar sejumlah total pembayaran dengan menyebutkan kode pembayaran di atas."];
	return /* @__PURE__ */ jsxs("ol", {
		className: "list-decimal space-y-1 pl-5 text-sm",
		children: [steps.map((step) => /* @__PURE__ */ jsx("li", { children: step }, step)), /* @__PURE__ */ jsx("li", { children: "Setelah membayar, tekan tombol Konfirmasi Pembayaran." })]
	});
}
// src/features/orders/components/payment-confirmation-page.tsx
/**
* /payment-confirmation (spec section 2): reads `{ orderId, paymentCode, total, paymentMethod }`
* from the navigation state (see {@link paymentConfirmationStateSchema}). Without a valid state it
* shows the spec's 'Kesalahan' message and a link home; with it, the order's payment details,
* instructions for its payment group and the `Konfirmasi Pembayaran` button, which confirms the
* payment and goes to /pesanan-saya.
*/
function PaymentConfirmationPage() {
	const location = useLocation();
	const parsed = paymentConfirmationStateSchema.safeParse(location.state);
	if (!parsed.success) return /* @__PURE__ */ jsx(MissingOrder, {});
	return /* @__PURE__ */ jsx(PaymentDetails, { state: parsed.data });
}
function MissingOrder() {
	return /* @__PURE__ */ jsxs("section", {
		className: "mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Kesalahan — Seulanga" }),
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold text-destructive",
				children: messages.payment.missingTitle
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-muted-foreground",
				children: messages.payment.missing
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap justify-center gap-2",
				children: [/* @__PURE__ */ jsx(Link, {
					to: "/",
					className: buttonVariants(),
					children: "Kembali ke beranda"
				}), /* @__PURE__ */ jsx(Link, {
					to: "/pesanan-saya",
					className: buttonVariants({ variant: "outline" }),
					children: "Lihat Pesanan Saya"
				})]
			})
		]
	});
}
function PaymentDetails({ state }) {
	const navigate = useNavigate();
	const confirm = useConfirmPayment();
	const status = useMyOrders().data?.find((order) => order.id === state.orderId)?.status;
	const awaitingPayment = status === void 0 || status === "Pending";
	async function onConfirm() {
		try {
			await confirm.mutateAsync(state.orderId);
			toast.success(messages.payment.confirmed(state.orderId));
			navigate("/pesanan-saya");
		} catch (error) {
			toast.error(errorMessage(error));
		}
	}
	return /* @__PURE__ */ jsxs("section", {
		className: "mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Konfirmasi Pembayaran — Seulanga" }),
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "Konfirmasi Pembayaran"
			}),
			/* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsx(CardHeader, { children: /* @__PURE__ */ jsx(CardTitle, { children: "Detail Pembayaran" }) }), /* @__PURE__ */ jsx(CardContent, { children: /* @__PURE__ */ jsxs("dl", {
				className: "grid gap-4 sm:grid-cols-2",
				children: [
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
						className: "text-sm text-muted-foreground",
						children: "ID Pesanan"
					}), /* @__PURE__ */ jsx("dd", {
						className: "font-medium",
						children: state.orderId
					})] }),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
						className: "text-sm text-muted-foreground",
						children: "Metode Pembayaran"
					}), /* @__PURE__ */ jsx("dd", {
						className: "font-medium",
						children: state.paymentMethod
					})] }),
					/* @__PURE__ */ jsxs("div", {
						className: "sm:col-span-2",
						children: [/* @__PURE__ */ jsx("dt", {
							className: "text-sm text-muted-foreground",
							children: "Kode Pembayaran"
						}), /* @__PURE__ */ jsx("dd", { children: state.paymentCode ? /* @__PURE__ */ jsx(PaymentCode, { code: state.paymentCode }) : /* @__PURE__ */ jsx("span", { children: "-" }) })]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "sm:col-span-2",
						children: [/* @__PURE__ */ jsx("dt", {
							className: "text-sm text-muted-foreground",
							children: "Total Pembayaran"
						}), /* @__PURE__ */ jsx("dd", {
							className: "text-xl font-bold",
							children: formatRupiah(state.total)
						})]
					}),
					status && /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
						className: "text-sm text-muted-foreground",
						children: "Status Pesanan"
					}), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(OrderStatusBadge, { status }) })] })
				]
			}) })] }),
			awaitingPayment ? /* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsx(CardHeader, { children: /* @__PURE__ */ jsx(CardTitle, { children: "Cara Pembayaran" }) }), /* @__PURE__ */ jsxs(CardContent, {
				className: "flex flex-col gap-4",
				children: [/* @__PURE__ */ jsx(PaymentInstructions, { method: state.paymentMethod }), /* @__PURE__ */ jsx(PendingButton, {
					type: "button",
					size: "lg",
					className: "w-full sm:w-fit",
					pending: confirm.isPending,
					onClick: () => void onConfirm(),
					children: "Konfirmasi Pembayaran"
				})]
			})] }) : /* @__PURE__ */ jsx(PaymentSettled, { paid: status === "Processed" || status === "Completed" }),
			/* @__PURE__ */ jsx(Link, {
				to: "/pesanan-saya",
				className: buttonVariants({
					variant: "link",
					className: "w-fit px-0"
				}),
				children: "Lihat Pesanan Saya"
			})
		]
	});
}
/** What replaces the instructions once the order no longer waits for payment. */
function PaymentSettled({ paid }) {
	if (!paid) return /* @__PURE__ */ jsx("p", {
		className: "font-medium",
		children: messages.payment.notPending
	});
	return /* @__PURE__ */ jsxs("p", {
		className: "flex items-center gap-2 font-medium text-primary",
		children: [/* @__PURE__ */ jsx(CircleCheckIcon, {
			"aria-hidden": "true",
			className: "size-5"
		}), messages.payment.received]
	});
}
// src/features/orders/components/purchase-history-page.tsx
/**
* /purchase-history (spec section 2, "Purchase history"; docs/product/decisions.md, "Whose order is it"): the
* signed-in buyer's orders as a table from `md` up and as cards on phones. Empty: 'Anda belum
* memiliki riwayat pembelian.'; signed out (the route is guarded, so only defensively): 'Silakan
* login untuk melihat riwayat pembelian Anda.'.
*/
function PurchaseHistoryPage() {
	const user = useCurrentUser();
	const orders = useMyOrders();
	const loading = user.isPending || orders.isPending;
	return /* @__PURE__ */ jsxs("section", {
		className: "mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Riwayat Pembelian — Seulanga" }),
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "Riwayat Pembelian"
			}),
			loading ? /* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-3",
				children: [
					/* @__PURE__ */ jsx(Spinner, { label: "Memuat riwayat pembelian..." }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h-10 w-full" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h-10 w-full" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h-10 w-full" })
				]
			}) : !user.data ? /* @__PURE__ */ jsx(EmptyState, {
				title: messages.orders.historyLogin,
				action: /* @__PURE__ */ jsx(Link, {
					to: "/login",
					className: buttonVariants(),
					children: "Masuk"
				})
			}) : orders.isError ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "text-destructive",
				children: errorMessage(orders.error)
			}) : orders.data.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(HistoryIcon, {}),
				title: messages.orders.historyEmpty,
				action: /* @__PURE__ */ jsx(Link, {
					to: "/catalog",
					className: buttonVariants(),
					children: "Lihat Katalog"
				})
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(HistoryTable, { orders: orders.data }), /* @__PURE__ */ jsx("ul", {
				className: "flex flex-col gap-3 md:hidden",
				"aria-label": "Riwayat pembelian",
				children: orders.data.map((order) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(HistoryCard, { order }) }, order.id))
			})] })
		]
	});
}
function HistoryTable({ orders }) {
	return /* @__PURE__ */ jsx("div", {
		className: "hidden overflow-x-auto rounded-lg border md:block",
		children: /* @__PURE__ */ jsxs("table", {
			className: "w-full text-left text-sm",
			children: [
				/* @__PURE__ */ jsx("caption", {
					className: "sr-only",
					children: "Riwayat pembelian"
				}),
				/* @__PURE__ */ jsx("thead", {
					className: "bg-muted",
					children: /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-4 py-3 font-medium",
							children: "ID Pesanan"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-4 py-3 font-medium",
							children: "Tanggal"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-4 py-3 font-medium",
							children: "Produk"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-4 py-3 text-right font-medium",
							children: "Total"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-4 py-3 font-medium",
							children: "Status"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-4 py-3 font-medium",
							children: "Status Pengiriman"
						})
					] })
				}),
				/* @__PURE__ */ jsx("tbody", { children: orders.map((order) => /* @__PURE__ */ jsxs("tr", {
					className: "border-t align-top",
					children: [
						/* @__PURE__ */ jsx("th", {
							scope: "row",
							className: "px-4 py-3 font-medium",
							children: order.id
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-4 py-3 whitespace-nowrap",
							children: formatDate(order.date)
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-4 py-3 break-words",
							children: order.productName
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-4 py-3 text-right whitespace-nowrap",
							children: formatRupiah(order.total)
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-4 py-3",
							children: /* @__PURE__ */ jsx(OrderStatusBadge, { status: order.status })
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-4 py-3",
							children: /* @__PURE__ */ jsx(ShippingStatusBadge, { status: order.shippingStatus })
						})
					]
				}, order.id)) })
			]
		})
	});
}
function HistoryCard({ order }) {
	return /* @__PURE__ */ jsxs(Card, {
		className: "gap-3 py-4",
		children: [/* @__PURE__ */ jsxs(CardHeader, {
			className: "px-4",
			children: [/* @__PURE__ */ jsx(CardTitle, { children: order.id }), /* @__PURE__ */ jsx("p", {
				className: "text-sm text-muted-foreground",
				children: formatDate(order.date)
			})]
		}), /* @__PURE__ */ jsxs(CardContent, {
			className: "flex flex-col gap-2 px-4 text-sm",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "break-words",
					children: order.productName
				}),
				/* @__PURE__ */ jsx("p", {
					className: "font-semibold",
					children: formatRupiah(order.total)
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap gap-2",
					children: [/* @__PURE__ */ jsx(OrderStatusBadge, { status: order.status }), /* @__PURE__ */ jsx(ShippingStatusBadge, { status: order.shippingStatus })]
				})
			]
		})]
	});
}
export { PaymentConfirmationPage as n, MyOrdersPage as r, PurchaseHistoryPage as t };
