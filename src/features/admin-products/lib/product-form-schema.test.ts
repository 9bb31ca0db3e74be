import { seed } from '@/testing/seed';
import { normalizeAmount, productFormDefaults, productFormSchema, withDerivedFormFields } from './product-form-schema';

const valid = {
  name: 'Kopi Robusta',
  category: 'Minuman',
  price: '65000',
  stock: '12',
  weight: '250',
  location: 'Sigli',
  partnerId: 'P005',
  image: 'data:image/webp;base64,UklGRg==',
  description: '',
  status: 'active',
  promoPrice: '',
  promoStart: '',
  promoEnd: '',
};

function messagesOf(values: Partial<typeof valid>) {
  const result = productFormSchema.safeParse({ ...valid, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
}

describe('productFormSchema', () => {
  it('takes Harga Promo typed like Harga and its WIB period, refusing a promo not below Harga or ending before it starts', () => {
    expect(productFormSchema.parse({ ...valid, promoPrice: 'Rp 55.000', promoStart: '2026-12-01T08:00', promoEnd: '' })).toMatchObject({
      promoPrice: 55000,
      promoStart: '2026-12-01T01:00:00.000Z',
      promoEnd: null,
    });
    expect(messagesOf({ promoPrice: '65000' })).toEqual({ promoPrice: 'Harga Promo harus lebih rendah dari Harga.' });
    expect(messagesOf({ promoPrice: '55000', promoStart: '2026-12-02T08:00', promoEnd: '2026-12-01T08:00' })).toEqual({
      promoEnd: 'Promo Berakhir harus setelah Promo Mulai.',
    });
  });

  it('turns typed price and stock into numbers', () => {
    expect(
      productFormSchema.parse({ ...valid, price: 'Rp 1.250.000', stock: ' 7 ' }),
    ).toMatchObject({ price: 1250000, stock: 7 });
  });

  it('takes the weight in whole grams, 1 to 50,000', () => {
    expect(productFormSchema.parse({ ...valid, weight: '1.200' })).toMatchObject({ weight: 1200 });
    const invalid = 'Berat harus bilangan bulat dari 1 sampai 50.000 gram.';
    for (const weight of ['0', '50001', '2,5', 'berat']) expect(messagesOf({ weight })).toEqual({ weight: invalid });
    expect(messagesOf({ weight: '50.000' })).toEqual({});
  });

  it('treats empty price, stock or image as missing, not as 0', () => {
    const required = 'Harap lengkapi semua bidang, termasuk gambar produk.';
    expect(messagesOf({ price: '', stock: ' ', image: '', name: '' })).toEqual({
      name: required,
      price: required,
      stock: required,
      image: required,
    });
  });

  it('rejects a non-numeric or negative price and a fractional stock', () => {
    expect(messagesOf({ price: 'murah', stock: '1.5' })).toEqual({
      price: 'Harga harus berupa angka 0 atau lebih.',
      stock: 'Stok harus berupa bilangan bulat 0 atau lebih.',
    });
    expect(messagesOf({ price: '-5' })).toEqual({
      price: 'Harga harus berupa angka 0 atau lebih.',
    });
  });

  it('takes the Status Produk as one of its codes', () => {
    expect(productFormSchema.parse({ ...valid, status: 'draft' })).toMatchObject({ status: 'draft' });
    expect(messagesOf({ status: 'hidden' })).toEqual({ status: 'Harap lengkapi semua bidang, termasuk gambar produk.' });
  });
});

describe('normalizeAmount', () => {
  it('drops Rp, spaces and thousands dots only', () => {
    expect(normalizeAmount('Rp 25.000')).toBe('25000');
    expect(normalizeAmount('rp.1.250.000')).toBe('1250000');
    expect(normalizeAmount('25000')).toBe('25000');
    expect(normalizeAmount('2.5')).toBe('2.5');
  });
});

describe('productFormDefaults', () => {
  it('opens empty with the first partner when adding, filled when editing', () => {
    expect(productFormDefaults(null, 'P001')).toMatchObject({
      name: '',
      price: '',
      partnerId: 'P001',
      image: '',
      status: 'active',
    });
    expect(productFormDefaults(seed.products[0]!, 'P001')).toMatchObject({
      name: 'Kopi Arabika Gayo',
      price: '85000',
      status: 'active',
    });
    expect(productFormDefaults({ ...seed.products[0]!, status: 'archived' }, 'P001').status).toBe('archived');
  });
});

describe('withDerivedFormFields', () => {
  const form = { ...valid, status: 'active' } as const;
  const row = (id: string, option: string, price: string, stock: string, weight: string) => ({ id, options: [option], price, stock, weight, sku: '', image: '', promoPrice: '' });

  it('derives Harga, Stok and Berat from the combinations as the save does: lowest, sum, first', () => {
    const values = {
      ...form,
      variations: [{ name: 'Ukuran', options: ['250 g', '500 g'] }],
      variants: [row('v1', '250 g', 'Rp 85.000', '5', '500'), row('v2', '500 g', '45000', '10', '250')],
    };
    expect(withDerivedFormFields(values)).toMatchObject({ price: '45000', stock: '15', weight: '500' });
    expect(productFormSchema.safeParse(withDerivedFormFields(values)).success).toBe(true);
  });

  it('leaves a mistyped amount out (its row shows the error) and a product without tiers as it is', () => {
    const values = {
      ...form,
      variations: [{ name: 'Ukuran', options: ['250 g', '500 g'] }],
      variants: [row('v1', '250 g', 'murah', '', 'berat'), row('v2', '500 g', '45000', '3', '250')],
    };
    expect(withDerivedFormFields(values)).toMatchObject({ price: '45000', stock: '3', weight: '1000' });
    const plain = { ...form, variations: [], variants: [] };
    expect(withDerivedFormFields(plain)).toBe(plain);
  });

  it('refuses through the form schema what the save refuses: a combination missing', () => {
    const values = withDerivedFormFields({
      ...form,
      variations: [{ name: 'Ukuran', options: ['250 g', '500 g'] }],
      variants: [row('v1', '250 g', '45000', '3', '250')],
    });
    expect(messagesOf(values as Partial<typeof valid>)).toMatchObject({
      variants: 'Setiap kombinasi variasi harus punya tepat satu baris harga, stok dan berat.',
    });
  });

  it("empties the product's own Harga Promo with tiers; a combination's promo needs the window and must be lower", () => {
    const tiers = { variations: [{ name: 'Ukuran', options: ['250 g', '500 g'] }] };
    const promo = (first: string, second: string) => [
      { ...row('v1', '250 g', '45000', '3', '250'), promoPrice: first },
      { ...row('v2', '500 g', '85000', '3', '500'), promoPrice: second },
    ];
    expect(withDerivedFormFields({ ...form, ...tiers, promoPrice: '40000', variants: promo('', '') }).promoPrice).toBe('');
    const noWindow = withDerivedFormFields({ ...form, ...tiers, variants: promo('40.000', '') });
    expect(productFormSchema.safeParse(noWindow).error?.issues).toEqual([
      expect.objectContaining({ path: ['variants', 0, 'promoPrice'], message: 'Harga Promo kombinasi perlu Promo Mulai atau Promo Berakhir.' }),
    ]);
    const windowed = { ...form, ...tiers, promoEnd: '2030-01-01T00:00' };
    const saved = productFormSchema.safeParse(withDerivedFormFields({ ...windowed, variants: promo('Rp 40.000', '') }));
    expect(saved.data?.variants?.map((v) => v.promoPrice)).toEqual([40_000, null]);
    expect(productFormSchema.safeParse(withDerivedFormFields({ ...windowed, variants: promo('', '85000') })).error?.issues).toEqual([
      expect.objectContaining({ path: ['variants', 1, 'promoPrice'], message: 'Harga Promo harus lebih rendah dari Harga.' }),
    ]);
    expect(productFormSchema.safeParse(withDerivedFormFields({ ...windowed, variants: promo('', '') })).error?.issues).toEqual([
      expect.objectContaining({ path: ['promoStart'], message: 'Isi Harga Promo pada minimal satu kombinasi untuk mengatur periode promo.' }),
    ]);
  });
});
