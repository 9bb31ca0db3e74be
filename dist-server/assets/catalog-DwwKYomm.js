import { a as errorMessage } from "./errors-a5EGD5HF.js";
import { a as usePartners, l as useShopData, o as useProductCategories, r as useCatalogSearch } from "./react-CEzJk9tn.js";
import { T as parseSort, f as Spinner, g as Button, w as parsePage } from "../entry-server.js";
import { i as messages } from "./messages-CBdMQSHl.js";
import { t as EmptyState } from "./empty-state-CYDT0TqZ.js";
import { t as TablePagination } from "./table-pagination-GpaFDZ-W.js";
import { t as Input } from "./input-BOyCJGaI.js";
import { t as Label } from "./label-DAK8_zUG.js";
import { t as NativeSelect } from "./native-select-Swfpsm8q.js";
import { t as cn } from "./utils-CmjGWNWk.js";
import { r as formatRupiah } from "./format-DldOCsp5.js";
import { t as Badge } from "./badge-DUBXcYic.js";
import { t as Skeleton } from "./skeleton-Bul1_UKn.js";
import { memo, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { PackageSearchIcon, SearchIcon, StoreIcon } from "lucide-react";
// src/features/catalog/hooks/use-catalog-params.ts
var DEFAULTS = {
	category: "all",
	q: "",
	sort: "default"
};
/**
* The catalogue filters kept in the URL (spec section 2: `?category=` stays in sync with the
* filter; also `?q=`, `?sort=` and `?page=`). Absent parameters mean all categories, no search
* text, the stored order and page 1.
*/
function useCatalogParams() {
	const [searchParams, setSearchParams] = useSearchParams();
	const category = searchParams.get("category") || "all";
	const q = searchParams.get("q") ?? "";
	const sort = parseSort(searchParams.get("sort"));
	const page = parsePage(searchParams.get("page"));
	const write = useCallback((values, fromSearchBox) => {
		setSearchParams((previous) => {
			const next = new URLSearchParams(previous);
			let changed = false;
			for (const [key, value] of Object.entries(values)) {
				const before = next.get(key);
				if (value === DEFAULTS[key] || key === "q" && value.trim() === "") next.delete(key);
				else next.set(key, value);
				changed ||= next.get(key) !== before;
			}
			if (changed) next.delete("page");
			return next;
		}, {
			replace: true,
			state: fromSearchBox ? { catalogSearch: true } : null
		});
	}, [setSearchParams]);
	return {
		category,
		q,
		sort,
		page,
		setParam: useCallback((key, value, fromSearchBox = false) => write({ [key]: value }, fromSearchBox), [write]),
		setParams: useCallback((values) => write(values, false), [write]),
		setPage: useCallback((next) => {
			setSearchParams((previous) => {
				const params = new URLSearchParams(previous);
				if (next > 1) params.set("page", String(next));
				else params.delete("page");
				return params;
			});
		}, [setSearchParams]),
		reset: useCallback(() => {
			setSearchParams((previous) => {
				const next = new URLSearchParams(previous);
				for (const key of [...Object.keys(DEFAULTS), "page"]) next.delete(key);
				return next;
			}, { replace: true });
		}, [setSearchParams])
	};
}
/**
* The search box's text. It lives in local state so typing never waits for the router (a
* controlled input bound straight to the URL can lose keystrokes or jump the caret), and it
* follows the URL's `?q=` whenever the URL changes for another reason (a link, the reset button,
* back/forward).
* @param urlQ - the current `?q=` value.
* @param writeUrl - writes the text to `?q=` (marked as typed in the search box); called
*   {@link SEARCH_URL_DELAY_MS} after the last change. A navigation from elsewhere, or leaving the
*   page, drops a pending write.
* @returns the text, its setter, and a function that cancels the pending write (for a caller that
*   writes the text to the URL itself together with another filter).
*/
function useSearchText(urlQ, writeUrl) {
	const location = useLocation();
	const [text, setText] = useState(urlQ);
	const [seenKey, setSeenKey] = useState(location.key);
	const pending = useRef(void 0);
	const latestWriteUrl = useRef(writeUrl);
	useEffect(() => {
		latestWriteUrl.current = writeUrl;
	});
	const typed = location.state?.catalogSearch === true;
	if (location.key !== seenKey) {
		setSeenKey(location.key);
		if (!typed && text !== urlQ) setText(urlQ);
	}
	useEffect(() => {
		if (!typed) clearTimeout(pending.current);
	}, [location.key, typed]);
	useEffect(() => () => clearTimeout(pending.current), []);
	return [
		text,
		useCallback((next) => {
			setText(next);
			clearTimeout(pending.current);
			pending.current = setTimeout(() => latestWriteUrl.current(next), 300);
		}, []),
		useCallback(() => clearTimeout(pending.current), [])
	];
}
// src/features/catalog/sort-options.ts
/** The `Urutkan` options with their Indonesian labels, in display order (docs/product/ui-names.md). */
var SORT_OPTIONS = [
	{
		value: "default",
		label: "Paling Sesuai"
	},
	{
		value: "newest",
		label: "Terbaru"
	},
	{
		value: "price-asc",
		label: "Harga Terendah"
	},
	{
		value: "price-desc",
		label: "Harga Tertinggi"
	},
	{
		value: "name",
		label: "Nama (A–Z)"
	}
];
// src/features/catalog/components/catalog-filters.tsx
/**
* The catalogue's controls (docs/product/ui-names.md "Catalogue and product"): select `Kategori` (`Semua` plus
* each category), search box `Cari produk`, select `Urutkan`. A category from the URL that no
* product has stays selectable so the select shows the real filter.
*/
function CatalogFilters({ categories, category, searchText, sort, onCategoryChange, onSearchTextChange, onSortChange, searchInputRef }) {
	const id = useId();
	const unknownCategory = category !== "all" && !categories.includes(category);
	return /* @__PURE__ */ jsxs("div", {
		role: "search",
		"aria-label": "Filter produk",
		className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-2 sm:col-span-2 lg:col-span-1",
				children: [/* @__PURE__ */ jsx(Label, {
					htmlFor: `${id}-q`,
					children: "Cari produk"
				}), /* @__PURE__ */ jsxs("div", {
					className: "relative",
					children: [/* @__PURE__ */ jsx(SearchIcon, {
						"aria-hidden": "true",
						className: "pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
					}), /* @__PURE__ */ jsx(Input, {
						ref: searchInputRef,
						id: `${id}-q`,
						type: "search",
						value: searchText,
						onChange: (event) => onSearchTextChange(event.target.value),
						placeholder: "Nama, kategori, atau daerah...",
						autoComplete: "off",
						enterKeyHint: "search",
						maxLength: 200,
						className: "pl-9"
					})]
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-2",
				children: [/* @__PURE__ */ jsx(Label, {
					htmlFor: `${id}-category`,
					children: "Kategori"
				}), /* @__PURE__ */ jsxs(NativeSelect, {
					id: `${id}-category`,
					value: category,
					onChange: (event) => onCategoryChange(event.target.value),
					children: [
						/* @__PURE__ */ jsx("option", {
							value: "all",
							children: "Semua"
						}),
						categories.map((name) => /* @__PURE__ */ jsx("option", {
							value: name,
							children: name
						}, name)),
						unknownCategory && /* @__PURE__ */ jsx("option", {
							value: category,
							children: category
						})
					]
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-2",
				children: [/* @__PURE__ */ jsx(Label, {
					htmlFor: `${id}-sort`,
					children: "Urutkan"
				}), /* @__PURE__ */ jsx(NativeSelect, {
					id: `${id}-sort`,
					value: sort,
					onChange: (event) => onSortChange(event.target.value),
					children: SORT_OPTIONS.map((option) => /* @__PURE__ */ jsx("option", {
						value: option.value,
						children: option.label
					}, option.value))
				})]
			})
		]
	});
}
// src/features/catalog/components/product-image.tsx
/** Shown when a product has no image or its image fails to load (docs/product/decisions.md, "Seed data"). */
var PLACEHOLDER_IMAGE = "/images/placeholder.svg";
/**
* A product photo in a 4:3 box with intrinsic `width`/`height` (no layout shift), lazy loading
* unless `priority`, async decoding, and a placeholder when the image is missing or broken.
*/
function ProductImage({ src, alt, priority = false, className, ...props }) {
	return /* @__PURE__ */ jsx("img", {
		src: src || "/images/placeholder.svg",
		alt,
		width: 400,
		height: 300,
		loading: priority ? "eager" : "lazy",
		fetchPriority: priority ? "high" : "auto",
		decoding: "async",
		onError: (event) => {
			const img = event.currentTarget;
			if (!img.src.endsWith("/images/placeholder.svg")) img.src = PLACEHOLDER_IMAGE;
		},
		className: cn("aspect-[4/3] h-auto w-full bg-muted object-cover", className),
		...props
	});
}
// src/features/catalog/components/product-card.tsx
/**
* A catalogue card (spec section 2): image, name linking to `/product/{id}` (the whole card is
* clickable through one stretched link whose name is exactly the product name), category,
* optional partner, price in Rupiah and stock ('Stok: N', or a 'Stok habis' badge at 0).
* Memoised: a grid re-rendering for another reason (e.g. dimming while a search is pending) does
* not re-render its cards (issue 6).
*/
var ProductCard = memo(function ProductCard({ product, partnerName, priority, headingLevel = 3, className }) {
	const Heading = headingLevel === 2 ? "h2" : "h3";
	const soldOut = product.stock <= 0;
	return /* @__PURE__ */ jsxs("article", {
		className: cn("group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background hover:shadow-md", className),
		children: [/* @__PURE__ */ jsx(ProductImage, {
			src: product.image,
			alt: product.name,
			priority
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-1 flex-col gap-1.5 p-3 sm:p-4",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "text-sm text-muted-foreground",
					children: product.category
				}),
				/* @__PURE__ */ jsx(Heading, {
					className: "text-sm leading-snug font-semibold sm:text-base",
					children: /* @__PURE__ */ jsx(Link, {
						to: `/product/${product.id}`,
						className: "outline-hidden after:absolute after:inset-0 after:content-[''] group-hover:underline group-hover:underline-offset-4",
						children: product.name
					})
				}),
				partnerName && /* @__PURE__ */ jsx("p", {
					className: "text-sm text-muted-foreground",
					children: partnerName
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "mt-auto flex flex-wrap items-center justify-between gap-2 pt-2",
					children: [/* @__PURE__ */ jsx("p", {
						className: "text-base font-bold text-primary sm:text-lg",
						children: formatRupiah(product.price)
					}), soldOut ? /* @__PURE__ */ jsx(Badge, {
						variant: "destructive",
						children: messages.catalog.outOfStock
					}) : /* @__PURE__ */ jsxs("p", {
						className: "text-sm text-muted-foreground",
						children: ["Stok: ", product.stock]
					})]
				})
			]
		})]
	});
});
// src/features/catalog/components/product-grid.tsx
/**
* A responsive product grid (spec sections 2 and 9: up to 4 columns): 1 column on phones, 2 from
* `sm`, 3 from `md`, 4 from `lg`. A list (`ul`/`li`) so screen readers announce the count.
*/
function ProductGrid({ products, priorityCount = 0, partnerNames, headingLevel, label, className }) {
	return /* @__PURE__ */ jsx("ul", {
		"aria-label": label,
		className: cn("grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4", className),
		children: products.map((product, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ProductCard, {
			product,
			partnerName: partnerNames?.get(product.partnerId),
			priority: index < priorityCount,
			headingLevel
		}) }, product.id))
	});
}
// src/features/catalog/components/product-grid-skeleton.tsx
/** Placeholder cards shaped like {@link ProductGrid} while products load, with a status for screen readers. */
function ProductGridSkeleton({ count = 8 }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-4",
		children: [/* @__PURE__ */ jsx(Spinner, {
			label: "Memuat produk...",
			className: "justify-start gap-2"
		}), /* @__PURE__ */ jsx("div", {
			className: "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4",
			children: Array.from({ length: count }, (_, i) => /* @__PURE__ */ jsxs("div", {
				className: "overflow-hidden rounded-xl border",
				children: [/* @__PURE__ */ jsx(Skeleton, { className: "aspect-[4/3] w-full rounded-none" }), /* @__PURE__ */ jsxs("div", {
					className: "grid gap-2 p-4",
					children: [
						/* @__PURE__ */ jsx(Skeleton, { className: "h-4 w-1/3" }),
						/* @__PURE__ */ jsx(Skeleton, { className: "h-5 w-3/4" }),
						/* @__PURE__ */ jsx(Skeleton, { className: "h-6 w-1/2" })
					]
				})]
			}, i))
		})]
	});
}
// src/features/catalog/components/catalog-page.tsx
/** Cards on one page of the catalogue (`?page=`): 6 full rows of 4, 8 of 3, 12 of 2. */
var CATALOG_PAGE_SIZE = 24;
/** Cards whose images load eagerly (the first row or two on most screens). */
var PRIORITY_COUNT = 4;
/**
* The catalogue screen (spec section 2, "Catalogue"; docs/product/ui-names.md): h1 'Katalog
* Produk', filters synced with `?category=`, `?q=` (written once typing pauses, see
* `SEARCH_URL_DELAY_MS`), `?sort=` and `?page=`, a polite results count, one page of the product
* grid ({@link CATALOG_PAGE_SIZE} cards, up to 4 columns) with the page switcher under it, a
* loading skeleton, an error with 'Coba lagi', and the empty states 'Belum ada produk.' and
* 'Tidak ada produk yang cocok dengan pencarian Anda.'. The data layer filters, sorts and pages
* (`data.catalog.search`): in server mode the browser only ever downloads the page it shows.
*/
function CatalogPage() {
	const data = useShopData();
	const partnersQuery = usePartners();
	const categoriesQuery = useProductCategories();
	const { category, q, sort, page, setParam, setParams, setPage, reset } = useCatalogParams();
	const [searchText, setSearchText, cancelSearchWrite] = useSearchText(q, useCallback((text) => setParam("q", text, true), [setParam]));
	const deferredSearch = useDeferredValue(searchText);
	const searchInputRef = useRef(null);
	const headingRef = useRef(null);
	const searchQ = data.mode === "server" ? q : deferredSearch;
	const resultsQuery = useCatalogSearch({
		category: category === "all" ? void 0 : category,
		q: searchQ,
		sort,
		page: searchQ === q ? page : 1,
		pageSize: CATALOG_PAGE_SIZE
	});
	const partnerNames = useMemo(() => new Map((partnersQuery.data ?? []).map((partner) => [partner.id, partner.name])), [partnersQuery.data]);
	const results = resultsQuery.data;
	const stale = searchQ !== searchText || resultsQuery.isPlaceholderData;
	/** Another filter changed: the typed text goes to the URL with it (a pending `?q=` write is folded in). */
	function handleFilter(key, value) {
		cancelSearchWrite();
		setParams({
			[key]: value,
			q: searchText
		});
	}
	function handleReset() {
		setSearchText("");
		cancelSearchWrite();
		reset();
		searchInputRef.current?.focus();
	}
	function handlePage(next) {
		setPage(next);
		headingRef.current?.focus();
	}
	let body;
	if (categoriesQuery.isPending || resultsQuery.isPending) body = /* @__PURE__ */ jsx(ProductGridSkeleton, {});
	else if (categoriesQuery.isError || resultsQuery.isError) body = /* @__PURE__ */ jsx(EmptyState, {
		role: "alert",
		title: errorMessage(categoriesQuery.error ?? resultsQuery.error),
		action: /* @__PURE__ */ jsx(Button, {
			variant: "outline",
			onClick: () => {
				if (categoriesQuery.isError) categoriesQuery.refetch();
				if (resultsQuery.isError) resultsQuery.refetch();
			},
			children: "Coba lagi"
		})
	});
	else if (categoriesQuery.data.length === 0) body = /* @__PURE__ */ jsx(EmptyState, {
		icon: /* @__PURE__ */ jsx(StoreIcon, {}),
		title: messages.catalog.empty
	});
	else {
		const total = results?.total ?? 0;
		const pageCount = Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE));
		body = /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx(CatalogFilters, {
				categories: categoriesQuery.data,
				category,
				searchText,
				sort,
				onCategoryChange: (value) => handleFilter("category", value),
				onSearchTextChange: setSearchText,
				onSortChange: (value) => handleFilter("sort", value),
				searchInputRef
			}),
			/* @__PURE__ */ jsxs("p", {
				role: "status",
				className: "text-sm text-muted-foreground",
				children: [total.toLocaleString("id-ID"), " produk"]
			}),
			!results || total === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(PackageSearchIcon, {}),
				title: messages.catalog.noResults,
				action: /* @__PURE__ */ jsx(Button, {
					variant: "outline",
					onClick: handleReset,
					children: "Atur ulang filter"
				})
			}) : /* @__PURE__ */ jsxs("div", {
				className: "grid gap-6",
				children: [/* @__PURE__ */ jsx(ProductGrid, {
					products: results.items,
					partnerNames,
					priorityCount: PRIORITY_COUNT,
					headingLevel: 2,
					label: "Daftar produk",
					className: stale ? "opacity-70 transition-opacity" : "transition-opacity"
				}), pageCount > 1 && /* @__PURE__ */ jsx(TablePagination, {
					label: "Halaman katalog",
					page: results.page,
					pageCount,
					start: (results.page - 1) * results.pageSize,
					shown: results.items.length,
					total,
					noun: "produk",
					onPageChange: handlePage
				})]
			})
		] });
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "grid gap-1",
			children: [/* @__PURE__ */ jsx("h1", {
				ref: headingRef,
				tabIndex: -1,
				className: "text-2xl font-bold tracking-tight outline-hidden sm:text-3xl",
				children: "Katalog Produk"
			}), /* @__PURE__ */ jsx("p", {
				className: "text-muted-foreground",
				children: "Produk pilihan UMKM dari seluruh Aceh."
			})]
		}), body]
	});
}
export { ProductGridSkeleton as n, ProductGrid as r, CatalogPage as t };
