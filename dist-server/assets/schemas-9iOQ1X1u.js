import { A as THEMES, O as ORDER_STATUSES, k as SHIPPING_STATUSES } from "../entry-server.js";
import { z } from "zod";
// src/domain/schemas.ts
/**
* Entity schemas for every record the shop stores (spec section 3).
*
* The schemas are tolerant of the prototype's shapes (docs/product/decisions.md, "Data in the browser"):
* numeric fields accept numeric strings, optional fields get defaults, and fields the
* prototype never wrote (order owner, line items, password hash) are optional.
* Types are always `z.infer` of the schema.
*/
/** Roles of spec section 6. */
var roleSchema = z.enum(["admin", "buyer"]);
var nonNegativeNumber = z.coerce.number().finite().nonnegative();
var nonNegativeInt = z.coerce.number().int().nonnegative();
var text = z.string();
/** A saved shipping address of a buyer (spec section 3, Address). */
var addressSchema = z.object({
	id: text.min(1),
	label: text,
	recipientName: text,
	phone: text,
	fullAddress: text,
	postalCode: text,
	isDefault: z.boolean().default(false)
});
/** Parameters and result of a PBKDF2 password hash (docs/product/decisions.md, "Security"). */
var passwordHashSchema = z.object({
	algorithm: z.literal("PBKDF2-SHA-256"),
	iterations: z.number().int().positive(),
	/** Base64 of the random salt bytes. */
	salt: text.min(1),
	/** Base64 of the derived key bytes. */
	hash: text.min(1)
});
z.object({
	id: text.min(1),
	username: text.min(1),
	email: text.default(""),
	role: roleSchema.catch("buyer"),
	profileImage: text.default(""),
	addresses: z.array(addressSchema).default([]),
	passwordHash: passwordHashSchema.optional(),
	password: text.optional()
}).omit({
	password: true,
	passwordHash: true
});
/** A product of the catalogue; `price` is in Rupiah, `stock` in units. */
var productSchema = z.object({
	id: z.coerce.number().int().nonnegative(),
	name: text.min(1),
	category: text.min(1),
	price: nonNegativeNumber,
	stock: nonNegativeInt,
	image: text.default(""),
	description: text.default(""),
	location: text.default(""),
	partnerId: text.default("")
});
z.object({
	id: text.min(1),
	name: text.min(1),
	location: text.default(""),
	address: text.default(""),
	coordinates: z.object({
		lat: z.coerce.number().finite(),
		lng: z.coerce.number().finite()
	}).default({
		lat: 0,
		lng: 0
	}),
	featuredProduct: text.default(""),
	status: text.default("Active")
});
z.object({
	id: text.min(1),
	productId: z.coerce.number().int().nonnegative(),
	author: text.default("Pembeli Anonim"),
	rating: z.coerce.number().int().min(1).max(5),
	text,
	/** ISO timestamp; absent on prototype data. */
	createdAt: text.optional()
});
productSchema.extend({ quantity: z.coerce.number().int().min(1) });
/** Order status (spec section 4). */
var orderStatusSchema = z.enum(ORDER_STATUSES);
/** Shipping status (spec section 4), in delivery order. */
var shippingStatusSchema = z.enum(SHIPPING_STATUSES);
/** One line of an order as it was bought (price in Rupiah at order time). */
var orderItemSchema = z.object({
	productId: z.coerce.number().int().nonnegative(),
	name: text,
	price: nonNegativeNumber,
	quantity: z.coerce.number().int().min(1)
});
z.object({
	id: text.min(1),
	customerName: text,
	customerPhone: text.default(""),
	shippingAddress: text.default(""),
	postalCode: text.default(""),
	productName: text.default(""),
	date: text,
	status: orderStatusSchema.catch("Pending"),
	shippingStatus: shippingStatusSchema.catch("Menunggu Konfirmasi Admin"),
	paymentMethod: text.default(""),
	paymentCode: text.nullish().transform((v) => v ?? ""),
	total: nonNegativeNumber,
	userId: text.optional(),
	username: text.optional(),
	customerEmail: text.optional(),
	items: z.array(orderItemSchema).optional(),
	createdAt: text.optional()
});
/** Transaction status (spec section 4). */
var transactionStatusSchema = z.enum([
	"Pending",
	"Success",
	"Failed"
]);
z.object({
	id: text.min(1),
	orderId: text.min(1),
	paymentMethod: text.default(""),
	amount: nonNegativeNumber,
	date: text,
	status: transactionStatusSchema.catch("Pending")
});
/** A product a buyer asked about, attached to a chat message. */
var chatProductRefSchema = z.object({
	id: z.coerce.number(),
	name: text,
	partnerName: text.optional()
});
/** A chat message (spec section 3); `timestamp` is an ISO string. */
var chatMessageSchema = z.object({
	id: text.min(1),
	sender: roleSchema,
	text,
	timestamp: text,
	senderName: text.optional(),
	product: chatProductRefSchema.optional()
});
z.record(z.string(), z.array(chatMessageSchema));
z.record(z.string(), z.object({
	buyer: nonNegativeInt.default(0),
	admin: nonNegativeInt.default(0)
}));
z.object({
	id: text.min(1),
	timestamp: text,
	username: text.default(""),
	role: text.default(""),
	type: text,
	description: text.default(""),
	details: z.record(z.string(), z.unknown()).optional()
});
/** E-mail log entry types and statuses (spec section 3). */
var emailTypeSchema = z.enum(["buyer_order_confirmation", "admin_new_order"]);
z.object({
	id: text.min(1),
	timestamp: text,
	orderId: text,
	recipient: text,
	type: emailTypeSchema,
	status: z.enum(["success", "failed"]),
	error: text.nullish()
});
z.object({
	whatsapp: text.default("6281234567890"),
	instagram: text.default("seulanga.aceh"),
	tiktok: text.default("seulanga.aceh"),
	email: text.default("halo@seulanga.id")
});
z.enum(THEMES);
export { transactionStatusSchema as i, roleSchema as n, shippingStatusSchema as r, orderStatusSchema as t };
