import { t as toast } from "./toast-CwcNL7rU.js";
import { t as Skeleton } from "./skeleton-Bul1_UKn.js";
import { S as withCurrentProducts, f as Spinner, g as Button, x as cartTotal } from "../entry-server.js";
import { a as errorMessage, i as ValidationError } from "./errors-a5EGD5HF.js";
import { i as messages } from "./messages-CBdMQSHl.js";
import { i as useCurrentUser, l as useShopData, n as useCartItems, s as useProductsById } from "./react-CEzJk9tn.js";
import { a as CardHeader, i as CardFooter, n as CardContent, o as CardTitle, t as Card } from "./card-PLQmjBZq.js";
import { a as FormItem, i as FormField, n as FormControl, o as FormLabel, s as FormMessage, t as Form } from "./form-CoWxKEiG.js";
import { t as Input } from "./input-BOyCJGaI.js";
import { t as Textarea } from "./textarea-DXTQh0JJ.js";
import { o as checkoutInputSchema } from "./validation-D8L1HcKr.js";
import { r as formatRupiah } from "./format-DldOCsp5.js";
import { t as Label$1 } from "./label-DAK8_zUG.js";
import { t as cn } from "./utils-CmjGWNWk.js";
import { r as paymentGroupOf, t as PAYMENT_GROUPS } from "./payment-BGTXywQr.js";
import { useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Navigate, useNavigate } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
import { CircleIcon, LoaderCircleIcon } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useFormContext, useWatch } from "react-hook-form";
// src/data/order-emails.ts
/**
* The shop's one network call: asking the order e-mail function to send the buyer's confirmation
* and the admin's new-order notice (spec section 7, docs/product/decisions.md "E-mail").
*/
async function post(payload, config, fetchImpl) {
	if (!config.url) return messages.email.notConfigured;
	try {
		const response = await fetchImpl(config.url, {
			method: "POST",
			headers: {
				"Content-Type": "application/json",
				Authorization: `Bearer ${config.key}`
			},
			body: JSON.stringify(payload),
			signal: AbortSignal.timeout(config.timeoutMs)
		});
		let body = {};
		try {
			body = await response.json();
		} catch {}
		if (response.ok && body.ok !== false) return null;
		return body.error ?? `HTTP ${response.status}`;
	} catch (error) {
		return messages.email.requestFailed(error instanceof Error ? error.message : String(error));
	}
}
/**
* Sends the order e-mails and logs each outcome; never throws, so it never blocks the order.
* One e-mail goes to the buyer when `buyerEmail` is set, one to the store's admin address.
* @returns the e-mail log entries written (one or two).
*/
async function sendOrderEmails(data, order, buyerEmail, config, fetchImpl = fetch) {
	const { adminEmail } = await data.settings.getStore();
	const jobs = [];
	if (buyerEmail) jobs.push({
		type: "buyer_order_confirmation",
		payload: {
			order: {
				...order,
				customerEmail: buyerEmail
			},
			recipientType: "buyer",
			recipientEmail: buyerEmail
		}
	});
	if (adminEmail) jobs.push({
		type: "admin_new_order",
		payload: {
			order,
			recipientType: "admin",
			recipientEmail: adminEmail
		}
	});
	const outcomes = await Promise.all(jobs.map((job) => post(job.payload, config, fetchImpl)));
	const logs = [];
	for (const [index, job] of jobs.entries()) {
		const error = outcomes[index] ?? null;
		try {
			logs.push(await data.logs.addEmailLog({
				orderId: order.id,
				recipient: job.payload.recipientEmail,
				type: job.type,
				status: error ? "failed" : "success",
				error
			}));
		} catch {}
	}
	return logs;
}
// src/config/env.ts
/** The order e-mail configuration read from `VITE_ORDER_EMAIL_URL` and `VITE_ORDER_EMAIL_KEY`. */
var orderEmailConfig = {
	url: "",
	key: "",
	timeoutMs: 1e4
};
// src/features/checkout/api/use-place-order.ts
/**
* Places the order from the cart (`data.orders.place`, docs/product/decisions.md "Checkout, orders, payment"):
* in one step stock is re-checked and decremented, the Pending order with its payment code and a
* Pending transaction are created and the cart is emptied. Call `mutateAsync({ values, lines })`
* with the lines shown in the summary (docs/decisions/002: a tab that lost the race for the last
* unit gets the stock message rather than an order of a different cart); it rejects
* with `InsufficientStockError`, `ValidationError` (with `fieldErrors`), `StorageQuotaError` or
* `PermissionError`, whose `message` is the Indonesian text to show — and then nothing changed.
*/
function usePlaceOrder() {
	const data = useShopData();
	return useMutation({ mutationFn: ({ values, lines }) => data.orders.place(values, lines) });
}
// src/features/checkout/components/order-summary.tsx
/**
* The checkout's order summary: each line as name × quantity with its subtotal, and the total
* in Rupiah (no shipping fee or tax: spec section 9).
* @param items - the cart lines at the catalogue's current prices.
*/
function OrderSummary({ items }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-3 text-sm",
		children: [/* @__PURE__ */ jsx("ul", {
			className: "flex flex-col gap-2",
			"aria-label": "Produk yang dipesan",
			children: items.map((item) => /* @__PURE__ */ jsxs("li", {
				className: "flex justify-between gap-3",
				children: [/* @__PURE__ */ jsxs("span", {
					className: "min-w-0 break-words",
					children: [
						item.name,
						" ",
						/* @__PURE__ */ jsxs("span", {
							className: "text-muted-foreground",
							children: ["× ", item.quantity]
						})
					]
				}), /* @__PURE__ */ jsx("span", {
					className: "shrink-0",
					children: formatRupiah(item.price * item.quantity)
				})]
			}, item.id))
		}), /* @__PURE__ */ jsxs("dl", {
			className: "flex justify-between gap-3 border-t pt-3 text-base",
			children: [/* @__PURE__ */ jsx("dt", {
				className: "font-semibold",
				children: "Total"
			}), /* @__PURE__ */ jsx("dd", {
				className: "font-bold",
				children: formatRupiah(cartTotal(items))
			})]
		})]
	});
}
// src/components/ui/radio-group.tsx
/**
* A set of mutually exclusive choices (Radix RadioGroup, role `radiogroup`), e.g. `Rating` or
* `Metode Pembayaran`. Name it with `aria-label` or `aria-labelledby`; arrow keys move the choice.
*/
function RadioGroup$1({ className, ...props }) {
	return /* @__PURE__ */ jsx(RadioGroup.Root, {
		"data-slot": "radio-group",
		className: cn("grid gap-3", className),
		...props
	});
}
/** One choice (role `radio`); give it an `id` and a `<Label htmlFor>` for its name. */
function RadioGroupItem({ className, ...props }) {
	return /* @__PURE__ */ jsx(RadioGroup.Item, {
		"data-slot": "radio-group-item",
		className: cn("aspect-square size-4 shrink-0 rounded-full border border-input text-primary shadow-xs transition-[color,box-shadow] data-[state=checked]:border-primary disabled:cursor-not-allowed disabled:opacity-50", "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden", "aria-invalid:border-destructive", className),
		...props,
		children: /* @__PURE__ */ jsx(RadioGroup.Indicator, {
			"data-slot": "radio-group-indicator",
			className: "flex items-center justify-center",
			children: /* @__PURE__ */ jsx(CircleIcon, {
				className: "size-2 fill-current",
				"aria-hidden": "true"
			})
		})
	});
}
// src/features/checkout/components/payment-method-fields.tsx
/**
* The payment choice (spec sections 4 and 9): the radio group `Metode Pembayaran` (E-Wallet &
* QRIS, Transfer Bank, Bayar di Tempat (COD)) and the radio group `Pilih Pembayaran` with the
* chosen group's methods, bound to the form's `paymentMethod`. Choosing a group selects its
* default method (GoPay, Bank Aceh Transfer, COD). Must sit inside the checkout `Form`.
*/
function PaymentMethodFields() {
	const form = useFormContext();
	const method = useWatch({
		control: form.control,
		name: "paymentMethod"
	});
	const group = paymentGroupOf(method) ?? PAYMENT_GROUPS[0];
	const groupLabelId = useId();
	const methodLabelId = useId();
	const idPrefix = useId();
	function chooseGroup(id) {
		const next = PAYMENT_GROUPS.find((g) => g.id === id);
		if (next && next.id !== group.id) form.setValue("paymentMethod", next.methods[0], {
			shouldDirty: true,
			shouldValidate: true
		});
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-6",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex flex-col gap-3",
			children: [/* @__PURE__ */ jsx("p", {
				id: groupLabelId,
				className: "text-sm font-medium",
				children: "Metode Pembayaran"
			}), /* @__PURE__ */ jsx(RadioGroup$1, {
				"aria-labelledby": groupLabelId,
				value: group.id,
				onValueChange: chooseGroup,
				className: "grid gap-2 sm:grid-cols-3",
				children: PAYMENT_GROUPS.map((g) => /* @__PURE__ */ jsxs("div", {
					className: "flex items-center gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary",
					children: [/* @__PURE__ */ jsx(RadioGroupItem, {
						id: `${idPrefix}-group-${g.id}`,
						value: g.id
					}), /* @__PURE__ */ jsx(Label$1, {
						htmlFor: `${idPrefix}-group-${g.id}`,
						className: "cursor-pointer",
						children: g.label
					})]
				}, g.id))
			})]
		}), /* @__PURE__ */ jsx(FormField, {
			control: form.control,
			name: "paymentMethod",
			render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
				/* @__PURE__ */ jsx("p", {
					id: methodLabelId,
					className: "text-sm font-medium",
					children: "Pilih Pembayaran"
				}),
				/* @__PURE__ */ jsx(RadioGroup$1, {
					"aria-labelledby": methodLabelId,
					value: field.value,
					onValueChange: field.onChange,
					ref: field.ref,
					className: "grid gap-2 sm:grid-cols-2",
					children: group.methods.map((m) => /* @__PURE__ */ jsxs("div", {
						className: "flex items-center gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary",
						children: [/* @__PURE__ */ jsx(RadioGroupItem, {
							id: `${idPrefix}-method-${m}`,
							value: m
						}), /* @__PURE__ */ jsx(Label$1, {
							htmlFor: `${idPrefix}-method-${m}`,
							className: "cursor-pointer",
							children: m
						})]
					}, m))
				}),
				/* @__PURE__ */ jsx(FormMessage, {})
			] })
		})]
	});
}
// src/features/checkout/components/saved-address-picker.tsx
/**
* The radio group 'Gunakan alamat tersimpan' listing the buyer's saved addresses (label,
* recipient, phone, address, postal code); picking one fills the shipping fields
* (docs/product/decisions.md, "Checkout, orders, payment").
*/
function SavedAddressPicker({ addresses, value, onPick }) {
	const labelId = useId();
	const idPrefix = useId();
	const pick = (id) => {
		const address = addresses.find((a) => a.id === id);
		if (address) onPick(address);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-2",
		children: [/* @__PURE__ */ jsx("p", {
			id: labelId,
			className: "text-sm font-medium",
			children: "Gunakan alamat tersimpan"
		}), /* @__PURE__ */ jsx(RadioGroup$1, {
			"aria-labelledby": labelId,
			value,
			onValueChange: pick,
			className: "gap-2",
			children: addresses.map((address) => {
				const id = `${idPrefix}-${address.id}`;
				return /* @__PURE__ */ jsxs("div", {
					className: "flex items-start gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary",
					children: [/* @__PURE__ */ jsx(RadioGroupItem, {
						id,
						value: address.id,
						className: "mt-0.5",
						onClick: () => pick(address.id)
					}), /* @__PURE__ */ jsxs(Label$1, {
						htmlFor: id,
						className: "flex cursor-pointer flex-col items-start gap-1 leading-snug font-normal",
						children: [
							/* @__PURE__ */ jsxs("span", {
								className: "font-semibold",
								children: [address.label, address.isDefault && /* @__PURE__ */ jsx("span", {
									className: "font-normal text-muted-foreground",
									children: " (utama)"
								})]
							}),
							/* @__PURE__ */ jsxs("span", { children: [
								address.recipientName,
								" · ",
								address.phone
							] }),
							/* @__PURE__ */ jsxs("span", {
								className: "text-muted-foreground",
								children: [
									address.fullAddress,
									", ",
									address.postalCode
								]
							})
						]
					})]
				}, address.id);
			})
		})]
	});
}
// src/features/checkout/components/checkout-form.tsx
/** The shipping fields of the checkout form, in display order. */
var SHIPPING_FIELDS = [
	"customerName",
	"customerPhone",
	"shippingAddress",
	"postalCode"
];
function fromAddress(address) {
	return {
		customerName: address.recipientName,
		customerPhone: address.phone,
		shippingAddress: address.fullAddress,
		postalCode: address.postalCode
	};
}
/**
* The checkout form (spec section 2 "Checkout", section 5; docs/product/decisions.md "Checkout, orders,
* payment"): shipping fields `Nama Lengkap`, `Nomor Telepon`, `Alamat Lengkap`, `Kode Pos`
* (filled from a saved address when the buyer has some), the payment choice, the order summary
* and `Buat Pesanan`. A missing shipping field shows 'Harap lengkapi semua detail pengiriman.' as
* a toast and inline; a malformed phone or postal code shows its own inline message.
*/
function CheckoutForm({ items, addresses, placing, onPlace }) {
	const sorted = [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
	const defaultAddress = sorted.find((a) => a.isDefault);
	const [addressId, setAddressId] = useState(defaultAddress?.id ?? "");
	const form = useForm({
		resolver: zodResolver(checkoutInputSchema),
		defaultValues: {
			...defaultAddress ? fromAddress(defaultAddress) : {
				customerName: "",
				customerPhone: "",
				shippingAddress: "",
				postalCode: ""
			},
			paymentMethod: "GoPay"
		}
	});
	function applyAddress(address) {
		setAddressId(address.id);
		const values = fromAddress(address);
		const validate = form.formState.isSubmitted;
		for (const field of SHIPPING_FIELDS) form.setValue(field, values[field], {
			shouldDirty: true,
			shouldValidate: validate
		});
	}
	async function onValid(values) {
		const fieldErrors = await onPlace(values);
		if (!fieldErrors) return;
		for (const [field, message] of Object.entries(fieldErrors)) if (message && field in values) form.setError(field, { message });
	}
	function onInvalid(errors) {
		if (Object.values(errors).some((e) => e?.message === messages.checkout.shippingRequired)) toast.error(messages.checkout.shippingRequired);
	}
	return /* @__PURE__ */ jsx(Form, {
		...form,
		children: /* @__PURE__ */ jsxs("form", {
			noValidate: true,
			onSubmit: (event) => void form.handleSubmit(onValid, onInvalid)(event),
			className: "grid items-start gap-6 lg:grid-cols-[1fr_22rem]",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-6",
				children: [/* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsx(CardHeader, { children: /* @__PURE__ */ jsx(CardTitle, { children: "Detail Pengiriman" }) }), /* @__PURE__ */ jsxs(CardContent, {
					className: "flex flex-col gap-4",
					children: [
						sorted.length > 0 && /* @__PURE__ */ jsx(SavedAddressPicker, {
							addresses: sorted,
							value: addressId,
							onPick: applyAddress
						}),
						/* @__PURE__ */ jsx(FormField, {
							control: form.control,
							name: "customerName",
							render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
								/* @__PURE__ */ jsx(FormLabel, { children: "Nama Lengkap" }),
								/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
									autoComplete: "name",
									...field
								}) }),
								/* @__PURE__ */ jsx(FormMessage, {})
							] })
						}),
						/* @__PURE__ */ jsx(FormField, {
							control: form.control,
							name: "customerPhone",
							render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
								/* @__PURE__ */ jsx(FormLabel, { children: "Nomor Telepon" }),
								/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
									type: "tel",
									inputMode: "tel",
									autoComplete: "tel",
									...field
								}) }),
								/* @__PURE__ */ jsx(FormMessage, {})
							] })
						}),
						/* @__PURE__ */ jsx(FormField, {
							control: form.control,
							name: "shippingAddress",
							render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
								/* @__PURE__ */ jsx(FormLabel, { children: "Alamat Lengkap" }),
								/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Textarea, {
									autoComplete: "street-address",
									rows: 3,
									...field
								}) }),
								/* @__PURE__ */ jsx(FormMessage, {})
							] })
						}),
						/* @__PURE__ */ jsx(FormField, {
							control: form.control,
							name: "postalCode",
							render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
								/* @__PURE__ */ jsx(FormLabel, { children: "Kode Pos" }),
								/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
									inputMode: "numeric",
									autoComplete: "postal-code",
									className: "sm:w-40",
									...field
								}) }),
								/* @__PURE__ */ jsx(FormMessage, {})
							] })
						})
					]
				})] }), /* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsx(CardHeader, { children: /* @__PURE__ */ jsx(CardTitle, { children: "Pembayaran" }) }), /* @__PURE__ */ jsx(CardContent, { children: /* @__PURE__ */ jsx(PaymentMethodFields, {}) })] })]
			}), /* @__PURE__ */ jsxs(Card, {
				className: "lg:sticky lg:top-20",
				children: [
					/* @__PURE__ */ jsx(CardHeader, { children: /* @__PURE__ */ jsx(CardTitle, { children: "Ringkasan Pesanan" }) }),
					/* @__PURE__ */ jsx(CardContent, { children: /* @__PURE__ */ jsx(OrderSummary, { items }) }),
					/* @__PURE__ */ jsx(CardFooter, { children: /* @__PURE__ */ jsxs(Button, {
						type: "submit",
						size: "lg",
						className: "w-full",
						disabled: placing,
						"aria-busy": placing,
						children: [placing && /* @__PURE__ */ jsx(LoaderCircleIcon, {
							className: "animate-spin",
							"aria-hidden": "true"
						}), "Buat Pesanan"]
					}) })
				]
			})]
		})
	});
}
// src/features/checkout/components/checkout-page.tsx
/**
* /checkout (spec section 2, "Checkout"; docs/product/decisions.md "Checkout, orders, payment"): the
* {@link CheckoutForm} over the cart. An empty cart redirects to / (but not once the order is
* being placed: placing empties the cart). The lines shown in the summary are what is ordered
* (docs/decisions/002). On success: the toast 'Pesanan Anda berhasil dibuat!
* Silakan selesaikan pembayaran.', the order e-mails start in the background (their failure is
* only logged; in server mode the server sends them) and the buyer goes to
* /payment-confirmation with `{ orderId, paymentCode, total, paymentMethod }` as navigation state. Failures (stock, storage quota, validation) show the data
* layer's message; nothing was changed then.
*/
function CheckoutPage() {
	const data = useShopData();
	const navigate = useNavigate();
	const cart = useCartItems();
	const products = useProductsById(cart.data?.map((item) => item.id) ?? []);
	const user = useCurrentUser();
	const place = usePlaceOrder();
	const items = cart.data ? withCurrentProducts(cart.data, products.data) : [];
	async function onPlace(values) {
		const lines = items.map((item) => ({
			productId: item.id,
			quantity: item.quantity
		}));
		try {
			const { order } = await place.mutateAsync({
				values,
				lines
			});
			toast.success(messages.checkout.orderSuccess);
			if (data.mode !== "server") sendOrderEmails(data, order, user.data?.email || void 0, orderEmailConfig);
			navigate("/payment-confirmation", { state: {
				orderId: order.id,
				paymentCode: order.paymentCode,
				total: order.total,
				paymentMethod: order.paymentMethod
			} });
		} catch (error) {
			toast.error(errorMessage(error));
			if (error instanceof ValidationError) return error.fieldErrors;
		}
	}
	let body;
	if (place.isSuccess) body = /* @__PURE__ */ jsx(Spinner, {
		label: "Membuka halaman pembayaran...",
		className: "py-12 [&_svg]:size-8"
	});
	else if (cart.isPending || user.isPending) body = /* @__PURE__ */ jsxs("div", {
		className: "grid gap-6 lg:grid-cols-[1fr_22rem]",
		children: [
			/* @__PURE__ */ jsx(Spinner, {
				label: "Memuat checkout...",
				className: "sr-only"
			}),
			/* @__PURE__ */ jsx(Skeleton, { className: "h-96 w-full" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "h-64 w-full" })
		]
	});
	else if (cart.isError) body = /* @__PURE__ */ jsx("p", {
		role: "alert",
		className: "text-destructive",
		children: errorMessage(cart.error)
	});
	else if (cart.data.length === 0 && !place.isPending) return /* @__PURE__ */ jsx(Navigate, {
		to: "/",
		replace: true
	});
	else body = /* @__PURE__ */ jsx(CheckoutForm, {
		items,
		addresses: user.data?.addresses ?? [],
		placing: place.isPending,
		onPlace
	});
	return /* @__PURE__ */ jsxs("section", {
		className: "mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Checkout — Seulanga" }),
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "Checkout"
			}),
			body
		]
	});
}
// src/app/routes/shop/checkout.tsx
/** /checkout (spec section 2): shipping details, payment method and order summary. */
function Component() {
	return /* @__PURE__ */ jsx(CheckoutPage, {});
}
export { Component };
