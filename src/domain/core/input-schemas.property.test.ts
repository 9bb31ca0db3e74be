/**
 * Property-based tests of the checkout and review input rules (docs/product/decisions.md "Checkout, orders,
 * payment"; spec section 5): any text either passes (trimmed) or fails with a message of
 * the Indonesian catalogue. Then the refusing input schemas: price, stock and coordinates never
 * turn '', null, blanks or other text into a number, and an unknown order status or role is
 * refused instead of repaired (the record schemas, for stored data, still repair).
 */
import fc from 'fast-check';
import { messageCatalogue } from '@/shared/message-catalogue';
import { adminMessages } from '@/shared/messages-admin';
import { messages } from '@/shared/messages';
import { shippingMessages } from '@/shared/messages-shipping';
import { PAYMENT_METHODS } from '../payment/methods';
import { ORDER_STATUSES, orderSchema, SHIPPING_STATUSES } from './records';
import { chatProductRefInputSchema } from '../chat/inputs';
import { checkoutInputSchema } from '../orders/checkout-inputs';
import { orderChangesInputSchema } from '../orders/inputs';
import { loginInputSchema, registerInputSchema, roleInputSchema } from '../accounts/inputs';
import { MAX_FIELD_LENGTH, MAX_TEXT_LENGTH } from './input-fields';
import { partnerInputSchema } from '../catalog/partner-inputs';
import { reviewInputSchema } from '../catalog/inputs';
import { MAX_PRICE, MAX_STOCK, productInputSchema } from '../catalog/product-inputs';
import { storeSettingsInputSchema } from '../settings/inputs';

const checkoutMessages = new Set<string>([
  ...(Object.values(messages.checkout).filter((m) => typeof m === 'string') as string[]),
  shippingMessages.destinationRequired,
  shippingMessages.courierRequired,
]);
const reviewMessages = new Set<string>(Object.values(messages.review).filter((m) => typeof m === 'string') as string[]);
const valid = {
  customerName: 'Cut Meutia',
  customerPhone: '081234567890',
  shippingAddress: 'Jl. Sultan Iskandar Muda No. 5',
  postalCode: '23116',
  paymentMethod: 'GoPay',
  destination: 'Kota Banda Aceh',
  courierId: 'jne',
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
          const untrimmed = field === 'paymentMethod' || field === 'destination' || field === 'courierId';
          expect(result.data[field]).toBe(untrimmed ? text : text.trim());
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

const validProduct = {
  name: 'Kopi Arabika Gayo',
  category: 'Minuman',
  price: 85000,
  stock: 12,
  location: 'Takengon',
  partnerId: 'P001',
  image: '/images/kopi.webp',
  description: '',
};

/** Values that must never become a price or a stock: nothing, blanks, other text, NaN, ±Infinity, negatives. */
const notAnAmount: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 'abc', 'NaN', 'Infinity', '1e3', '0x10', '-0', true, false, [], {}),
  fc.stringMatching(/^\s+$/),
  fc.string({ maxLength: 20 }).filter((text) => !/^\d+(\.\d+)?$/.test(text)),
  fc.stringMatching(/^\s+\d{1,6}\s*$|^\d{1,6}\s+$/),
  fc.integer({ max: -1 }),
  fc.double({ max: -Number.MIN_VALUE, noNaN: true }),
  fc.integer({ min: 1, max: 999_999 }).map((n) => `-${n}`),
  fc.integer({ min: 0, max: 999_999 }).map((n) => `Rp ${n}`),
);

