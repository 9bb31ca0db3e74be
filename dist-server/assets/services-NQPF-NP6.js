import { r as ContactChannelList } from "./store-info-n0FWIEJQ.js";
import { t as PAGE_TITLES } from "./page-titles-CKEodnb1.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/app/routes/public/services.tsx
/**
* /layanan and /layanan-auth (spec section 2): the store's contact channels — WhatsApp,
* Instagram, TikTok and e-mail — as real links from the store settings.
*/
function Component() {
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6 sm:py-14",
		children: [
			/* @__PURE__ */ jsx("title", { children: PAGE_TITLES.services }),
			/* @__PURE__ */ jsxs("header", {
				className: "grid gap-2",
				children: [/* @__PURE__ */ jsx("h1", {
					className: "text-3xl font-bold tracking-tight",
					children: "Layanan Pelanggan"
				}), /* @__PURE__ */ jsx("p", {
					className: "text-lg text-muted-foreground",
					children: "Ada pertanyaan tentang produk, pesanan, atau ingin menjadi mitra? Hubungi kami lewat saluran berikut."
				})]
			}),
			/* @__PURE__ */ jsx(ContactChannelList, {}),
			/* @__PURE__ */ jsx("p", {
				className: "text-sm text-muted-foreground",
				children: "Sudah memiliki akun? Anda juga dapat mengirim pesan langsung kepada admin melalui tombol chat di pojok layar."
			})
		]
	});
}
export { Component };
