import { t as PAGE_TITLES } from "./page-titles-CKEodnb1.js";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/app/routes/not-found.tsx
/** The 404 page (spec section 2): logs the path to the console and links home. */
function Component() {
	const location = useLocation();
	useEffect(() => {
		console.error("404 Error: User attempted to access non-existent route:", location.pathname);
	}, [location.pathname]);
	return /* @__PURE__ */ jsxs("section", {
		className: "mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center",
		children: [
			/* @__PURE__ */ jsx("title", { children: PAGE_TITLES.notFound }),
			/* @__PURE__ */ jsx("p", {
				className: "text-6xl font-bold text-primary",
				"aria-hidden": "true",
				children: "404"
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-semibold",
				children: "Oops! Page not found"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-muted-foreground",
				children: "Halaman yang Anda cari tidak ada atau sudah dipindahkan."
			}),
			/* @__PURE__ */ jsx(Link, {
				className: "font-medium text-primary underline underline-offset-4",
				to: "/",
				children: "Kembali ke beranda"
			})
		]
	});
}
export { Component };
