import {
  cashToCollect,
  formatWeight,
  lineTotal,
  orderLines,
  packedWeight,
  packingLine,
  paymentStatusLabel,
} from './documents';

describe("an order's documents (the owner's side)", () => {
  const items = [
    { productId: 1, name: 'Kopi Arabika Gayo', price: 85000, quantity: 2 },
    { productId: 11, name: 'Keumamah', price: 35000, quantity: 1 },
  ];

  it('lists the lines to pack, or a prototype order’s summary', () => {
    expect(orderLines({ items, productName: '' }).map(packingLine)).toEqual(['2 × Kopi Arabika Gayo', '1 × Keumamah']);
    const [old] = orderLines({ items: undefined, productName: 'Keumamah (x2)' });
    expect(packingLine(old!)).toBe('Keumamah (x2)');
    expect(lineTotal(old!)).toBeNull();
    expect(lineTotal(orderLines({ items, productName: '' })[0]!)).toBe(170000);
  });

  it('weighs the parcel from the current weights, a missing product at the default and marked estimated', () => {
    expect(packedWeight(items, new Map([[1, 250], [11, 300]]))).toEqual({ grams: 800, estimated: false });
    expect(packedWeight(items, new Map([[1, 250]]))).toEqual({ grams: 1500, estimated: true });
    expect(packedWeight(undefined, new Map())).toEqual({ grams: 1000, estimated: true });
    expect(formatWeight(800)).toBe('800 g');
    expect(formatWeight(1250)).toBe('1,25 kg');
  });

  it('asks the courier to collect the total of an unpaid COD order only', () => {
    expect(cashToCollect({ paymentMethod: 'COD', status: 'Pending', total: 227000 })).toBe(227000);
    expect(cashToCollect({ paymentMethod: 'COD', status: 'Processed', total: 227000 })).toBe(227000);
    expect(cashToCollect({ paymentMethod: 'COD', status: 'Completed', total: 227000 })).toBeNull();
    expect(cashToCollect({ paymentMethod: 'COD', status: 'Cancelled', total: 227000 })).toBeNull();
    expect(cashToCollect({ paymentMethod: 'GoPay', status: 'Pending', total: 227000 })).toBeNull();
  });

  it('names the payment status of the invoice', () => {
    expect(paymentStatusLabel({ paymentMethod: 'GoPay', status: 'Pending' })).toBe('Belum Bayar');
    expect(paymentStatusLabel({ paymentMethod: 'GoPay', status: 'Processed' })).toBe('Pembayaran Diterima');
    expect(paymentStatusLabel({ paymentMethod: 'COD', status: 'Processed' })).toBe('Bayar di Tempat (COD)');
    expect(paymentStatusLabel({ paymentMethod: 'COD', status: 'Completed' })).toBe('Pembayaran Diterima');
    expect(paymentStatusLabel({ paymentMethod: 'BCA Transfer', status: 'Cancelled' })).toBe('Dibatalkan');
  });
});
