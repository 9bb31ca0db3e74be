import { formatRupiah } from '@/shared/format';
import { describeDetails, formatDetailValue } from './details';

describe('describeDetails', () => {
  it('labels keys in Indonesian and formats money, yes/no and reasons', () => {
    expect(
      describeDetails({
        productId: 1,
        name: 'Kopi',
        price: 85000,
        success: false,
        reason: 'oldPassword',
      }),
    ).toEqual([
      { key: 'productId', label: 'ID Produk', value: '1' },
      { key: 'name', label: 'Nama', value: 'Kopi' },
      { key: 'price', label: 'Harga', value: formatRupiah(85000) },
      { key: 'success', label: 'Berhasil', value: 'Tidak' },
      { key: 'reason', label: 'Alasan', value: 'Kata sandi lama salah.' },
    ]);
  });

  it('names a partner by its name with its id, in a change too; an unknown id stays bare', () => {
    const partners = new Map([['P004', 'Kopi Gayo Mandiri']]);
    expect(describeDetails({ partnerId: 'P004', changes: { partnerId: { from: 'P009', to: 'P004' } } }, { partners })).toEqual([
      { key: 'partnerId', label: 'Mitra', value: 'Kopi Gayo Mandiri (P004)' },
      { key: 'changes', label: 'Perubahan', children: [{ key: 'partnerId', label: 'Mitra', value: 'P009 → Kopi Gayo Mandiri (P004)' }] },
    ]);
    expect(describeDetails({ partnerId: 'P004' })).toEqual([{ key: 'partnerId', label: 'Mitra', value: 'P004' }]);
  });

  it("names a product's status change by its labels", () => {
    expect(describeDetails({ changes: { status: { from: 'active', to: 'archived' } } })).toEqual([
      { key: 'changes', label: 'Perubahan', children: [{ key: 'status', label: 'Status', value: 'Aktif → Arsip' }] },
    ]);
  });

  it('shows changes as "from → to", nested under their field', () => {
    expect(
      describeDetails({
        productId: 1,
        changes: { price: { from: 80000, to: 85000 }, name: { from: 'A', to: 'B' } },
      }),
    ).toEqual([
      { key: 'productId', label: 'ID Produk', value: '1' },
      {
        key: 'changes',
        label: 'Perubahan',
        children: [
          {
            key: 'price',
            label: 'Harga',
            value: `${formatRupiah(80000)} → ${formatRupiah(85000)}`,
          },
          { key: 'name', label: 'Nama', value: 'A → B' },
        ],
      },
    ]);
  });

  it('nests lists of objects and joins lists of values; humanises unknown keys', () => {
    expect(
      describeDetails({ items: [{ name: 'Kopi', quantity: 2 }], tags: ['a', 'b'], someFlag: true }),
    ).toEqual([
      {
        key: 'items',
        label: 'Barang',
        children: [
          {
            key: 'items',
            label: '1',
            children: [
              { key: 'name', label: 'Nama', value: 'Kopi' },
              { key: 'quantity', label: 'Jumlah', value: '2' },
            ],
          },
        ],
      },
      { key: 'tags', label: 'Tags', value: 'a, b' },
      { key: 'someFlag', label: 'Some flag', value: 'Ya' },
    ]);
  });

  it('shortens long texts and hides image data', () => {
    expect(formatDetailValue('description', 'x'.repeat(200))).toHaveLength(80);
    expect(formatDetailValue('image', 'data:image/webp;base64,AAAA')).toBe('(gambar diunggah)');
    expect(formatDetailValue('name', null)).toBe('-');
    expect(describeDetails(undefined)).toEqual([]);
  });
});
