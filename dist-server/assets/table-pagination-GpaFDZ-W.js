import { g as Button } from "../entry-server.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
// src/components/ui/table-pagination.tsx
var count = new Intl.NumberFormat("id-ID");
/**
* The page switcher under the back office's long tables (products, orders, transactions, sales
* history): 'Menampilkan 1–20 dari 10.000 pesanan' (announced politely), 'Halaman 1 dari 500',
* and the buttons 'Sebelumnya' / 'Berikutnya' (disabled at either end). Pair it with
* `tablePageProps` (`@/lib/table-page`) over a page the data port answered.
*/
function TablePagination({ label, page, pageCount, start, shown, total, noun, onPageChange }) {
	return /* @__PURE__ */ jsxs("nav", {
		"aria-label": label,
		className: "flex flex-col items-center justify-between gap-3 sm:flex-row",
		children: [/* @__PURE__ */ jsx("p", {
			className: "text-sm text-muted-foreground",
			"aria-live": "polite",
			children: total === 0 ? `0 ${noun}` : `Menampilkan ${count.format(start + 1)}–${count.format(start + shown)} dari ${count.format(total)} ${noun}`
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex items-center gap-2",
			children: [
				/* @__PURE__ */ jsxs(Button, {
					type: "button",
					variant: "outline",
					size: "sm",
					onClick: () => onPageChange(page - 1),
					disabled: page <= 1,
					children: [/* @__PURE__ */ jsx(ChevronLeftIcon, { "aria-hidden": "true" }), "Sebelumnya"]
				}),
				/* @__PURE__ */ jsxs("span", {
					className: "text-sm tabular-nums",
					children: [
						"Halaman ",
						count.format(page),
						" dari ",
						count.format(pageCount)
					]
				}),
				/* @__PURE__ */ jsxs(Button, {
					type: "button",
					variant: "outline",
					size: "sm",
					onClick: () => onPageChange(page + 1),
					disabled: page >= pageCount,
					children: ["Berikutnya", /* @__PURE__ */ jsx(ChevronRightIcon, { "aria-hidden": "true" })]
				})
			]
		})]
	});
}
export { TablePagination as t };
