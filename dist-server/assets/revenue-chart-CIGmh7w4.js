import { r as formatRupiah } from "./format-DldOCsp5.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
// src/features/admin-reports/components/revenue-chart.tsx
var compact = new Intl.NumberFormat("id-ID", {
	notation: "compact",
	maximumFractionDigits: 1
});
/** The brand colour of the back office's charts (spec section 2, dashboard chart). */
var BAR_COLOUR = "#287c63";
/**
* The revenue-per-month bar chart of the sales report (recharts; loaded lazily by
* `RevenueChartCard` so recharts stays out of every other bundle). Decorative for assistive
* technology: the card gives the same figures as a table.
* @param data - months oldest first, revenue in Rupiah.
*/
function RevenueChart({ data }) {
	return /* @__PURE__ */ jsx("div", {
		"aria-hidden": "true",
		className: "h-[300px] w-full",
		children: /* @__PURE__ */ jsx(ResponsiveContainer, {
			width: "100%",
			height: 300,
			children: /* @__PURE__ */ jsxs(BarChart, {
				data: [...data],
				margin: {
					top: 8,
					right: 8,
					bottom: 0,
					left: 8
				},
				accessibilityLayer: false,
				children: [
					/* @__PURE__ */ jsx(CartesianGrid, {
						strokeDasharray: "3 3",
						vertical: false
					}),
					/* @__PURE__ */ jsx(XAxis, {
						dataKey: "label",
						tickLine: false,
						fontSize: 12
					}),
					/* @__PURE__ */ jsx(YAxis, {
						tickFormatter: (value) => compact.format(value),
						width: 56,
						fontSize: 12
					}),
					/* @__PURE__ */ jsx(Tooltip, {
						formatter: (value) => [formatRupiah(Number(value)), "Pendapatan"],
						labelFormatter: (label) => String(label)
					}),
					/* @__PURE__ */ jsx(Bar, {
						dataKey: "revenue",
						name: "Pendapatan",
						fill: BAR_COLOUR,
						radius: [
							4,
							4,
							0,
							0
						]
					})
				]
			})
		})
	});
}
export { RevenueChart };