/** The distinct issues of a product whose `field` is `value`, as `path: message` lines. */
function productIssues(field: 'price' | 'stock', value: unknown): string[] {
  const result = productInputSchema.safeParse({ ...validProduct, [field]: value });
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`))];
}

describe('product input: price and stock refuse instead of coercing (properties)', () => {
  it("'', null, blanks, other text, NaN, ±Infinity and negatives never pass as a price or a stock", () => {
    fc.assert(
      fc.property(notAnAmount, (value) => {
        expect(productIssues('price', value)).toEqual([`price: ${adminMessages.priceInvalid}`]);
        expect(productIssues('stock', value)).toEqual([`stock: ${adminMessages.stockInvalid}`]);
      }),
    );
  });

  it('a price passes, unchanged, for every number from 0 to MAX_PRICE; above it, the limit is named', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.maxSafeNat(), fc.nat({ max: MAX_PRICE + 10 }), fc.double({ min: 0, max: MAX_PRICE, noNaN: true }), fc.double({ min: 0, noNaN: true, noDefaultInfinity: true })),
        (price) => {
          const result = productInputSchema.safeParse({ ...validProduct, price });
          expect(result.success).toBe(price <= MAX_PRICE);
          if (result.success) expect(result.data.price).toBe(price);
          else expect(productIssues('price', price)).toEqual([`price: ${adminMessages.priceTooLarge}`]);
        },
      ),
    );
  });

  it('a stock passes exactly for a whole number from 0 to MAX_STOCK; above it, the limit is named', () => {
    fc.assert(
      fc.property(fc.oneof(fc.maxSafeNat(), fc.nat({ max: MAX_STOCK + 10 }), fc.double({ min: 0, max: 1e6, noNaN: true })), (stock) => {
        const result = productInputSchema.safeParse({ ...validProduct, stock });
        expect(result.success).toBe(Number.isSafeInteger(stock) && stock <= MAX_STOCK);
        if (result.success) expect(result.data.stock).toBe(stock);
        else if (Number.isSafeInteger(stock)) expect(productIssues('stock', stock)).toEqual([`stock: ${adminMessages.stockTooLarge}`]);
        else expect(productIssues('stock', stock)).toEqual([`stock: ${adminMessages.stockInvalid}`]);
      }),
    );
  });

  it("a form's text of decimal digits passes as its number ('12000' → 12000); a fraction only as a price", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}(\.\d{1,4})?$/), (text) => {
        const price = productInputSchema.safeParse({ ...validProduct, price: text });
        expect(price.success).toBe(Number(text) <= MAX_PRICE);
        if (price.success) expect(price.data.price).toBe(Number(text));
        const stock = productInputSchema.safeParse({ ...validProduct, stock: text });
        expect(stock.success).toBe(Number.isSafeInteger(Number(text)) && Number(text) <= MAX_STOCK);
        if (stock.success) expect(stock.data.stock).toBe(Number(text));
      }),
    );
  });
});

describe('partner input: coordinates are numbers in range (properties)', () => {
  const validPartner = { name: 'UD Kopi Pidie', location: 'Sigli', address: 'Jl. Iskandar Muda No. 1', coordinates: { lat: 5.38, lng: 95.96 } };

  it('latitude −90…90 and longitude −180…180 pass unchanged; anything else fails with the field message', () => {
    const coordinate = fc.oneof(
      fc.double({ min: -200, max: 200, noNaN: true }),
      fc.constantFrom<unknown>('', null, undefined, '5.5', 'utara', Number.NaN, Number.POSITIVE_INFINITY),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(coordinate, coordinate, (lat, lng) => {
        const result = partnerInputSchema.safeParse({ ...validPartner, coordinates: { lat, lng } });
        const latOk = typeof lat === 'number' && lat >= -90 && lat <= 90;
        const lngOk = typeof lng === 'number' && lng >= -180 && lng <= 180;
        expect(result.success).toBe(latOk && lngOk);
        if (result.success) expect(result.data.coordinates).toEqual({ lat, lng });
        const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
        expect(issues).toEqual([
          ...(latOk ? [] : [['coordinates.lat', adminMessages.latitudeInvalid]]),
          ...(lngOk ? [] : [['coordinates.lng', adminMessages.longitudeInvalid]]),
        ]);
      }),
    );
  });
});

describe('order changes, roles and chat product refs refuse unknown values (properties)', () => {
  it('an order status or shipping status passes exactly when it is one of the listed values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom<string>(...ORDER_STATUSES, ...SHIPPING_STATUSES), fc.string({ maxLength: 30 })), (value) => {
        expect(orderChangesInputSchema.safeParse({ status: value }).success).toBe((ORDER_STATUSES as readonly string[]).includes(value));
        expect(orderChangesInputSchema.safeParse({ shippingStatus: value }).success).toBe(
          (SHIPPING_STATUSES as readonly string[]).includes(value),
        );
      }),
    );
  });

  it('an unknown status the stored-order schema would repair to Pending is refused as input', () => {
    const stored = orderSchema.parse({ id: 'ORD1', customerName: 'Budi', date: '2025-11-13', total: 1000, status: 'Lunas' });
    expect(stored.status).toBe('Pending');
    expect(orderChangesInputSchema.safeParse({ status: 'Lunas' }).success).toBe(false);
    expect(orderChangesInputSchema.safeParse({ status: 'Completed', extra: 1 }).success).toBe(false);
  });

  it("a role passes only as 'admin' or 'buyer'", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom<unknown>('admin', 'buyer', 'Admin', '', null), fc.string({ maxLength: 10 })), (role) => {
        const result = roleInputSchema.safeParse(role);
        expect(result.success).toBe(role === 'admin' || role === 'buyer');
        for (const issue of result.error?.issues ?? []) expect(issue.message).toBe(messages.generic.unexpected);
      }),
    );
  });

  it('a chat product id is a whole number ≥ 0, never a text, null or NaN; nothing but the id is taken', () => {
    fc.assert(
      fc.property(fc.oneof(fc.maxSafeNat(), notAnAmount, fc.stringMatching(/^\d{1,6}$/)), (id) => {
        // The catalogue names the product (decision 017): a name the client gives is refused.
        expect(chatProductRefInputSchema.safeParse({ id, name: 'Kopi' }).success).toBe(false);
        const result = chatProductRefInputSchema.safeParse({ id });
        expect(result.success).toBe(typeof id === 'number' && Number.isSafeInteger(id) && id >= 0);
        for (const issue of result.error?.issues ?? []) expect(issue.message).toBe(messages.catalog.productNotFound);
      }),
    );
  });
});

/** Every fixed text of the message catalogue (src/shared/message-catalogue.ts). */
const catalogueTexts = (() => {
  const texts = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(messageCatalogue);
  return texts;
})();

describe('sign-up, login and store settings answer a wrong type with a catalogue message (properties)', () => {
  const forms = [
    ['sign-up', registerInputSchema, { username: 'teuku', email: 'teuku@example.com', password: 'rahasia' }],
    ['login', loginInputSchema, { username: 'teuku', password: 'rahasia' }],
    [
      'store settings',
      storeSettingsInputSchema,
      {
        storeName: 'Seulanga',
        storeAddress: 'Banda Aceh',
        adminEmail: 'admin@example.com',
        contacts: { whatsapp: '6281234567890', instagram: 'seulanga.aceh', tiktok: 'seulanga.aceh', email: 'halo@example.com' },
        maintenanceMode: false,
      },
    ],
  ] as const;
  const fieldsOf = (value: object, prefix: string[] = []): string[][] =>
    Object.entries(value).flatMap(([key, inner]) =>
      inner && typeof inner === 'object' ? [[...prefix, key], ...fieldsOf(inner, [...prefix, key])] : [[...prefix, key]],
    );
  const withValue = (value: object, path: string[], replacement: unknown): unknown => {
    const copy = structuredClone(value) as Record<string, unknown>;
    let target = copy;
    for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
    if (replacement === undefined) delete target[path.at(-1)!];
    else target[path.at(-1)!] = replacement;
    return copy;
  };

  it.each(forms)('%s: any JSON value in any field, or as the whole input, fails with catalogue messages only', (_form, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    const fields = fieldsOf(valid);
    fc.assert(
      fc.property(fc.constantFrom(null, ...fields), fc.oneof(fc.jsonValue(), fc.constant(undefined)), (path, value) => {
        const result = schema.safeParse(path ? withValue(valid, path, value) : value);
        for (const issue of result.error?.issues ?? []) expect(catalogueTexts).toContain(issue.message);
      }),
    );
  });
});
