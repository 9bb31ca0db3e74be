import { t as CatalogPage } from "./catalog-DwwKYomm.js";
import { t as PAGE_TITLES } from "./page-titles-CKEodnb1.js";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/app/routes/public/catalog.tsx
/** /catalog (spec section 2; public per docs/product/decisions.md "Access"): the product catalogue. */
function Component() {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("title", { children: PAGE_TITLES.catalog }), /* @__PURE__ */ jsx(CatalogPage, {})] });
}
export { Component };
