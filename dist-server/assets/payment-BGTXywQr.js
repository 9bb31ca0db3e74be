// src/domain/payment.ts
/** The checkout payment groups, in display order (spec section 9). */
var PAYMENT_GROUPS = [
	{
		id: "ewallet",
		label: "E-Wallet & QRIS",
		methods: [
			"GoPay",
			"OVO",
			"Dana",
			"QRIS"
		]
	},
	{
		id: "bank",
		label: "Transfer Bank",
		methods: [
			"Bank Aceh Transfer",
			"BCA Transfer",
			"Mandiri Transfer",
			"BSI Transfer"
		]
	},
	{
		id: "cod",
		label: "Bayar di Tempat (COD)",
		methods: ["COD"]
	}
];
/** Every payment method a buyer can choose. */
var PAYMENT_METHODS = PAYMENT_GROUPS.flatMap((g) => g.methods);
/** The group a method belongs to, or undefined for an unknown method. */
function paymentGroupOf(method) {
	return PAYMENT_GROUPS.find((g) => g.methods.includes(method));
}
export { PAYMENT_METHODS as n, paymentGroupOf as r, PAYMENT_GROUPS as t };
