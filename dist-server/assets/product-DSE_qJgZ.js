import { a as errorMessage } from "./errors-a5EGD5HF.js";
import { a as usePartners, d as queryKeys, i as useCurrentUser, l as useShopData } from "./react-CEzJk9tn.js";
import { r as formatRupiah, t as formatDate } from "./format-DldOCsp5.js";
import { i as messages } from "./messages-CBdMQSHl.js";
import { t as Badge } from "./badge-DUBXcYic.js";
import { _ as buttonVariants, f as Spinner, g as Button } from "../entry-server.js";
import { t as EmptyState } from "./empty-state-CYDT0TqZ.js";
import { t as toast } from "./toast-CwcNL7rU.js";
import { t as Skeleton } from "./skeleton-Bul1_UKn.js";
import { t as cn } from "./utils-CmjGWNWk.js";
import { n as pageTitle, t as PAGE_TITLES } from "./page-titles-CKEodnb1.js";
import { Suspense, lazy, useCallback, useMemo } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
import { MapPinIcon, MessageCircleIcon, MessageSquareIcon, PackageXIcon, ShoppingCartIcon, StarIcon, StoreIcon } from "lucide-react";
// src/features/product/api/use-product.ts
/**
* One product by id (null when unknown). Disabled for a null id.
* @param productId - the product id, or null for a malformed URL.
*/
function useProduct(productId) {
	const data = useShopData();
	return useQuery({
		queryKey: queryKeys.product(productId ?? -1),
		queryFn: () => productId === null ? null : data.catalog.getProduct(productId),
		enabled: productId !== null
	});
}
// src/features/product/api/use-add-to-cart.ts
/**
* Adds one unit of a product to the signed-in buyer's cart (spec section 4). The data layer
* checks the buyer role and the stock and throws errors with the user's message, e.g.
* 'Stok untuk X tidak mencukupi!'.
*/
function useAddToCart() {
	const data = useShopData();
	return useMutation({ mutationFn: (productId) => data.cart.add(productId) });
}
// src/features/product/hooks/use-buyer-gate.ts
/**
* Gate for actions that need a signed-in buyer (docs/product/decisions.md "Access"): add-to-cart, reviews and
* chat with the seller. `ensureBuyer()` returns true for a buyer; a visitor is sent to /login
* with {@link LoginReturnState}; an admin gets a toast.
*/
function useBuyerGate() {
	const { data: user, isPending } = useCurrentUser();
	const navigate = useNavigate();
	const location = useLocation();
	const loginState = useMemo(() => ({ from: {
		pathname: location.pathname,
		search: location.search
	} }), [location.pathname, location.search]);
	const ensureBuyer = useCallback((denied = {}) => {
		if (isPending) return false;
		if (!user) {
			if (denied.visitor) toast.info(denied.visitor);
			navigate("/login", { state: loginState });
			return false;
		}
		if (user.role !== "buyer") {
			toast.error(denied.nonBuyer ?? messages.permission.buyerOnly);
			return false;
		}
		return true;
	}, [
		isPending,
		user,
		navigate,
		loginState
	]);
	return {
		user: user ?? null,
		isPending,
		isBuyer: user?.role === "buyer",
		loginState,
		ensureBuyer
	};
}
// src/features/product/components/add-to-cart-button.tsx
/**
* `Tambah ke Keranjang` (spec sections 2 and 4; docs/product/decisions.md "Access" and the stock rule):
* disabled when the product is out of stock; a visitor goes to /login and comes back; an admin is
* told only buyers may; a buyer adds one unit and sees '{name} ditambahkan ke keranjang!' or the
* data layer's message (e.g. 'Stok untuk X tidak mencukupi!').
*/
function AddToCartButton({ product }) {
	const gate = useBuyerGate();
	const addToCart = useAddToCart();
	const soldOut = product.stock <= 0;
	function handleClick() {
		if (!gate.ensureBuyer({ visitor: messages.auth.loginRequiredBuyer })) return;
		addToCart.mutate(product.id, {
			onSuccess: () => toast.success(messages.catalog.addedToCart(product.name)),
			onError: (error) => toast.error(errorMessage(error))
		});
	}
	return /* @__PURE__ */ jsxs(Button, {
		size: "lg",
		onClick: handleClick,
		disabled: soldOut || addToCart.isPending,
		className: "w-full sm:w-auto",
		children: [/* @__PURE__ */ jsx(ShoppingCartIcon, { "aria-hidden": "true" }), "Tambah ke Keranjang"]
	});
}
// src/features/product/components/chat-seller-button.tsx
/** The window event a buyer's `Chat Penjual` click dispatches. */
var OPEN_CHAT_EVENT = "seulanga:open-chat";
/**
* `Chat Penjual` (spec sections 1 and 5): a visitor or an admin sees 'Anda harus login sebagai
* pembeli untuk chat dengan penjual.' (a visitor is then sent to /login and brought back); a
* buyer opens the chat with this product in view.
*/
function ChatSellerButton({ productId, productName, partnerName }) {
	const gate = useBuyerGate();
	function handleClick() {
		const denied = messages.catalog.chatRequiresBuyer;
		if (!gate.ensureBuyer({
			visitor: denied,
			nonBuyer: denied
		})) return;
		window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT, { detail: {
			productId,
			productName,
			partnerName
		} }));
	}
	return /* @__PURE__ */ jsxs(Button, {
		size: "lg",
		variant: "outline",
		onClick: handleClick,
		className: "w-full sm:w-auto",
		children: [/* @__PURE__ */ jsx(MessageCircleIcon, { "aria-hidden": "true" }), "Chat Penjual"]
	});
}
// src/features/product/components/product-detail-skeleton.tsx
/** The product page's shape while the product loads, with a status for screen readers. */
function ProductDetailSkeleton() {
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:px-8",
		children: [/* @__PURE__ */ jsx(Spinner, {
			label: "Memuat produk...",
			className: "justify-start gap-2"
		}), /* @__PURE__ */ jsxs("div", {
			className: "grid gap-8 md:grid-cols-2",
			children: [/* @__PURE__ */ jsx(Skeleton, { className: "aspect-[4/3] w-full rounded-xl" }), /* @__PURE__ */ jsxs("div", {
				className: "grid content-start gap-4",
				children: [
					/* @__PURE__ */ jsx(Skeleton, { className: "h-4 w-24" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h-9 w-3/4" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h-8 w-40" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h-4 w-1/2" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h-4 w-2/3" }),
					/* @__PURE__ */ jsxs("div", {
						className: "flex gap-3 pt-2",
						children: [/* @__PURE__ */ jsx(Skeleton, { className: "h-11 w-48" }), /* @__PURE__ */ jsx(Skeleton, { className: "h-11 w-36" })]
					})
				]
			})]
		})]
	});
}
// src/features/product/components/product-image.tsx
/** Shown when a product has no image or its image fails to load (docs/product/decisions.md, "Seed data"). */
var PLACEHOLDER_IMAGE = "/images/placeholder.svg";
/**
* The product page's main photo: 4:3 with intrinsic size (no layout shift), loaded eagerly with
* high priority (it is the page's largest content), with a placeholder fallback.
*/
function ProductImage({ src, alt, className }) {
	return /* @__PURE__ */ jsx("img", {
		src: src || PLACEHOLDER_IMAGE,
		alt,
		width: 800,
		height: 600,
		loading: "eager",
		fetchPriority: "high",
		decoding: "async",
		onError: (event) => {
			const img = event.currentTarget;
			if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
		},
		className: cn("aspect-[4/3] h-auto w-full bg-muted object-cover", className)
	});
}
// src/features/product/components/product-not-found.tsx
/** Shown for an unknown or malformed product id (spec section 2: 'Produk tidak ditemukan.'). */
function ProductNotFound() {
	return /* @__PURE__ */ jsxs("section", {
		className: "mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-12 text-center",
		children: [
			/* @__PURE__ */ jsx("title", { children: PAGE_TITLES.productNotFound }),
			/* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: "flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground",
				children: /* @__PURE__ */ jsx(PackageXIcon, { className: "size-7" })
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-semibold",
				children: messages.catalog.productNotFound
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-muted-foreground",
				children: "Produk ini mungkin sudah dihapus atau alamatnya salah."
			}),
			/* @__PURE__ */ jsx(Link, {
				to: "/catalog",
				className: buttonVariants({ variant: "default" }),
				children: "Kembali ke katalog"
			})
		]
	});
}
// src/features/product/api/use-product-reviews.ts
/**
* A product's reviews, newest first (spec section 2, "Product detail").
* @param productId - the product id.
*/
function useProductReviews(productId) {
	const data = useShopData();
	return useQuery({
		queryKey: queryKeys.reviews(productId),
		queryFn: () => data.reviews.listByProduct(productId)
	});
}
// src/components/ui/star-rating.tsx
/**
* Display-only stars for a review rating, announced as one image named e.g. `Rating 4 dari 5`
* (decimals in Indonesian notation: `Rating 4,5 dari 5`). For input use a `RadioGroup`.
*/
function StarRating({ value, max = 5, className, ...props }) {
	const clamped = Math.min(Math.max(value, 0), max);
	const filled = Math.round(clamped);
	const text = clamped.toLocaleString("id-ID", { maximumFractionDigits: 1 });
	return /* @__PURE__ */ jsx("div", {
		role: "img",
		"aria-label": `Rating ${text} dari ${max}`,
		"data-slot": "star-rating",
		className: cn("inline-flex items-center gap-0.5", className),
		...props,
		children: Array.from({ length: max }, (_, i) => /* @__PURE__ */ jsx(StarIcon, {
			"aria-hidden": "true",
			className: cn("size-4", i < filled ? "fill-amber-400 text-amber-600" : "text-muted-foreground")
		}, i))
	});
}
// src/features/product/components/review-list.tsx
/**
* A product's reviews in the given order (newest first from the data layer): author, stars, date
* (when known) and text, always rendered as text. Empty: 'Belum ada ulasan untuk produk ini.'.
*/
function ReviewList({ reviews }) {
	if (reviews.length === 0) return /* @__PURE__ */ jsx(EmptyState, {
		icon: /* @__PURE__ */ jsx(MessageSquareIcon, {}),
		title: messages.review.empty,
		className: "py-8"
	});
	return /* @__PURE__ */ jsx("ul", {
		"aria-label": "Daftar ulasan",
		className: "grid gap-4",
		children: reviews.map((review) => /* @__PURE__ */ jsxs("li", {
			className: "grid gap-2 rounded-lg border bg-card p-4 text-card-foreground",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap items-center justify-between gap-2",
					children: [/* @__PURE__ */ jsx("p", {
						className: "font-semibold break-all",
						children: review.author
					}), review.createdAt && /* @__PURE__ */ jsx("time", {
						dateTime: review.createdAt,
						className: "text-sm text-muted-foreground",
						children: formatDate(review.createdAt)
					})]
				}),
				/* @__PURE__ */ jsx(StarRating, { value: review.rating }),
				/* @__PURE__ */ jsx("p", {
					className: "text-sm leading-relaxed break-words whitespace-pre-line",
					children: review.text
				})
			]
		}, review.id))
	});
}
// src/features/product/components/review-summary.tsx
/**
* The average rating of a product's reviews, e.g. '4,7 dari 5 · 3 ulasan' (rating scale 1–5,
* spec section 9). Renders nothing without reviews.
*/
function ReviewSummary({ reviews }) {
	if (reviews.length === 0) return null;
	const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
	const rounded = Math.round(average * 10) / 10;
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-wrap items-center gap-x-3 gap-y-1",
		children: [/* @__PURE__ */ jsx(StarRating, {
			value: rounded,
			className: "[&_svg]:size-5"
		}), /* @__PURE__ */ jsxs("p", {
			className: "text-sm text-muted-foreground",
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "text-base font-semibold text-foreground",
					children: rounded.toLocaleString("id-ID", {
						minimumFractionDigits: 1,
						maximumFractionDigits: 1
					})
				}),
				" ",
				"dari 5 · ",
				reviews.length.toLocaleString("id-ID"),
				" ulasan"
			]
		})]
	});
}
// src/features/product/components/product-reviews.tsx
var ReviewForm = lazy(() => import("./review-form-C9yh64Cz.js").then((module) => ({ default: module.ReviewForm })));
/**
* The product page's reviews section (spec section 2): h2 'Ulasan', the average rating, the
* reviews newest first and the review form for buyers; a visitor gets a link 'Masuk untuk menulis
* ulasan' that returns to this page after login (docs/product/decisions.md "Access"). The review
* form is loaded when a buyer is signed in.
*/
function ProductReviews({ productId }) {
	const reviewsQuery = useProductReviews(productId);
	const gate = useBuyerGate();
	const reviews = reviewsQuery.data ?? [];
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "ulasan-heading",
		className: "grid gap-4",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex flex-wrap items-baseline justify-between gap-2",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "ulasan-heading",
				className: "text-xl font-semibold",
				children: "Ulasan"
			}), /* @__PURE__ */ jsx(ReviewSummary, { reviews })]
		}), /* @__PURE__ */ jsxs("div", {
			className: "grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start",
			children: [/* @__PURE__ */ jsx("div", {
				"aria-busy": reviewsQuery.isPending || void 0,
				children: reviewsQuery.isPending ? /* @__PURE__ */ jsxs("div", {
					className: "grid gap-4",
					children: [/* @__PURE__ */ jsx(Skeleton, { className: "h-24 w-full" }), /* @__PURE__ */ jsx(Skeleton, { className: "h-24 w-full" })]
				}) : reviewsQuery.isError ? /* @__PURE__ */ jsx("p", {
					role: "alert",
					className: "text-sm text-destructive",
					children: errorMessage(reviewsQuery.error)
				}) : /* @__PURE__ */ jsx(ReviewList, { reviews })
			}), /* @__PURE__ */ jsx("div", { children: gate.isPending ? null : gate.isBuyer ? /* @__PURE__ */ jsx(Suspense, {
				fallback: /* @__PURE__ */ jsx(Skeleton, { className: "h-64 w-full" }),
				children: /* @__PURE__ */ jsx(ReviewForm, { productId })
			}) : gate.user ? /* @__PURE__ */ jsx("p", {
				className: "rounded-lg border bg-card p-4 text-sm text-muted-foreground",
				children: messages.permission.buyerOnly
			}) : /* @__PURE__ */ jsxs("div", {
				className: "grid justify-items-start gap-3 rounded-lg border bg-card p-4 sm:p-6",
				children: [/* @__PURE__ */ jsx("p", {
					className: "text-sm text-muted-foreground",
					children: "Bagikan pengalaman Anda setelah membeli produk ini."
				}), /* @__PURE__ */ jsx(Link, {
					to: "/login",
					state: gate.loginState,
					className: buttonVariants({ variant: "outline" }),
					children: "Masuk untuk menulis ulasan"
				})]
			}) })]
		})]
	});
}
/**
* The product page (spec section 2, "Product detail"): image, name (the page's h1), category,
* seller partner and location, price in Rupiah, stock or 'Stok habis', description, the buttons
* `Tambah ke Keranjang` and `Chat Penjual`, and the reviews. Renders its own `<title>`.
* @param productId - the id from the URL, or null when it is malformed ('Produk tidak ditemukan.').
*/
function ProductDetail({ productId }) {
	const productQuery = useProduct(productId);
	const partnersQuery = usePartners();
	if (productId === null) return /* @__PURE__ */ jsx(ProductNotFound, {});
	if (productQuery.isPending) return /* @__PURE__ */ jsx(ProductDetailSkeleton, {});
	if (productQuery.isError) return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-xl px-4 py-12",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Kesalahan — Seulanga" }),
			/* @__PURE__ */ jsx("h1", {
				className: "mb-4 text-center text-2xl font-semibold",
				children: "Produk tidak dapat dimuat"
			}),
			/* @__PURE__ */ jsx(EmptyState, {
				role: "alert",
				title: errorMessage(productQuery.error),
				action: /* @__PURE__ */ jsx(Button, {
					variant: "outline",
					onClick: () => void productQuery.refetch(),
					children: "Coba lagi"
				})
			})
		]
	});
	const product = productQuery.data;
	if (!product) return /* @__PURE__ */ jsx(ProductNotFound, {});
	const partner = partnersQuery.data?.find((p) => p.id === product.partnerId);
	const partnerName = partnersQuery.isPending ? "Memuat..." : partner?.name ?? "Mitra tidak diketahui";
	const location = partner?.location || product.location;
	const soldOut = product.stock <= 0;
	return /* @__PURE__ */ jsxs("article", {
		className: "mx-auto grid w-full max-w-6xl gap-10 px-4 py-8 sm:px-6 lg:px-8",
		children: [
			/* @__PURE__ */ jsx("title", { children: pageTitle(product.name) }),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-6",
				children: [/* @__PURE__ */ jsx("nav", {
					"aria-label": "Lokasi halaman",
					className: "text-sm text-muted-foreground",
					children: /* @__PURE__ */ jsxs("ol", {
						className: "flex flex-wrap items-center gap-1.5",
						children: [
							/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
								to: "/catalog",
								className: "underline-offset-4 hover:text-foreground hover:underline",
								children: "Katalog"
							}) }),
							/* @__PURE__ */ jsx("li", {
								"aria-hidden": "true",
								children: "/"
							}),
							/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
								to: `/catalog?category=${encodeURIComponent(product.category)}`,
								className: "underline-offset-4 hover:text-foreground hover:underline",
								children: product.category
							}) }),
							/* @__PURE__ */ jsx("li", {
								"aria-hidden": "true",
								children: "/"
							}),
							/* @__PURE__ */ jsx("li", {
								"aria-current": "page",
								className: "text-foreground",
								children: product.name
							})
						]
					})
				}), /* @__PURE__ */ jsxs("div", {
					className: "grid gap-8 md:grid-cols-2 md:items-start",
					children: [/* @__PURE__ */ jsx(ProductImage, {
						src: product.image,
						alt: product.name,
						className: "rounded-xl border"
					}), /* @__PURE__ */ jsxs("div", {
						className: "grid content-start gap-5",
						children: [
							/* @__PURE__ */ jsxs("div", {
								className: "grid gap-2",
								children: [
									/* @__PURE__ */ jsx(Badge, {
										variant: "secondary",
										children: product.category
									}),
									/* @__PURE__ */ jsx("h1", {
										className: "text-2xl font-bold tracking-tight break-words sm:text-3xl",
										children: product.name
									}),
									/* @__PURE__ */ jsx("p", {
										className: "text-2xl font-bold text-primary sm:text-3xl",
										children: formatRupiah(product.price)
									}),
									soldOut ? /* @__PURE__ */ jsx(Badge, {
										variant: "destructive",
										className: "text-sm",
										children: messages.catalog.outOfStock
									}) : /* @__PURE__ */ jsxs("p", {
										className: "text-sm text-muted-foreground",
										children: ["Stok: ", product.stock]
									})
								]
							}),
							/* @__PURE__ */ jsxs("dl", {
								className: "grid gap-3 rounded-lg border bg-card p-4 text-sm",
								children: [/* @__PURE__ */ jsxs("div", {
									className: "grid gap-0.5",
									children: [/* @__PURE__ */ jsxs("dt", {
										className: "flex items-center gap-2 text-muted-foreground",
										children: [/* @__PURE__ */ jsx(StoreIcon, {
											"aria-hidden": "true",
											className: "size-4 shrink-0 text-primary"
										}), "Mitra"]
									}), /* @__PURE__ */ jsx("dd", {
										className: "pl-6 font-medium",
										children: partnerName
									})]
								}), /* @__PURE__ */ jsxs("div", {
									className: "grid gap-0.5",
									children: [/* @__PURE__ */ jsxs("dt", {
										className: "flex items-center gap-2 text-muted-foreground",
										children: [/* @__PURE__ */ jsx(MapPinIcon, {
											"aria-hidden": "true",
											className: "size-4 shrink-0 text-primary"
										}), "Lokasi"]
									}), /* @__PURE__ */ jsx("dd", {
										className: "pl-6 font-medium",
										children: location || "-"
									})]
								})]
							}),
							/* @__PURE__ */ jsxs("div", {
								className: "flex flex-col gap-3 sm:flex-row sm:flex-wrap",
								children: [/* @__PURE__ */ jsx(AddToCartButton, { product }), /* @__PURE__ */ jsx(ChatSellerButton, {
									productId: product.id,
									productName: product.name,
									partnerName: partner?.name
								})]
							})
						]
					})]
				})]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "deskripsi-heading",
				className: "grid gap-3",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "deskripsi-heading",
					className: "text-xl font-semibold",
					children: "Deskripsi"
				}), /* @__PURE__ */ jsx("p", {
					className: "max-w-prose leading-relaxed break-words whitespace-pre-line text-foreground",
					children: product.description || "Belum ada deskripsi untuk produk ini."
				})]
			}),
			/* @__PURE__ */ jsx(ProductReviews, { productId: product.id })
		]
	});
}
// src/features/product/parse-product-id.ts
/**
* Reads the `:id` of `/product/{id}`: product ids are whole non-negative numbers (spec section 3).
* @param raw - the route parameter.
* @returns the id, or null when it is absent or not a plain number (the page then shows
*   'Produk tidak ditemukan.').
*/
function parseProductId(raw) {
	if (!raw || !/^\d{1,15}$/.test(raw)) return null;
	const id = Number(raw);
	return Number.isSafeInteger(id) ? id : null;
}
// src/app/routes/public/product.tsx
/** /product/{id} (spec section 2; public per docs/product/decisions.md "Access"): the product page. */
function Component() {
	const { id } = useParams();
	const productId = parseProductId(id);
	return /* @__PURE__ */ jsx(ProductDetail, { productId }, productId ?? "invalid");
}
export { Component };
