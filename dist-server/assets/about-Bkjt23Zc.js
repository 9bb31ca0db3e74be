import { u as useStoreSettings } from "./react-CEzJk9tn.js";
import { i as AboutContent } from "./store-info-n0FWIEJQ.js";
import { t as PAGE_TITLES } from "./page-titles-CKEodnb1.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/app/routes/public/about.tsx
/** /tentang-kami and /tentang-kami-auth (spec section 2): about the shop and its UMKM partners. */
function Component() {
	const { data: store } = useStoreSettings();
	const storeName = store?.storeName ?? "Seulanga";
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6 sm:py-14",
		children: [
			/* @__PURE__ */ jsx("title", { children: PAGE_TITLES.about }),
			/* @__PURE__ */ jsxs("header", {
				className: "grid gap-2",
				children: [/* @__PURE__ */ jsx("h1", {
					className: "text-3xl font-bold tracking-tight",
					children: "Tentang Kami"
				}), /* @__PURE__ */ jsxs("p", {
					className: "text-lg text-muted-foreground",
					children: [storeName, " menghubungkan pembeli dengan usaha kecil dan perajin di seluruh Aceh."]
				})]
			}),
			/* @__PURE__ */ jsx(AboutContent, { storeName })
		]
	});
}
export { Component };
