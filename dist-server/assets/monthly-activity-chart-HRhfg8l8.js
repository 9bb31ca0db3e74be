import { jsx, jsxs } from "react/jsx-runtime";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
// src/features/admin-dashboard/components/monthly-activity-chart.tsx
/** The chart's series colours (spec section 2: 'Produk Terjual' #287c63, 'Pesanan Baru' #77b8a5). */
var SERIES_COLORS = {
	produkTerjual: "#287c63",
	pesananBaru: "#77b8a5"
};
var tick = {
	fill: "var(--muted-foreground)",
	fontSize: 12
};
/** Keeps the spec's series order (Produk Terjual, then Pesanan Baru) in the legend and tooltip. */
var seriesOrder = (item) => item.dataKey === "produkTerjual" ? 0 : 1;
/**
* The 'Aktivitas Penjualan Bulanan' bar chart (spec section 2): series 'Produk Terjual' and
* 'Pesanan Baru' per month, Indonesian month names, 300 px tall. Visual only: recharts' keyboard
* layer is off because the card gives screen readers the same numbers as a table. Loaded lazily
* (recharts stays out of every other chunk); default export for `React.lazy`.
*/
function MonthlyActivityChart({ data }) {
	return /* @__PURE__ */ jsx(ResponsiveContainer, {
		width: "100%",
		height: 300,
		children: /* @__PURE__ */ jsxs(BarChart, {
			data: [...data],
			accessibilityLayer: false,
			margin: {
				top: 8,
				right: 8,
				bottom: 0,
				left: -16
			},
			children: [
				/* @__PURE__ */ jsx(CartesianGrid, {
					strokeDasharray: "3 3",
					vertical: false,
					stroke: "var(--border)"
				}),
				/* @__PURE__ */ jsx(XAxis, {
					dataKey: "month",
					tick,
					tickLine: false,
					axisLine: { stroke: "var(--border)" }
				}),
				/* @__PURE__ */ jsx(YAxis, {
					allowDecimals: false,
					tick,
					tickLine: false,
					axisLine: false
				}),
				/* @__PURE__ */ jsx(Tooltip, {
					cursor: { fill: "var(--muted)" },
					labelFormatter: (_, payload) => (payload?.[0]?.payload)?.label ?? "",
					contentStyle: {
						background: "var(--popover)",
						color: "var(--popover-foreground)",
						border: "1px solid var(--border)",
						borderRadius: 8
					},
					itemStyle: { color: "var(--popover-foreground)" },
					itemSorter: seriesOrder
				}),
				/* @__PURE__ */ jsx(Legend, {
					wrapperStyle: { fontSize: 14 },
					itemSorter: seriesOrder,
					formatter: (value) => /* @__PURE__ */ jsx("span", {
						style: { color: "var(--foreground)" },
						children: value
					})
				}),
				/* @__PURE__ */ jsx(Bar, {
					dataKey: "produkTerjual",
					name: "Produk Terjual",
					fill: SERIES_COLORS.produkTerjual,
					radius: [
						4,
						4,
						0,
						0
					]
				}),
				/* @__PURE__ */ jsx(Bar, {
					dataKey: "pesananBaru",
					name: "Pesanan Baru",
					fill: SERIES_COLORS.pesananBaru,
					radius: [
						4,
						4,
						0,
						0
					]
				})
			]
		})
	});
}
export { MonthlyActivityChart as default };
