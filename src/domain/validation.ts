/**
 * Input rules for forms, shared by the screens (react-hook-form resolvers) and the data layer
 * (which re-checks every input). Messages come from the catalogue (spec sections 5 and 8,
 * decisions.md "Checkout, orders, payment").
 */
import { z } from 'zod';
import { messages } from './messages';
import { PAYMENT_METHODS } from './payment';

/** Longest text accepted in a single-line field (characters). */
export const MAX_FIELD_LENGTH = 200;
/** Longest review or address text (characters). */
export const MAX_TEXT_LENGTH = 2000;

const trimmed = z.string().trim();

/** Registration (spec section 5): all three required; e-mail format and password length checked. */
export const registerInputSchema = z
  .object({
    username: trimmed,
    email: trimmed,
    password: z.string(),
  })
  .superRefine((value, ctx) => {
    if (!value.username || !value.email || !value.password) {
      for (const field of ['username', 'email', 'password'] as const) {
        if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: messages.auth.registerRequired });
      }
      return;
    }
    if (!/^[A-Za-z0-9._-]{3,30}$/.test(value.username)) {
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
export const loginInputSchema = z.object({
  username: trimmed.min(1, messages.auth.loginInvalid),
  password: z.string().min(1, messages.auth.loginInvalid),
});
export type LoginInput = z.input<typeof loginInputSchema>;

const required = (max = MAX_FIELD_LENGTH) =>
  trimmed.min(1, messages.checkout.shippingRequired).max(max, messages.checkout.fieldTooLong);

/**
 * Checkout shipping details and payment method (decisions.md): name, phone, address and postal
 * code required; postal code 5 digits; phone 9–15 digits with an optional leading +.
 */
export const checkoutInputSchema = z.object({
  customerName: required(),
  customerPhone: required(20).refine(
    (v) => v === '' || /^\+?\d{9,15}$/.test(v.replace(/[\s-]/g, '')),
    messages.checkout.phoneInvalid,
  ),
  shippingAddress: required(MAX_TEXT_LENGTH),
  postalCode: required(10).refine((v) => v === '' || /^\d{5}$/.test(v), messages.checkout.postalCodeInvalid),
  paymentMethod: z.string().refine((v) => PAYMENT_METHODS.includes(v), messages.checkout.paymentMethodInvalid),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

/** A review (spec section 5): text and a rating of 1–5 required. */
export const reviewInputSchema = z.object({
  productId: z.number().int(),
  rating: z.number({ message: messages.review.required }).int().min(1, messages.review.required).max(5),
  text: trimmed.min(1, messages.review.required).max(MAX_TEXT_LENGTH, messages.review.tooLong),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
