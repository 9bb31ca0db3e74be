import { n as MainStoreCard, t as PartnerLocationList } from "./store-info-n0FWIEJQ.js";
import { t as PAGE_TITLES } from "./page-titles-CKEodnb1.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/app/routes/public/store-locations.tsx
/**
* /lokasi-toko and /lokasi-toko-auth (spec section 2): the main store's address and every
* partner with address, location, coordinates and an OpenStreetMap link (no maps key, no
* embedded map).
*/
function Component() {
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 sm:py-14",
		children: [
			/* @__PURE__ */ jsx("title", { children: PAGE_TITLES.storeLocations }),
			/* @__PURE__ */ jsxs("header", {
				className: "grid gap-2",
				children: [/* @__PURE__ */ jsx("h1", {
					className: "text-3xl font-bold tracking-tight",
					children: "Lokasi Toko"
				}), /* @__PURE__ */ jsx("p", {
					className: "text-lg text-muted-foreground",
					children: "Toko utama kami dan lokasi para mitra UMKM yang membuat produk-produk kami."
				})]
			}),
			/* @__PURE__ */ jsx(MainStoreCard, {}),
			/* @__PURE__ */ jsx(PartnerLocationList, {})
		]
	});
}
export { Component };
