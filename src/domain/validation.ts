/**
 * Input rules for forms, shared by the screens (react-hook-form resolvers) and the data layer
 * (which re-checks every input). Messages come from the catalogue (spec sections 5 and 8,
 * docs/product/decisions.md "Checkout, orders, payment").
 */
import { z } from 'zod';
import {
  accountMessages,
  adminMessages,
  chatMessages,
  messages,
  paymentAccountMessages,
  serverMessages,
  shippingMessages,
} from './messages';
import { MAX_SEARCH_LENGTH, SORT_VALUES } from './catalog';
import { LOW_STOCK_THRESHOLD } from './low-stock';
import { MAX_PER_PRODUCT, MAX_UNPAID_ORDERS } from './order-limits';
import { AUTO_COMPLETE_DAYS, PAYMENT_DEADLINE_HOURS } from './order-flow';
import { PAYMENT_METHODS } from './payment';
import { ACCOUNT_NUMBER, EWALLET_NUMBER, PAYMENT_ACCOUNT_LIMITS } from './payment-accounts';
import { qrisProblem, type QrisProblem } from './qris';
import { orderStatusSchema, roleSchema, shippingStatusSchema } from './schemas';
import { destinationSchema, productWeightSchema } from './shipping';
import { wholeIn } from './whole-number';

/** Longest text accepted in a single-line field (characters). */
export const MAX_FIELD_LENGTH = 200;
/** Longest review or address text (characters). */
export const MAX_TEXT_LENGTH = 2000;

const trimmed = z.string().trim();
/** A trimmed text whose wrong type (a number, null, missing) answers `message`, not zod's English. */
const trimmedOr = (message: string) => z.string({ error: message }).trim();

/** Registration (spec section 5): all three required; e-mail format and password length checked. */
export const registerInputSchema = z
  .object(
    {
      username: trimmedOr(messages.auth.registerRequired),
      email: trimmedOr(messages.auth.registerRequired),
      password: z.string({ error: messages.auth.registerRequired }),
    },
    { error: messages.auth.registerRequired },
  )
  .superRefine((value, ctx) => {
    if (!value.username || !value.email || !value.password) {
      for (const field of ['username', 'email', 'password'] as const) {
        if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: messages.auth.registerRequired });
      }
      return;
    }
    // `__proto__` cannot be a key of the username-keyed chat maps (JSON and zod drop it).
    if (!/^[A-Za-z0-9._-]{3,30}$/.test(value.username) || value.username.toLowerCase() === '__proto__') {
      ctx.addIssue({ code: 'custom', path: ['username'], message: messages.auth.usernameInvalid });
    }
    if (!z.email().safeParse(value.email).success || value.email.length > MAX_FIELD_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: messages.auth.emailInvalid });
    }
    if (value.password.length < 6) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: messages.auth.passwordTooShort });
    }
  });
export type RegisterInput = z.input<typeof registerInputSchema>;

/** Login: both fields required (the inline message is the spec's wrong-credentials text). */
export const loginInputSchema = z.object(
  {
    username: trimmedOr(messages.auth.loginInvalid).min(1, messages.auth.loginInvalid),
    password: z.string({ error: messages.auth.loginInvalid }).min(1, messages.auth.loginInvalid),
  },
  { error: messages.auth.loginInvalid },
);
export type LoginInput = z.input<typeof loginInputSchema>;

/** A phone number: 9–15 digits, an optional leading +, spaces and dashes ignored ('' is for the required check). */
const isPhone = (v: string) => v === '' || /^\+?\d{9,15}$/.test(v.replace(/[\s-]/g, ''));
/** A postal code: 5 digits ('' is for the required check). */
const isPostalCode = (v: string) => v === '' || /^\d{5}$/.test(v);

const required = (max = MAX_FIELD_LENGTH) =>
  trimmed.min(1, messages.checkout.shippingRequired).max(max, messages.checkout.fieldTooLong);

/**
 * Checkout shipping details and payment method (docs/product/decisions.md): name, phone, address and postal
 * code required; postal code 5 digits; phone 9–15 digits with an optional leading +.
 */
