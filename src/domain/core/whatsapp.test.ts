import { describe, expect, it } from 'vitest';
import { isIndonesianMobile, productInquiryText, whatsappDigits, whatsappLink } from './whatsapp';

describe('whatsappDigits', () => {
  it('keeps the digits, a national 0 made Indonesia’s 62', () => {
    expect(whatsappDigits('0812-3456-7890')).toBe('6281234567890');
    expect(whatsappDigits('+62 812 3456 7890')).toBe('6281234567890');
    expect(whatsappDigits('12345')).toBe('12345');
  });
});

describe('isIndonesianMobile', () => {
  it('takes +62 8… with 9–12 digits after the 62, in any writing', () => {
    for (const number of ['+62 812-3456-7890', '081234567890', '62812345678', '+62812345678901']) {
      expect(isIndonesianMobile(number), number).toBe(true);
    }
  });

  it('refuses landlines, other countries and lengths no mobile has', () => {
    for (const number of ['0651-123456', '+60 12-345 6789', '0812345', '+62812345678901234', '', 'abc']) {
      expect(isIndonesianMobile(number), number).toBe(false);
    }
  });
});

describe('whatsappLink', () => {
  it('links to the number with the text encoded', () => {
    expect(whatsappLink('0812-3456-7890', 'Halo & apa kabar? 100%')).toBe(
      'https://wa.me/6281234567890?text=Halo%20%26%20apa%20kabar%3F%20100%25',
    );
  });

  it('gives no link for a number that is not an Indonesian mobile', () => {
    expect(whatsappLink('0651-123456', 'Halo')).toBeNull();
  });
});

describe('productInquiryText', () => {
  it('names the product and its address', () => {
    expect(productInquiryText('Kopi Arabika Gayo', 'https://toko.example/product/1')).toBe(
      'Halo, saya tertarik dengan Kopi Arabika Gayo. https://toko.example/product/1',
    );
  });
});
