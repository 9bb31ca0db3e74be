import fc from 'fast-check';
import { checkoutInputSchema } from '../orders/checkout-inputs';
import { registerInputSchema } from '../accounts/inputs';
import { reviewInputSchema } from '../catalog/inputs';

const valid = {
  customerName: 'Cut Meutia',
  customerPhone: '0812-3456-7890',
  shippingAddress: 'Jl. Sultan Iskandar Muda No. 5',
  postalCode: '23116',
  paymentMethod: 'GoPay',
  destination: 'Kota Banda Aceh',
  courierId: 'jne',
};
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('checkout input (spec section 5, docs/product/decisions.md)', () => {
  it('accepts a complete form', () => {
    expect(checkoutInputSchema.safeParse(valid).success).toBe(true);
  });

  it.each(['customerName', 'customerPhone', 'shippingAddress', 'postalCode'] as const)(
    'a missing %s gives the spec message',
    (field) => {
      expect(messagesOf(checkoutInputSchema.safeParse({ ...valid, [field]: '   ' }))).toContain(
        'Harap lengkapi semua detail pengiriman.',
      );
    },
  );

  it('accepts exactly five-digit postal codes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (code) => {
        const ok = checkoutInputSchema.safeParse({ ...valid, postalCode: code }).success;
        expect(ok).toBe(/^\d{5}$/.test(code.trim()));
      }),
    );
  });

  it('refuses unknown payment methods and malformed phones', () => {
    expect(checkoutInputSchema.safeParse({ ...valid, paymentMethod: 'Bitcoin' }).success).toBe(false);
    expect(messagesOf(checkoutInputSchema.safeParse({ ...valid, customerPhone: 'telepon saya' }))).toContain(
      'Nomor telepon harus 9–15 digit angka, boleh diawali +.',
    );
  });

  it('asks for a destination of the list and a courier', () => {
    expect(messagesOf(checkoutInputSchema.safeParse({ ...valid, destination: 'Jakarta' }))).toEqual(['Pilih tujuan pengiriman.']);
    expect(messagesOf(checkoutInputSchema.safeParse({ ...valid, destination: undefined }))).toEqual(['Pilih tujuan pengiriman.']);
    expect(messagesOf(checkoutInputSchema.safeParse({ ...valid, courierId: '' }))).toEqual(['Pilih kurir.']);
    expect(checkoutInputSchema.safeParse({ ...valid, destination: 'Luar Aceh', courierId: 'pos' }).success).toBe(true);
  });
});

describe('registration input (spec section 5)', () => {
  it('requires all three fields with the spec message', () => {
    expect(messagesOf(registerInputSchema.safeParse({ username: '', email: '', password: '' }))).toContain(
      'Username, email, dan password tidak boleh kosong.',
    );
  });

  it('checks e-mail format and password length', () => {
    expect(messagesOf(registerInputSchema.safeParse({ username: 'teuku', email: 'bukan-email', password: 'rahasia' }))).toEqual([
      'Format email tidak valid.',
    ]);
    expect(messagesOf(registerInputSchema.safeParse({ username: 'teuku', email: 't@example.com', password: '123' }))).toEqual([
      'Password minimal 6 karakter.',
    ]);
  });
});

describe('review input (spec section 5)', () => {
  it('needs text and a rating of at least 1', () => {
    expect(messagesOf(reviewInputSchema.safeParse({ productId: 1, rating: 0, text: 'Enak' }))).toContain(
      'Silakan isi ulasan dan penilaian.',
    );
    expect(messagesOf(reviewInputSchema.safeParse({ productId: 1, rating: 5, text: '  ' }))).toContain(
      'Silakan isi ulasan dan penilaian.',
    );
    expect(reviewInputSchema.safeParse({ productId: 1, rating: 5, text: 'Kopinya harum' }).success).toBe(true);
  });
});
