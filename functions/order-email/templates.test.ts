// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderAdminEmail, renderAdminSummaryEmail, renderBuyerEmail, singleLine, UNVERIFIED_RECIPIENT_NOTE } from '../../src/domain/order-email/templates';
import { sampleOrder } from './test-fixtures';

const XSS = '<img src=x onerror=alert(1)>';

/** Checks that both parts of `email`, the HTML and the plain text, contain every one of `texts`. */
function expectBothPartsToContain(email: { html: string; text: string }, texts: string[]) {
  for (const body of [email.html, email.text]) {
    for (const text of texts) expect(body).toContain(text);
  }
}

describe('escaping and singleLine', () => {
  it('escapes the five HTML special characters of an order value', () => {
    const email = renderBuyerEmail(sampleOrder({ customerName: `<a href="x" title='y'>&</a>` }));
    expect(email.html).toContain(
      'Halo &lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;,',
    );
  });

  it('turns line breaks and control characters into single spaces', () => {
    expect(singleLine('Budi\r\nBcc: x@y\u2028\tZ ')).toBe('Budi Bcc: x@y Z');
    expect(singleLine('a'.repeat(10), 5)).toBe('aaaa…');
  });
});

describe('buyer confirmation', () => {
  const email = renderBuyerEmail(sampleOrder());

  it('says the shop did not verify the address and that a stranger may ignore it (decision 018)', () => {
    expect(UNVERIFIED_RECIPIENT_NOTE).toBe(
      'Alamat email ini belum diverifikasi oleh Seulanga. Jika Anda tidak merasa memesan, abaikan email ini.',
    );
    expectBothPartsToContain(email, [UNVERIFIED_RECIPIENT_NOTE]);
    const verified = renderBuyerEmail(sampleOrder(), { unverifiedRecipient: false });
    expect(verified.text).not.toContain(UNVERIFIED_RECIPIENT_NOTE);
    expect(verified.html).not.toContain(UNVERIFIED_RECIPIENT_NOTE);
    expect(renderAdminEmail(sampleOrder()).text).not.toContain(UNVERIFIED_RECIPIENT_NOTE);
  });

  it('has an Indonesian subject with the order id', () => {
    expect(email.subject).toBe('Konfirmasi Pesanan ORD1763000000000ab12 - Seulanga');
  });

  it('lists items, the total in Rupiah, the payment method and code, and how to confirm', () => {
    expectBothPartsToContain(email, [
      'Kopi Arabika Gayo',
      'Bubuk Kopi Ulee Kareeng',
      'Rp\u00a0225.000', // 3 x 75.000
      'Rp\u00a0285.000',
      'BSI Transfer',
      'TJ-202511134821',
      'Konfirmasi Pembayaran',
      'Pesanan Saya',
      'Jl. Sultan Iskandar Muda No. 5, Banda Aceh',
    ]);
    // One stage, as the buyer's screens name it, not the stored statuses.
    expect(email.text).toContain('Status Pesanan: Belum Bayar');
    expect(email.text).not.toMatch(/\bPending\b/);
    expect(email.html).toMatch(/^<!DOCTYPE html>\n<html lang="id">/);
  });

  it("names the stored 'Bank Aceh Transfer' by the bank's real name, as the shop's screens do", () => {
    const bank = renderBuyerEmail(sampleOrder({ paymentMethod: 'Bank Aceh Transfer' }));
    expectBothPartsToContain(bank, ['Bank Aceh Syariah Transfer']);
    expect(bank.text).not.toContain('Bank Aceh Transfer');
    expect(renderAdminEmail(sampleOrder({ paymentMethod: 'Bank Aceh Transfer' })).text).toContain('Bank Aceh Syariah Transfer');
  });

  it('tells a COD buyer to pay the courier', () => {
    const cod = renderBuyerEmail(sampleOrder({ paymentMethod: 'COD', paymentCode: '' }));
    expect(cod.text).toContain('bayar kepada kurir');
    expect(cod.text).toContain('Kode Pembayaran: -');
  });

  it('falls back to the product summary of a prototype order without items', () => {
    const old = renderBuyerEmail(sampleOrder({ items: undefined, productName: 'Keumamah (x2)' }));
    expect(old.text).toContain('- Keumamah (x2)');
    expect(old.html).toContain('Keumamah (x2)');
  });
});

