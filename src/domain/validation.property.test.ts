/**
 * Property-based tests of the checkout and review input rules (docs/product/decisions.md "Checkout, orders,
 * payment"; spec section 5; issue 6): any text either passes (trimmed) or fails with a message of
 * the Indonesian catalogue.
 */
import fc from 'fast-check';
import { messages } from './messages';
import { PAYMENT_METHODS } from './payment';
import { checkoutInputSchema, MAX_FIELD_LENGTH, MAX_TEXT_LENGTH, reviewInputSchema } from './validation';

const checkoutMessages = new Set<string>(Object.values(messages.checkout).filter((m) => typeof m === 'string') as string[]);
const reviewMessages = new Set<string>(Object.values(messages.review).filter((m) => typeof m === 'string') as string[]);
const valid = {
  customerName: 'Cut Meutia',
  customerPhone: '081234567890',
  shippingAddress: 'Jl. Sultan Iskandar Muda No. 5',
  postalCode: '23116',
  paymentMethod: 'GoPay',
};
const anyText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.stringMatching(/^\s*\+?[\d\s-]{0,20}\s*$/),
  fc.string({ minLength: 190, maxLength: 2100, unit: 'grapheme-ascii' }),
);

describe('checkout input (properties)', () => {
  it('any text in any field passes trimmed or fails with catalogue messages only', () => {
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(valid) as (keyof typeof valid)[])), anyText, (field, text) => {
        const result = checkoutInputSchema.safeParse({ ...valid, [field]: text });
        if (result.success) {
          expect(result.data[field]).toBe(field === 'paymentMethod' ? text : text.trim());
        } else {
          for (const issue of result.error.issues) expect(checkoutMessages).toContain(issue.message);
        }
      }),
    );
  });

  it('a postal code passes exactly when it is five digits (after trimming)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^\s?\d{3,7}\s?$/), fc.string({ maxLength: 8 })), (code) => {
        expect(checkoutInputSchema.safeParse({ ...valid, postalCode: code }).success).toBe(/^\d{5}$/.test(code.trim()));
      }),
    );
  });

  it('a phone passes exactly when it has 9–15 digits, an optional leading + and spaces or dashes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[\d -]{0,22}$/), (phone) => {
        const trimmed = phone.trim();
        const expected = trimmed.length > 0 && trimmed.length <= 20 && /^\+?\d{9,15}$/.test(trimmed.replace(/[\s-]/g, ''));
        expect(checkoutInputSchema.safeParse({ ...valid, customerPhone: phone }).success).toBe(expected);
      }),
    );
  });

  it('only the listed payment methods pass', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...PAYMENT_METHODS), fc.string()), (method) => {
        expect(checkoutInputSchema.safeParse({ ...valid, paymentMethod: method }).success).toBe(PAYMENT_METHODS.includes(method));
      }),
    );
  });

  it('length limits: names up to 200 characters, addresses up to 2,000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2100 }), (length) => {
        const text = 'a'.repeat(length);
        expect(checkoutInputSchema.safeParse({ ...valid, customerName: text }).success).toBe(length <= MAX_FIELD_LENGTH);
        expect(checkoutInputSchema.safeParse({ ...valid, shippingAddress: text }).success).toBe(length <= MAX_TEXT_LENGTH);
      }),
    );
  });
});

describe('review input (properties)', () => {
  it('passes exactly for a whole rating 1–5 and a non-blank text of at most 2,000 characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -2, max: 8 }), fc.double({ noNaN: true, min: 0, max: 6 })), anyText, (rating, text) => {
        const ok = Number.isInteger(rating) && rating >= 1 && rating <= 5 && text.trim().length > 0 && text.trim().length <= MAX_TEXT_LENGTH;
        const result = reviewInputSchema.safeParse({ productId: 1, rating, text });
        expect(result.success).toBe(ok);
        for (const issue of result.error?.issues ?? []) expect(reviewMessages).toContain(issue.message);
      }),
    );
  });
});
