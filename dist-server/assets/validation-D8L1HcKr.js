import { a as serverMessages, i as messages, n as adminMessages, r as chatMessages, t as accountMessages } from "./messages-CBdMQSHl.js";
import { C as SORT_VALUES } from "../entry-server.js";
import { n as PAYMENT_METHODS } from "./payment-BGTXywQr.js";
import { n as roleSchema, r as shippingStatusSchema, t as orderStatusSchema } from "./schemas-9iOQ1X1u.js";
import { z } from "zod";
/** Longest review or address text (characters). */
var MAX_TEXT_LENGTH = 2e3;
var trimmed = z.string().trim();
/** A trimmed text whose wrong type (a number, null, missing) answers `message`, not zod's English. */
var trimmedOr = (message) => z.string({ error: message }).trim();
/** Registration (spec section 5): all three required; e-mail format and password length checked. */
var registerInputSchema = z.object({
	username: trimmedOr(messages.auth.registerRequired),
	email: trimmedOr(messages.auth.registerRequired),
	password: z.string({ error: messages.auth.registerRequired })
}, { error: messages.auth.registerRequired }).superRefine((value, ctx) => {
	if (!value.username || !value.email || !value.password) {
		for (const field of [
			"username",
			"email",
			"password"
		]) if (!value[field]) ctx.addIssue({
			code: "custom",
			path: [field],
			message: messages.auth.registerRequired
		});
		return;
	}
	if (!/^[A-Za-z0-9._-]{3,30}$/.test(value.username) || value.username.toLowerCase() === "__proto__") ctx.addIssue({
		code: "custom",
		path: ["username"],
		message: messages.auth.usernameInvalid
	});
	if (!z.email().safeParse(value.email).success || value.email.length > 200) ctx.addIssue({
		code: "custom",
		path: ["email"],
		message: messages.auth.emailInvalid
	});
	if (value.password.length < 6) ctx.addIssue({
		code: "custom",
		path: ["password"],
		message: messages.auth.passwordTooShort
	});
});
/** Login: both fields required (the inline message is the spec's wrong-credentials text). */
var loginInputSchema = z.object({
	username: trimmedOr(messages.auth.loginInvalid).min(1, messages.auth.loginInvalid),
	password: z.string({ error: messages.auth.loginInvalid }).min(1, messages.auth.loginInvalid)
}, { error: messages.auth.loginInvalid });
var required = (max = 200) => trimmed.min(1, messages.checkout.shippingRequired).max(max, messages.checkout.fieldTooLong);
/**
* Checkout shipping details and payment method (docs/product/decisions.md): name, phone, address and postal
* code required; postal code 5 digits; phone 9–15 digits with an optional leading +.
*/
var checkoutInputSchema = z.object({
	customerName: required(),
	customerPhone: required(20).refine((v) => v === "" || /^\+?\d{9,15}$/.test(v.replace(/[\s-]/g, "")), messages.checkout.phoneInvalid),
	shippingAddress: required(MAX_TEXT_LENGTH),
	postalCode: required(10).refine((v) => v === "" || /^\d{5}$/.test(v), messages.checkout.postalCodeInvalid),
	paymentMethod: z.string().refine((v) => PAYMENT_METHODS.includes(v), messages.checkout.paymentMethodInvalid)
});
/** A review (spec section 5): text and a rating of 1–5 required. */
var reviewInputSchema = z.object({
	productId: z.number().int(),
	rating: z.number({ message: messages.review.required }).int().min(1, messages.review.required).max(5),
	text: z.string({ error: messages.review.required }).trim().min(1, messages.review.required).max(MAX_TEXT_LENGTH, messages.review.tooLong)
});
/** Longest chat message (characters), issue 3. */
var MAX_CHAT_LENGTH = 2e3;
/** Largest stored image as a data URL (characters): about 350 KB, after downscaling. */
var MAX_IMAGE_DATA_URL_LENGTH = 48e4;
var imageRef = z.string().max(MAX_IMAGE_DATA_URL_LENGTH, accountMessages.imageTooLarge).refine((v) => v === "" || v.startsWith("/") || /^https?:\/\//.test(v) || /^data:image\/(png|jpeg|webp|gif|avif);base64,/.test(v), accountMessages.imageInvalid);
/** Profile edit (buyer and admin): e-mail and profile image. */
var profileInputSchema = z.object({
	email: trimmed.refine((v) => v === "" || z.email().safeParse(v).success, messages.auth.emailInvalid),
	profileImage: imageRef
});
/** Password change (spec section 5): old, new (≥ 6), confirmation; checked in this order by the data layer. */
var passwordChangeInputSchema = z.object({
	oldPassword: z.string(),
	newPassword: z.string(),
	confirmPassword: z.string()
});
var addressField = (max = 200) => trimmed.min(1, accountMessages.addressRequired).max(max, messages.checkout.fieldTooLong);
/** A saved address (spec section 5): every field required; postal code 5 digits. */
var addressInputSchema = z.object({
	label: addressField(50),
	recipientName: addressField(),
	phone: addressField(20).refine((v) => v === "" || /^\+?\d{9,15}$/.test(v.replace(/[\s-]/g, "")), messages.checkout.phoneInvalid),
	fullAddress: addressField(MAX_TEXT_LENGTH),
	postalCode: addressField(10).refine((v) => v === "" || /^\d{5}$/.test(v), messages.checkout.postalCodeInvalid),
	isDefault: z.boolean().default(false)
});
/** A chat message to send: trimmed, non-blank, at most 2,000 characters. */
var chatTextSchema = trimmed.min(1, chatMessages.blank).max(MAX_CHAT_LENGTH, chatMessages.tooLong);
var requiredProductField = (max = 200) => trimmed.min(1, adminMessages.productRequired).max(max, messages.checkout.fieldTooLong);
/** A number as a form's text field gives it: decimal digits with an optional fraction ('12000', '2.5'). */
var DECIMAL_TEXT = /^\d+(\.\d+)?$/;
/**
* A number of an input that refuses instead of coercing: a number, or a text of decimal digits
* (as a form's text field gives it), then checked by `number`. Everything else — '', blanks,
* null, undefined, other text ('abc', '-5', '1e3', '0x10'), NaN, ±Infinity — fails with
* `message`; nothing becomes 0.
*/
function numberInput(number, message) {
	return z.union([z.number({ error: message }), z.string({ error: message }).regex(DECIMAL_TEXT, message).transform(Number)], { error: message }).pipe(number);
}
/**
* The admin's product form (spec section 5): all fields but the description required, image
* included. Price (from 0 to {@link MAX_PRICE} Rupiah) and stock (a whole number from 0 to {@link MAX_STOCK}) are numbers or digit texts; '' and null are
* refused with their field's message, never read as 0.
*/
var productInputSchema = z.object({
	name: requiredProductField(),
	category: requiredProductField(50),
	price: numberInput(z.number({ error: adminMessages.priceInvalid }).min(0, adminMessages.priceInvalid).max(1e9, adminMessages.priceTooLarge), adminMessages.priceInvalid),
	stock: numberInput(z.number({ error: adminMessages.stockInvalid }).int(adminMessages.stockInvalid).min(0, adminMessages.stockInvalid).max(1e9, adminMessages.stockTooLarge), adminMessages.stockInvalid),
	location: requiredProductField(),
	partnerId: requiredProductField(20),
	image: imageRef.refine((v) => v !== "", adminMessages.productRequired),
	description: trimmed.max(MAX_TEXT_LENGTH, messages.checkout.fieldTooLong).default("")
});
var coordinate = (limit, message) => z.number({ error: message }).min(-limit, message).max(limit, message);
/**
* The admin's partner form (docs/product/decisions.md: partners can be added and edited). The
* coordinates are numbers (the form converts the typed text): text, null, NaN and values out of
* range are refused with the field's message.
*/
var partnerInputSchema = z.object({
	name: trimmed.min(1, adminMessages.partnerRequired).max(200, messages.checkout.fieldTooLong),
	location: trimmed.min(1, adminMessages.partnerRequired).max(200, messages.checkout.fieldTooLong),
	address: trimmed.min(1, adminMessages.partnerRequired).max(MAX_TEXT_LENGTH, messages.checkout.fieldTooLong),
	coordinates: z.object({
		lat: coordinate(90, adminMessages.latitudeInvalid),
		lng: coordinate(180, adminMessages.longitudeInvalid)
	}, { error: adminMessages.partnerRequired }),
	featuredProduct: trimmed.max(200, messages.checkout.fieldTooLong).default(""),
	status: z.enum(["Active", "Inactive"]).default("Active")
});
/** Store settings the admin edits (docs/product/decisions.md: recipient and contacts are settings). */
var storeSettingsInputSchema = z.object({
	storeName: trimmedOr(accountMessages.addressRequired).min(1, accountMessages.addressRequired).max(100, messages.checkout.fieldTooLong),
	storeAddress: trimmedOr(accountMessages.addressRequired).min(1, accountMessages.addressRequired).max(MAX_TEXT_LENGTH, messages.checkout.fieldTooLong),
	adminEmail: trimmedOr(messages.auth.emailInvalid).refine((v) => z.email().safeParse(v).success, messages.auth.emailInvalid),
	contacts: z.object({
		whatsapp: trimmedOr(messages.checkout.phoneInvalid).regex(/^\+?\d{8,15}$/, messages.checkout.phoneInvalid),
		instagram: trimmedOr(adminMessages.instagramInvalid).regex(/^[A-Za-z0-9._]{1,30}$/, adminMessages.instagramInvalid),
		tiktok: trimmedOr(adminMessages.tiktokInvalid).regex(/^[A-Za-z0-9._]{1,30}$/, adminMessages.tiktokInvalid),
		email: trimmedOr(messages.auth.emailInvalid).refine((v) => z.email().safeParse(v).success, messages.auth.emailInvalid)
	}, { error: serverMessages.requestInvalid }),
	maintenanceMode: z.boolean({ error: serverMessages.requestInvalid })
}, { error: serverMessages.requestInvalid });
z.object({
	status: orderStatusSchema.optional(),
	shippingStatus: shippingStatusSchema.optional()
}).strict();
z.enum(roleSchema.options, { error: messages.generic.unexpected });
z.object({
	id: z.number({ error: messages.catalog.productNotFound }).int(messages.catalog.productNotFound).nonnegative(messages.catalog.productNotFound),
	name: z.string({ error: messages.catalog.productNotFound }),
	partnerName: z.string({ error: messages.catalog.productNotFound }).optional()
}, { error: messages.catalog.productNotFound });
z.object({
	category: z.string({ error: messages.catalog.searchInvalid }).optional(),
	q: z.string({ error: messages.catalog.searchInvalid }).max(200, messages.catalog.searchTooLong).optional(),
	sort: z.enum(SORT_VALUES, { error: messages.catalog.sortInvalid }).optional(),
	page: z.number({ error: messages.catalog.pageInvalid }).optional(),
	pageSize: z.number({ error: messages.catalog.pageInvalid }).optional()
});
export { chatTextSchema as a, partnerInputSchema as c, profileInputSchema as d, registerInputSchema as f, addressInputSchema as i, passwordChangeInputSchema as l, storeSettingsInputSchema as m, MAX_IMAGE_DATA_URL_LENGTH as n, checkoutInputSchema as o, reviewInputSchema as p, MAX_TEXT_LENGTH as r, loginInputSchema as s, MAX_CHAT_LENGTH as t, productInputSchema as u };