export const checkoutInputSchema = z.object({
  customerName: required(),
  customerPhone: required(20).refine(isPhone, messages.checkout.phoneInvalid),
  shippingAddress: required(MAX_TEXT_LENGTH),
  postalCode: required(10).refine(isPostalCode, messages.checkout.postalCodeInvalid),
  paymentMethod: z.string().refine((v) => PAYMENT_METHODS.includes(v), messages.checkout.paymentMethodInvalid),
  /** `Tujuan Pengiriman`: one of the destinations of src/domain/shipping.ts. */
  destination: z
    .string({ error: shippingMessages.destinationRequired })
    .refine((v) => destinationSchema.safeParse(v).success, shippingMessages.destinationRequired),
  /** `Kurir`: a courier id of the shipping table (whether it serves the destination is the decision's). */
  courierId: z
    .string({ error: shippingMessages.courierRequired })
    .min(1, shippingMessages.courierRequired)
    .max(32, shippingMessages.courierRequired),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

/** A review (spec section 5): text and a rating of 1–5 required. */
export const reviewInputSchema = z.object({
  productId: z.number().int(),
  rating: z.number({ message: messages.review.required }).int().min(1, messages.review.required).max(5),
  text: z.string({ error: messages.review.required }).trim().min(1, messages.review.required).max(MAX_TEXT_LENGTH, messages.review.tooLong),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** Longest chat message (characters). */
export const MAX_CHAT_LENGTH = 2000;
/** Largest stored image as a data URL (characters): about 350 KB, after downscaling. */
export const MAX_IMAGE_DATA_URL_LENGTH = 480_000;

const imageRef = z
  .string()
  .max(MAX_IMAGE_DATA_URL_LENGTH, accountMessages.imageTooLarge)
  .refine(
    (v) => v === '' || v.startsWith('/') || /^https?:\/\//.test(v) || /^data:image\/(png|jpeg|webp|gif|avif);base64,/.test(v),
    accountMessages.imageInvalid,
  );

/** Profile edit (buyer and admin): e-mail and profile image. */
export const profileInputSchema = z.object({
  email: trimmed.refine((v) => v === '' || z.email().safeParse(v).success, messages.auth.emailInvalid),
  profileImage: imageRef,
});
export type ProfileInput = z.input<typeof profileInputSchema>;

/** Password change (spec section 5): old, new (≥ 6), confirmation; checked in this order by the data layer. */
export const passwordChangeInputSchema = z.object({
  oldPassword: z.string(),
  newPassword: z.string(),
  confirmPassword: z.string(),
});
export type PasswordChangeInput = z.input<typeof passwordChangeInputSchema>;

/** Minimum length of a new password (spec section 9). */
export const MIN_PASSWORD_LENGTH = 6;

/** The first failed check of a password change: the field it belongs to and its message. */
export interface PasswordChangeFailure {
  field: 'oldPassword' | 'newPassword' | 'confirmPassword';
  message: string;
}

/**
 * The password change's checks in the spec's order (section 5): the old password, then the new
 * one's length, then that it differs from the old one (a forced change must change
 * something), then the confirmation. Both modes call it once they know whether the old
 * password matched.
 * @param oldMatches - whether the old password matched the stored hash.
 * @returns the first failure, or null when the change may go ahead.
 */
export function passwordChangeFailure(
  input: { oldPassword: string; newPassword: string; confirmPassword: string },
  oldMatches: boolean,
): PasswordChangeFailure | null {
  if (!oldMatches) return { field: 'oldPassword', message: accountMessages.oldPasswordWrong };
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) return { field: 'newPassword', message: accountMessages.newPasswordTooShort };
  if (input.newPassword === input.oldPassword) return { field: 'newPassword', message: accountMessages.newPasswordUnchanged };
  if (input.confirmPassword !== input.newPassword) return { field: 'confirmPassword', message: accountMessages.confirmMismatch };
  return null;
}

const addressField = (max = MAX_FIELD_LENGTH) =>
  trimmed.min(1, accountMessages.addressRequired).max(max, messages.checkout.fieldTooLong);

/** A saved address (spec section 5): every field required; postal code 5 digits. */
export const addressInputSchema = z.object({
  label: addressField(50),
  recipientName: addressField(),
  phone: addressField(20).refine(isPhone, messages.checkout.phoneInvalid),
  fullAddress: addressField(MAX_TEXT_LENGTH),
  postalCode: addressField(10).refine(isPostalCode, messages.checkout.postalCodeInvalid),
  isDefault: z.boolean().default(false),
});
export type AddressInput = z.input<typeof addressInputSchema>;

/** A chat message to send: trimmed, non-blank, at most 2,000 characters. */
export const chatTextSchema = trimmed.min(1, chatMessages.blank).max(MAX_CHAT_LENGTH, chatMessages.tooLong);

const requiredProductField = (max = MAX_FIELD_LENGTH) =>
  trimmed.min(1, adminMessages.productRequired).max(max, messages.checkout.fieldTooLong);

/** A number as a form's text field gives it: decimal digits with an optional fraction ('12000', '2.5'). */
const DECIMAL_TEXT = /^\d+(\.\d+)?$/;

/**
 * A number of an input that refuses instead of coercing: a number, or a text of decimal digits
 * (as a form's text field gives it), then checked by `number`. Everything else — '', blanks,
 * null, undefined, other text ('abc', '-5', '1e3', '0x10'), NaN, ±Infinity — fails with
 * `message`; nothing becomes 0.
 */
function numberInput(number: z.ZodNumber, message: string) {
  return z
    .union(
      // Every branch carries the message: form resolvers report the closest branch's issue.
      [z.number({ error: message }), z.string({ error: message }).regex(DECIMAL_TEXT, message).transform(Number)],
      { error: message },
    )
    .pipe(number);
}

/** The largest stock a product may have (the database stores stock as a 32-bit integer). */
export const MAX_STOCK = 1_000_000_000;
/**
 * The highest price of a product in Rupiah (Rp 1.000.000.000). Without a bound a price such as
 * 1e308 was stored and an order of two had the total Infinity (answered as `null` in JSON).
 */
export const MAX_PRICE = 1_000_000_000;

/**
 * The admin's product form (spec section 5): all fields but the description required, image
 * included. Price (from 0 to {@link MAX_PRICE} Rupiah) and stock (a whole number from 0 to {@link MAX_STOCK}) are numbers or digit texts; '' and null are
 * refused with their field's message, never read as 0.
 */
export const productInputSchema = z.object({
  name: requiredProductField(),
  category: requiredProductField(50),
  price: numberInput(
    z.number({ error: adminMessages.priceInvalid }).min(0, adminMessages.priceInvalid).max(MAX_PRICE, adminMessages.priceTooLarge),
    adminMessages.priceInvalid,
  ),
  stock: numberInput(
    z
      .number({ error: adminMessages.stockInvalid })
      .int(adminMessages.stockInvalid)
      .min(0, adminMessages.stockInvalid)
      .max(MAX_STOCK, adminMessages.stockTooLarge),
    adminMessages.stockInvalid,
  ),
  /** Grams, 1–50,000 (`Berat (gram)`); absent: 1,000 g on a new product, unchanged on an edit. */
  weight: numberInput(productWeightSchema, shippingMessages.weightInvalid).optional(),
  location: requiredProductField(),
  partnerId: requiredProductField(20),
  image: imageRef.refine((v) => v !== '', adminMessages.productRequired),
  description: trimmed.max(MAX_TEXT_LENGTH, messages.checkout.fieldTooLong).default(''),
});
export type ProductInput = z.input<typeof productInputSchema>;

const coordinate = (limit: number, message: string) =>
  z.number({ error: message }).min(-limit, message).max(limit, message);

/**
 * The admin's partner form (docs/product/decisions.md: partners can be added and edited). The
 * coordinates are numbers (the form converts the typed text): text, null, NaN and values out of
 * range are refused with the field's message.
 */
export const partnerInputSchema = z.object({
  name: trimmed.min(1, adminMessages.partnerRequired).max(MAX_FIELD_LENGTH, messages.checkout.fieldTooLong),
  location: trimmed.min(1, adminMessages.partnerRequired).max(MAX_FIELD_LENGTH, messages.checkout.fieldTooLong),
  address: trimmed.min(1, adminMessages.partnerRequired).max(MAX_TEXT_LENGTH, messages.checkout.fieldTooLong),
  coordinates: z.object(
    {
      lat: coordinate(90, adminMessages.latitudeInvalid),
      lng: coordinate(180, adminMessages.longitudeInvalid),
    },
    { error: adminMessages.partnerRequired },
  ),
  featuredProduct: trimmed.max(MAX_FIELD_LENGTH, messages.checkout.fieldTooLong).default(''),
  status: z.enum(['Active', 'Inactive']).default('Active'),
});
export type PartnerInput = z.input<typeof partnerInputSchema>;

/** Store settings the admin edits (docs/product/decisions.md: recipient and contacts are settings). */
export const storeSettingsInputSchema = z.object(
  {
    storeName: trimmedOr(accountMessages.addressRequired).min(1, accountMessages.addressRequired).max(100, messages.checkout.fieldTooLong),
    storeAddress: trimmedOr(accountMessages.addressRequired)
      .min(1, accountMessages.addressRequired)
      .max(MAX_TEXT_LENGTH, messages.checkout.fieldTooLong),
    adminEmail: trimmedOr(messages.auth.emailInvalid).refine((v) => z.email().safeParse(v).success, messages.auth.emailInvalid),
    contacts: z.object(
      {
        whatsapp: trimmedOr(messages.checkout.phoneInvalid).regex(/^\+?\d{8,15}$/, messages.checkout.phoneInvalid),
        instagram: trimmedOr(adminMessages.instagramInvalid).regex(/^[A-Za-z0-9._]{1,30}$/, adminMessages.instagramInvalid),
        tiktok: trimmedOr(adminMessages.tiktokInvalid).regex(/^[A-Za-z0-9._]{1,30}$/, adminMessages.tiktokInvalid),
        email: trimmedOr(messages.auth.emailInvalid).refine((v) => z.email().safeParse(v).success, messages.auth.emailInvalid),
      },
      { error: serverMessages.requestInvalid },
    ),
    maintenanceMode: z.boolean({ error: serverMessages.requestInvalid }),
  },
  { error: serverMessages.requestInvalid },
);
export type StoreSettingsInput = z.input<typeof storeSettingsInputSchema>;

/** The stored setting `maxPerProduct` (`Maksimal per Produk`): a whole number 1–999 (src/domain/order-limits.ts). */
export const maxPerProductSchema = wholeIn(MAX_PER_PRODUCT, adminMessages.maxPerProductInvalid);
/** The stored setting `maxUnpaidOrders` (`Maksimal Pesanan Belum Dibayar`): a whole number 1–50. */
export const maxUnpaidOrdersSchema = wholeIn(MAX_UNPAID_ORDERS, adminMessages.maxUnpaidOrdersInvalid);

/**
 * The admin's order limits ('Batas Pesanan'): each a number or a digit text (as the
 * form's field gives it), within its range; '' and other text are refused, never read as 0.
 */
export const orderLimitsInputSchema = z.object(
  {
    maxPerProduct: numberInput(maxPerProductSchema, adminMessages.maxPerProductInvalid),
    maxUnpaidOrders: numberInput(maxUnpaidOrdersSchema, adminMessages.maxUnpaidOrdersInvalid),
  },
  { error: serverMessages.requestInvalid },
);
export type OrderLimitsInput = z.input<typeof orderLimitsInputSchema>;

/**
 * The stored setting `orderFlow` ('Alur Pesanan'; src/domain/order-flow.ts): hours to
 * pay (1–168), days to automatic completion (1–30), and `Verifikasi Pembayaran oleh Admin`.
 */
export const orderFlowSchema = z.object({
  paymentDeadlineHours: wholeIn(PAYMENT_DEADLINE_HOURS, adminMessages.orderFlow.deadlineInvalid),
  autoCompleteDays: wholeIn(AUTO_COMPLETE_DAYS, adminMessages.orderFlow.autoCompleteInvalid),
  verifyPayments: z.boolean({ error: serverMessages.requestInvalid }),
});

/** The admin's 'Alur Pesanan': the numbers as numbers or digit texts (as the form gives them). */
export const orderFlowInputSchema = z.object(
  {
    paymentDeadlineHours: numberInput(orderFlowSchema.shape.paymentDeadlineHours, adminMessages.orderFlow.deadlineInvalid),
    autoCompleteDays: numberInput(orderFlowSchema.shape.autoCompleteDays, adminMessages.orderFlow.autoCompleteInvalid),
    verifyPayments: z.boolean({ error: serverMessages.requestInvalid }),
  },
  { error: serverMessages.requestInvalid },
);
export type OrderFlowInput = z.input<typeof orderFlowInputSchema>;

/** Longest reason the admin may give for cancelling an order, in characters. */
export const MAX_CANCEL_REASON_LENGTH = 300;

/** A courier's tracking number ('Nomor Resi'): 5 to 40 letters, digits or hyphens, trimmed. */
export const trackingNumberSchema = z
  .string({ error: adminMessages.trackingNumberInvalid })
  .trim()
  .regex(/^[A-Za-z0-9-]{5,40}$/, adminMessages.trackingNumberInvalid);

/** Why the admin cancels an order: 1 to {@link MAX_CANCEL_REASON_LENGTH} characters, trimmed. */
export const cancelReasonSchema = z
  .string({ error: adminMessages.cancelReasonInvalid })
  .trim()
  .min(1, adminMessages.cancelReasonInvalid)
  .max(MAX_CANCEL_REASON_LENGTH, adminMessages.cancelReasonInvalid);

/**
 * Why the owner rejects a buyer's payment ('Tolak Pembayaran'): 1 to
 * {@link MAX_CANCEL_REASON_LENGTH} characters, trimmed; the buyer sees it.
 */
export const paymentRejectInputSchema = z.object(
  {
    reason: z
      .string({ error: adminMessages.paymentReview.reasonInvalid })
      .trim()
      .min(1, adminMessages.paymentReview.reasonInvalid)
      .max(MAX_CANCEL_REASON_LENGTH, adminMessages.paymentReview.reasonInvalid),
  },
  { error: serverMessages.requestInvalid },
);

/** The stored setting `lowStockThreshold` (`Batas Stok Menipis`): a whole number 0–1000 (src/domain/low-stock.ts). */
export const lowStockThresholdSchema = wholeIn(LOW_STOCK_THRESHOLD, adminMessages.lowStockThresholdInvalid);

/** The admin's 'Batas Stok Menipis': a number or a digit text, 0–1000. */
export const lowStockInputSchema = z.object(
  { lowStockThreshold: numberInput(lowStockThresholdSchema, adminMessages.lowStockThresholdInvalid) },
  { error: serverMessages.requestInvalid },
);
export type LowStockInput = z.input<typeof lowStockInputSchema>;

const QRIS_MESSAGES: Record<QrisProblem, string> = {
  length: paymentAccountMessages.qrisTooLong,
  characters: paymentAccountMessages.qrisCharacters,
  prefix: paymentAccountMessages.qrisPrefix,
  crc: paymentAccountMessages.qrisChecksum,
};

/** A trimmed optional text ('' when absent) of at most `max` characters. */
const optionalText = (max: number, message: string) => z.string({ error: message }).trim().max(max, message).default('');
/** An optional number text with its spaces and hyphens removed ('' when absent). */
const optionalDigits = (message: string) =>
  z
    .string({ error: message })
    .max(40, message)
    .default('')
    .transform((v) => v.replace(/[\s-]/g, ''));

/**
 * The store's payment accounts ('Rekening Pembayaran'; src/domain/payment-accounts.ts),
 * the admin's input and the stored setting `paymentAccounts`. Every field optional ('' = not
 * offered): `bankName` at most 60 characters, `accountNumber` 5–20 digits, `accountHolder` at
 * most 100 characters, the three together or none; `ewalletNumber` an Indonesian mobile number
 * ({@link EWALLET_NUMBER}); `qrisPayload` an EMVCo merchant-presented string (src/domain/qris.ts
 * `qrisProblem`: `000201…`, at most 512 printable ASCII characters, `6304` and a correct
 * CRC-16/CCITT-FALSE). Spaces and hyphens in the numbers are removed. Limits: docs/security.md.
 */
export const paymentAccountsSchema = z
  .object(
    {
      bankName: optionalText(PAYMENT_ACCOUNT_LIMITS.bankName, paymentAccountMessages.bankNameTooLong),
      accountNumber: optionalDigits(paymentAccountMessages.accountNumberInvalid).refine(
        (v) => v === '' || ACCOUNT_NUMBER.test(v),
        paymentAccountMessages.accountNumberInvalid,
      ),
      accountHolder: optionalText(PAYMENT_ACCOUNT_LIMITS.accountHolder, paymentAccountMessages.accountHolderTooLong),
      ewalletNumber: optionalDigits(paymentAccountMessages.ewalletNumberInvalid).refine(
        (v) => v === '' || EWALLET_NUMBER.test(v),
        paymentAccountMessages.ewalletNumberInvalid,
      ),
      qrisPayload: z
        .string({ error: paymentAccountMessages.qrisCharacters })
        .trim()
        .default('')
        .superRefine((v, ctx) => {
          const problem = v === '' ? null : qrisProblem(v);
          if (problem) ctx.addIssue({ code: 'custom', message: QRIS_MESSAGES[problem] });
        }),
    },
    { error: serverMessages.requestInvalid },
  )
  .superRefine((accounts, ctx) => {
    const bank = ['bankName', 'accountNumber', 'accountHolder'] as const;
    const filled = bank.filter((field) => accounts[field] !== '');
    if (filled.length === 0 || filled.length === bank.length) return;
    for (const field of bank) {
      if (accounts[field] === '') ctx.addIssue({ code: 'custom', path: [field], message: paymentAccountMessages.bankIncomplete });
    }
  });
export type PaymentAccountsInput = z.input<typeof paymentAccountsSchema>;

/**
 * The admin's order update (spec section 4): a status and/or a shipping status, each one of the
 * listed values, with the tracking number (resi) that shipping needs and the reason a cancel
 * needs (docs/product/decisions.md "The order's journey"). An unknown value is refused — never repaired to 'Pending' as the stored-record
 * schema does, which would let a buyer confirm a payment again.
 */
export const orderChangesInputSchema = z
  .object({
    status: orderStatusSchema.optional(),
    shippingStatus: shippingStatusSchema.optional(),
    trackingNumber: trackingNumberSchema.optional(),
    cancelReason: cancelReasonSchema.optional(),
  })
  .strict();
export type OrderChangesInput = z.input<typeof orderChangesInputSchema>;

/** A role the admin sets (spec section 5): 'admin' or 'buyer', nothing else (no fallback to 'buyer'). */
export const roleInputSchema = z.enum(roleSchema.options, { error: messages.generic.unexpected });

/**
 * A product a buyer attaches to a chat message: its id only (a whole number ≥ 0, not a text).
 * Anything else sent with it (a name, a partner, a price, an image) is refused, never stored: the
 * attachment is named from the catalogue (`decideChatSend`). Refused with
 * 'Produk tidak ditemukan.'.
 */
export const chatProductRefInputSchema = z.strictObject(
  {
    id: z.number({ error: messages.catalog.productNotFound }).int(messages.catalog.productNotFound).nonnegative(messages.catalog.productNotFound),
  },
  { error: messages.catalog.productNotFound },
);

/**
 * The refusing check of a catalogue search (`CatalogSearch` of ./catalog.ts; both modes): an unknown sort, a search text over
 * `MAX_SEARCH_LENGTH` characters or a page that is no finite number is refused with the
 * catalogue's message; out-of-range numbers are clamped later by `normalizeCatalogSearch`.
 */
export const catalogSearchSchema = z.object({
  category: z.string({ error: messages.catalog.searchInvalid }).optional(),
  q: z
    .string({ error: messages.catalog.searchInvalid })
    .max(MAX_SEARCH_LENGTH, messages.catalog.searchTooLong)
    .optional(),
  sort: z.enum(SORT_VALUES, { error: messages.catalog.sortInvalid }).optional(),
  page: z.number({ error: messages.catalog.pageInvalid }).optional(),
  pageSize: z.number({ error: messages.catalog.pageInvalid }).optional(),
});
