import { _ as buttonVariants } from "../entry-server.js";
import { t as EmptyState } from "./empty-state-CYDT0TqZ.js";
import { a as usePartners, r as useCatalogSearch, u as useStoreSettings } from "./react-CEzJk9tn.js";
import { i as messages } from "./messages-CBdMQSHl.js";
import { n as ProductGridSkeleton, r as ProductGrid } from "./catalog-DwwKYomm.js";
import { a as AboutSummary, o as CategoryTiles, s as HeroBanner } from "./store-info-n0FWIEJQ.js";
import { t as PAGE_TITLES } from "./page-titles-CKEodnb1.js";
import { Link } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { PackageIcon } from "lucide-react";
// src/app/routes/public/home.tsx
/** Featured products on the home page: the first six stored (spec sections 2 and 9), one search page. */
var FEATURED_COUNT = 6;
/**
* / (spec section 2, "Home"): hero banner (the page's h1), category tiles linking to
* `/catalog?category=<Category>`, the first six stored products, an about text and a link to the
* catalogue.
*/
function Component() {
	const { data: store } = useStoreSettings();
	const { data: firstPage, isPending } = useCatalogSearch({ pageSize: FEATURED_COUNT });
	const { data: partners } = usePartners();
	const storeName = store?.storeName ?? "Seulanga";
	const featured = firstPage?.items ?? [];
	const partnerNames = new Map((partners ?? []).map((partner) => [partner.id, partner.name]));
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("title", { children: PAGE_TITLES.home }),
		/* @__PURE__ */ jsx(HeroBanner, { storeName }),
		/* @__PURE__ */ jsx(CategoryTiles, {}),
		/* @__PURE__ */ jsxs("section", {
			"aria-labelledby": "produk-pilihan-heading",
			className: "mx-auto max-w-7xl px-4 pb-12 sm:px-6",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "mb-6 flex flex-wrap items-end justify-between gap-3",
				children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
					id: "produk-pilihan-heading",
					className: "text-2xl font-bold tracking-tight",
					children: "Produk Pilihan"
				}), /* @__PURE__ */ jsx("p", {
					className: "mt-1 text-muted-foreground",
					children: "Sebagian produk mitra UMKM kami yang siap dikirim."
				})] }), /* @__PURE__ */ jsx(Link, {
					to: "/catalog",
					className: buttonVariants({ variant: "outline" }),
					children: "Lihat Semua Produk"
				})]
			}), isPending ? /* @__PURE__ */ jsx(ProductGridSkeleton, { count: FEATURED_COUNT }) : featured.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(PackageIcon, {}),
				title: messages.catalog.empty
			}) : /* @__PURE__ */ jsx(ProductGrid, {
				products: featured,
				partnerNames,
				label: "Produk pilihan"
			})]
		}),
		/* @__PURE__ */ jsx(AboutSummary, { storeName })
	] });
}
export { Component };
