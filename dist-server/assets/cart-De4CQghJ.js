import { S as withCurrentProducts, _ as buttonVariants, b as cartCount, f as Spinner, g as Button, x as cartTotal } from "../entry-server.js";
import { a as CardHeader, i as CardFooter, n as CardContent, o as CardTitle, t as Card } from "./card-PLQmjBZq.js";
import { t as EmptyState } from "./empty-state-CYDT0TqZ.js";
import { t as Skeleton } from "./skeleton-Bul1_UKn.js";
import { a as errorMessage } from "./errors-a5EGD5HF.js";
import { d as queryKeys, l as useShopData, n as useCartItems, s as useProductsById } from "./react-CEzJk9tn.js";
import { r as formatRupiah } from "./format-DldOCsp5.js";
import { i as messages } from "./messages-CBdMQSHl.js";
import { t as toast } from "./toast-CwcNL7rU.js";
import { t as Input } from "./input-BOyCJGaI.js";
import { t as cn } from "./utils-CmjGWNWk.js";
import { t as ConfirmDialog } from "./confirm-dialog-KsJVOjvJ.js";
import { useId, useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { ImageOffIcon, MinusIcon, PlusIcon, ShoppingCartIcon, Trash2Icon } from "lucide-react";
// src/features/cart/api/use-remove-from-cart.ts
/**
* Removes a product's line from the cart (`data.cart.remove`, spec section 4). Call
* `mutateAsync(productId)`; the cart query takes the returned lines at once.
*/
function useRemoveFromCart() {
	const data = useShopData();
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (productId) => data.cart.remove(productId),
		onSuccess: (items) => queryClient.setQueryData(queryKeys.cart, items)
	});
}
// src/features/cart/api/use-set-cart-quantity.ts
/**
* Sets a cart line's quantity (`data.cart.setQuantity`; 0 or less removes the line, spec
* section 4). Rejects with `InsufficientStockError` ('Stok untuk X tidak mencukupi!') when the
* quantity exceeds the product's stock. The cart query takes the returned lines at once.
*/
function useSetCartQuantity() {
	const data = useShopData();
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ productId, quantity }) => data.cart.setQuantity(productId, quantity),
		onSuccess: (items) => queryClient.setQueryData(queryKeys.cart, items)
	});
}
// src/features/cart/components/product-thumbnail.tsx
/**
* A product's square picture with its name as `alt`; shows a placeholder icon when the image is
* missing or fails to load (docs/product/decisions.md, "Seed data").
*/
function ProductThumbnail({ src, name, className }) {
	const [failed, setFailed] = useState(false);
	if (!src || failed) return /* @__PURE__ */ jsx("div", {
		role: "img",
		"aria-label": name,
		className: cn("flex items-center justify-center rounded-md bg-muted text-muted-foreground", className),
		children: /* @__PURE__ */ jsx(ImageOffIcon, {
			"aria-hidden": "true",
			className: "size-6"
		})
	});
	return /* @__PURE__ */ jsx("img", {
		src,
		alt: name,
		loading: "lazy",
		onError: () => setFailed(true),
		className: cn("rounded-md bg-muted object-cover", className)
	});
}
// src/features/cart/components/remove-line-dialog.tsx
/**
* Asks 'Hapus {name} dari keranjang?' before a cart line is removed (by its `Hapus` button, the −
* button at quantity 1, or a quantity of 0 typed in the field), with buttons 'Batal' and 'Hapus'.
*/
function RemoveLineDialog({ name, open, onOpenChange, onConfirm }) {
	return /* @__PURE__ */ jsx(ConfirmDialog, {
		open,
		onOpenChange,
		title: /* @__PURE__ */ jsxs(Fragment, { children: [
			"Hapus ",
			name,
			" dari keranjang?"
		] }),
		description: "Produk ini akan dikeluarkan dari keranjang belanja Anda. Anda dapat menambahkannya lagi dari halaman produk.",
		confirmLabel: "Hapus",
		onConfirm
	});
}
// src/features/cart/components/cart-line.tsx
/**
* One cart line (spec section 2, "Cart"): picture, name linking to the product, unit price, the
* quantity field `Jumlah {name}` (1 to the stock; saved on blur or Enter) with `Kurangi {name}` /
* `Tambah {name}` buttons, the line subtotal and `Hapus {name}`. A quantity above the stock shows
* 'Stok untuk X tidak mencukupi!' and restores the saved quantity; a quantity of 0 (or − at 1) and
* `Hapus` ask for confirmation before removing the line (spec section 4).
*/
function CartLine({ item, onRemoved }) {
	const fieldId = useId();
	const stockId = useId();
	/** True while a change of this line is being saved: further commits are ignored. */
	const saving = useRef(false);
	const [draft, setDraft] = useState(null);
	const [confirmOpen, setConfirmOpen] = useState(false);
	const setQuantity = useSetCartQuantity();
	const remove = useRemoveFromCart();
	async function commit(quantity) {
		if (saving.current) return;
		if (quantity === item.quantity) {
			setDraft(null);
			return;
		}
		if (quantity <= 0) {
			setConfirmOpen(true);
			return;
		}
		if (quantity > item.stock) {
			toast.error(messages.cart.insufficientStock(item.name));
			setDraft(null);
			return;
		}
		saving.current = true;
		try {
			await setQuantity.mutateAsync({
				productId: item.id,
				quantity
			});
		} catch (error) {
			toast.error(errorMessage(error));
		} finally {
			saving.current = false;
			setDraft(null);
		}
	}
	function commitDraft() {
		if (draft === null) return;
		const text = draft.trim();
		const quantity = Number(text);
		if (text === "" || !Number.isInteger(quantity)) {
			setDraft(null);
			return;
		}
		commit(quantity);
	}
	function onKeyDown(event) {
		if (event.key === "Enter") {
			event.preventDefault();
			commitDraft();
		} else if (event.key === "Escape") setDraft(null);
	}
	async function confirmRemove() {
		if (saving.current) return;
		saving.current = true;
		try {
			await remove.mutateAsync(item.id);
			toast.success(messages.cart.removed(item.name));
			onRemoved?.();
		} catch (error) {
			toast.error(errorMessage(error));
			setDraft(null);
		} finally {
			saving.current = false;
		}
	}
	function onDialogOpenChange(open) {
		setConfirmOpen(open);
		if (!open && !saving.current) setDraft(null);
	}
	return /* @__PURE__ */ jsxs("li", {
		className: "flex gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm",
		children: [
			/* @__PURE__ */ jsx(ProductThumbnail, {
				src: item.image,
				name: item.name,
				className: "size-20 shrink-0 sm:size-24"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex min-w-0 flex-1 flex-col gap-3",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "flex items-start justify-between gap-2",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "min-w-0",
						children: [/* @__PURE__ */ jsx("h2", {
							className: "text-base leading-snug font-semibold",
							children: /* @__PURE__ */ jsx(Link, {
								to: `/product/${item.id}`,
								className: "rounded-sm break-words hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden",
								children: item.name
							})
						}), /* @__PURE__ */ jsxs("p", {
							className: "text-sm text-muted-foreground",
							children: [formatRupiah(item.price), " / item"]
						})]
					}), /* @__PURE__ */ jsx(Button, {
						type: "button",
						variant: "ghost",
						size: "icon",
						"aria-label": `Hapus ${item.name}`,
						onClick: () => setConfirmOpen(true),
						children: /* @__PURE__ */ jsx(Trash2Icon, { "aria-hidden": "true" })
					})]
				}), /* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap items-end justify-between gap-3",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "flex flex-col gap-1",
						children: [
							/* @__PURE__ */ jsx("label", {
								htmlFor: fieldId,
								className: "text-xs text-muted-foreground",
								children: "Jumlah"
							}),
							/* @__PURE__ */ jsxs("div", {
								className: "flex items-center gap-1",
								children: [
									/* @__PURE__ */ jsx(Button, {
										type: "button",
										variant: "outline",
										size: "icon",
										"aria-label": `Kurangi ${item.name}`,
										onClick: () => void commit(item.quantity - 1),
										children: /* @__PURE__ */ jsx(MinusIcon, { "aria-hidden": "true" })
									}),
									/* @__PURE__ */ jsx(Input, {
										id: fieldId,
										type: "number",
										inputMode: "numeric",
										"aria-label": `Jumlah ${item.name}`,
										min: 1,
										max: item.stock,
										step: 1,
										value: draft ?? String(item.quantity),
										onChange: (event) => setDraft(event.target.value),
										onBlur: commitDraft,
										onKeyDown,
										"aria-describedby": stockId,
										"aria-busy": setQuantity.isPending,
										className: "w-20 text-center"
									}),
									/* @__PURE__ */ jsx(Button, {
										type: "button",
										variant: "outline",
										size: "icon",
										"aria-label": `Tambah ${item.name}`,
										onClick: () => void commit(item.quantity + 1),
										children: /* @__PURE__ */ jsx(PlusIcon, { "aria-hidden": "true" })
									})
								]
							}),
							/* @__PURE__ */ jsxs("p", {
								id: stockId,
								className: "text-xs text-muted-foreground",
								children: ["Stok tersedia: ", item.stock]
							})
						]
					}), /* @__PURE__ */ jsxs("p", {
						className: "text-right",
						children: [/* @__PURE__ */ jsx("span", {
							className: "block text-xs text-muted-foreground",
							children: "Subtotal"
						}), /* @__PURE__ */ jsx("span", {
							className: "font-semibold",
							children: formatRupiah(item.price * item.quantity)
						})]
					})]
				})]
			}),
			/* @__PURE__ */ jsx(RemoveLineDialog, {
				name: item.name,
				open: confirmOpen,
				onOpenChange: onDialogOpenChange,
				onConfirm: () => void confirmRemove()
			})
		]
	});
}
// src/features/cart/components/cart-page.tsx
/**
* /cart (spec section 2, "Cart"): h1 'Keranjang Belanja', one {@link CartLine} per product, the
* total in Rupiah and a `Checkout` link to /checkout; an empty cart shows 'Keranjang Anda Kosong'
* with a link to /. Prices and stock are the catalogue's current ones.
*/
function CartPage() {
	const cart = useCartItems();
	const products = useProductsById(cart.data?.map((item) => item.id) ?? []);
	const headingRef = useRef(null);
	const items = cart.data ? withCurrentProducts(cart.data, products.data) : [];
	return /* @__PURE__ */ jsxs("section", {
		className: "mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Keranjang Belanja — Seulanga" }),
			/* @__PURE__ */ jsx("h1", {
				ref: headingRef,
				tabIndex: -1,
				className: "text-2xl font-bold outline-hidden",
				children: "Keranjang Belanja"
			}),
			cart.isPending ? /* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-4",
				children: [
					/* @__PURE__ */ jsx(Spinner, { label: "Memuat keranjang..." }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h-32 w-full" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h-32 w-full" })
				]
			}) : cart.isError ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "text-destructive",
				children: errorMessage(cart.error)
			}) : items.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(ShoppingCartIcon, {}),
				title: messages.cart.empty,
				description: "Temukan produk UMKM Aceh pilihan di katalog kami.",
				action: /* @__PURE__ */ jsx(Link, {
					to: "/",
					className: buttonVariants(),
					children: "Mulai belanja"
				})
			}) : /* @__PURE__ */ jsxs("div", {
				className: "grid items-start gap-6 lg:grid-cols-[1fr_20rem]",
				children: [/* @__PURE__ */ jsx("ul", {
					className: "flex flex-col gap-4",
					"aria-label": "Isi keranjang",
					children: items.map((item) => /* @__PURE__ */ jsx(CartLine, {
						item,
						onRemoved: () => headingRef.current?.focus()
					}, item.id))
				}), /* @__PURE__ */ jsxs(Card, {
					className: "gap-4 lg:sticky lg:top-20",
					children: [
						/* @__PURE__ */ jsx(CardHeader, { children: /* @__PURE__ */ jsx(CardTitle, { children: "Ringkasan Belanja" }) }),
						/* @__PURE__ */ jsx(CardContent, { children: /* @__PURE__ */ jsxs("dl", {
							className: "flex flex-col gap-2 text-sm",
							children: [/* @__PURE__ */ jsxs("div", {
								className: "flex justify-between gap-2",
								children: [/* @__PURE__ */ jsx("dt", {
									className: "text-muted-foreground",
									children: "Jumlah barang"
								}), /* @__PURE__ */ jsx("dd", { children: cartCount(items) })]
							}), /* @__PURE__ */ jsxs("div", {
								className: "flex justify-between gap-2 border-t pt-2 text-base",
								children: [/* @__PURE__ */ jsx("dt", {
									className: "font-semibold",
									children: "Total"
								}), /* @__PURE__ */ jsx("dd", {
									className: "font-bold",
									children: formatRupiah(cartTotal(items))
								})]
							})]
						}) }),
						/* @__PURE__ */ jsx(CardFooter, { children: /* @__PURE__ */ jsx(Link, {
							to: "/checkout",
							className: buttonVariants({
								size: "lg",
								className: "w-full"
							}),
							children: "Checkout"
						}) })
					]
				})]
			})
		]
	});
}
// src/app/routes/shop/cart.tsx
/** /cart (spec section 2): the buyer's cart. */
function Component() {
	return /* @__PURE__ */ jsx(CartPage, {});
}
export { Component };