describe('amounts with shipping', () => {
  const shipped = sampleOrder({
    subtotal: 285000,
    shippingCost: 18000,
    total: 303000,
    courierId: 'jne',
    courierName: 'JNE',
    destination: 'Kota Banda Aceh',
  });

  it.each([
    ['buyer', renderBuyerEmail],
    ['admin', renderAdminEmail],
  ] as const)('the %s e-mail names Subtotal, Ongkos Kirim with courier and destination, and Total', (_who, render) => {
    const email = render(shipped);
    expect(email.text).toContain('Subtotal: Rp\u00a0285.000');
    expect(email.text).toContain('Ongkos Kirim (JNE, Kota Banda Aceh): Rp\u00a018.000');
    expect(email.text).toContain('Total: Rp\u00a0303.000');
    expectBothPartsToContain(email, ['Ongkos Kirim (JNE, Kota Banda Aceh)', 'Rp\u00a018.000', 'Rp\u00a0303.000']);
    expect(email.html).toMatch(/Subtotal<\/td>\s*<td[^>]*>Rp\u00a0285\.000/);
  });

  it.each([
    ['buyer', renderBuyerEmail],
    ['admin', renderAdminEmail],
  ] as const)("the %s e-mail names each voucher's discount before the total", (_who, render) => {
    const email = render({ ...shipped, vouchers: [{ code: 'HEMAT10', appliesTo: 'goods', amount: 20000 }], discount: 20000, total: 283000 });
    expect(email.text).toContain('Ongkos Kirim (JNE, Kota Banda Aceh): Rp\u00a018.000\nDiskon Voucher (HEMAT10): -Rp\u00a020.000\nTotal: Rp\u00a0283.000');
    expectBothPartsToContain(email, ['Diskon Voucher (HEMAT10)', '-Rp\u00a020.000', 'Rp\u00a0283.000']);
  });

  it('shows only the total of an order of before shipping costs', () => {
    const email = renderBuyerEmail(sampleOrder());
    expect(email.text).not.toContain('Ongkos Kirim');
    expect(email.text).toContain('Total: Rp\u00a0285.000');
  });

  it('escapes the courier and destination in the HTML and keeps them on one line in the text', () => {
    const email = renderAdminEmail({ ...shipped, courierName: XSS, destination: 'Aceh\nTotal: Rp 0' });
    expect(email.html).not.toContain(XSS);
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.text).toContain(`Ongkos Kirim (${XSS}, Aceh Total: Rp 0): Rp\u00a018.000`);
    const totals = email.text.split('\n').filter((line) => line.startsWith('Total:'));
    expect(new Set(totals)).toEqual(new Set(['Total: Rp\u00a0303.000']));
  });
});

describe('admin notice', () => {
  const email = renderAdminEmail(sampleOrder());

  it('names the buyer, phone and address', () => {
    expect(email.subject).toBe('Pesanan Baru ORD1763000000000ab12 dari Cut Meutia');
    expectBothPartsToContain(email, [
      'Cut Meutia',
      '081234567890',
      'Jl. Sultan Iskandar Muda No. 5, Banda Aceh',
      '23116',
      'pembeli',
      'Rp\u00a0285.000',
      'Beranda Toko',
    ]);
    // The owner's stage, not the stored English statuses.
    expect(email.text).toContain('Status Pesanan: Belum Bayar');
    expect(email.text).not.toMatch(/\b(Pending|Dashboard)\b/);
  });
});

describe('Catatan untuk Penjual', () => {
  it("shows the buyer's note to both, escaped in the HTML and on one line in the text, and no row without one", () => {
    const order = { ...sampleOrder(), buyerNote: `Bungkus rapi ${XSS}\nBcc: x@y.z` };
    for (const email of [renderAdminEmail(order), renderBuyerEmail(order)]) {
      expect(email.html).toContain('Catatan untuk Penjual');
      expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(email.html).not.toContain(XSS);
      expect(email.text).toContain(`Catatan untuk Penjual: Bungkus rapi ${XSS} Bcc: x@y.z`);
    }
    expect(renderAdminEmail(sampleOrder()).text).not.toContain('Catatan untuk Penjual');
  });
});

describe("admin's summary of held notices", () => {
  it('names how many orders came in the window and lists them, escaped, on one-line headers', () => {
    const email = renderAdminSummaryEmail(['ORD-1', '<b>ORD-2</b>\nBcc: x@y.z'], 10);
    expect(email.subject).toBe('2 pesanan baru dalam 10 menit terakhir - Seulanga');
    expect(email.html).toContain('<li>ORD-1</li>');
    expect(email.html).toContain('&lt;b&gt;ORD-2&lt;/b&gt;');
    expect(email.html).not.toContain('<b>ORD-2');
    expect(email.text).toContain('- <b>ORD-2</b> Bcc: x@y.z');
    expect(email.text.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(2);
  });
});

describe('every order value is HTML-escaped', () => {
  const hostile = sampleOrder({
    id: `ORD<script>1</script>`,
    customerName: XSS,
    customerPhone: `"><svg onload=alert(2)>`,
    shippingAddress: `<a href="javascript:alert(3)">klik</a>`,
    postalCode: `'><b>`,
    paymentMethod: '<i>BSI</i>',
    paymentCode: '<u>TJ</u>',
    username: '<em>u</em>',
    items: [{ productId: 1, name: '<iframe src=//x>', price: 1000, quantity: 1 }],
  });

  it.each([
    ['buyer', renderBuyerEmail(hostile)],
    ['admin', renderAdminEmail(hostile)],
  ])('in the %s e-mail, the name <img src=x onerror=alert(1)> arrives escaped', (_who, email) => {
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).not.toContain(XSS);
    for (const tag of ['<img', '<script', '<svg', '<a ', '<b>', '<i>', '<u>', '<em>', '<iframe']) {
      expect(email.html).not.toContain(tag);
    }
    expect(email.html).toContain('&lt;iframe src=//x&gt;');
    // The text part is plain text: the value is shown as written.
    expect(email.text).toContain(XSS);
  });

  it('keeps subjects on one line even with CR/LF in the order', () => {
    const email = renderAdminEmail(sampleOrder({ id: 'ORD1\r\nBcc: x@y', customerName: 'A\nB' }));
    expect(email.subject).toBe('Pesanan Baru ORD1 Bcc: x@y dari A B');
  });
});

describe('plain-text part', () => {
  it('keeps each order value on its own line', () => {
    const email = renderAdminEmail(
      sampleOrder({ customerName: 'Budi\nTotal: Rp 0', shippingAddress: 'Jl. A\r\nNo. 1' }),
    );
    expect(email.text).toContain('Pembeli: Budi Total: Rp 0');
    expect(email.text).toContain('Alamat: Jl. A No. 1');
    const totals = email.text.split('\n').filter((line) => line.startsWith('Total:'));
    expect(new Set(totals)).toEqual(new Set(['Total: Rp\u00a0285.000']));
  });
});
