/** Who gets an order's e-mails and the daily limit of an unverified address (docs/decisions/018). */
import { describe, expect, it } from 'vitest';
import { adminNoticesSentAlone, ADMIN_NOTICES_PER_WINDOW, buyerEmailOf, ORDER_EMAILS_PER_RECIPIENT_PER_DAY, orderEmailsFor, recipientLimitKey, withinRecipientLimit } from './emails';

describe('orderEmailsFor', () => {
  it("names the buyer's confirmation (unverified) and the admin's notice, the buyer's first", () => {
    expect(orderEmailsFor({ customerEmail: 'pembeli@example.com' }, 'admin@seulanga.id')).toEqual([
      { type: 'buyer_order_confirmation', recipient: 'pembeli@example.com', unverified: true },
      { type: 'admin_new_order', recipient: 'admin@seulanga.id', unverified: false },
    ]);
  });

  it('leaves out an e-mail without an address', () => {
    expect(orderEmailsFor({}, 'admin@seulanga.id').map((e) => e.type)).toEqual(['admin_new_order']);
    expect(orderEmailsFor({ customerEmail: '  ' }, '').map((e) => e.type)).toEqual([]);
    expect(orderEmailsFor({ customerEmail: ' pembeli@example.com ' }, '').map((e) => e.recipient)).toEqual(['pembeli@example.com']);
    expect(orderEmailsFor({}, '', ' ').map((e) => e.type)).toEqual([]);
  });

  it("sends the buyer's confirmation to the order's e-mail, else to its account's", () => {
    const buyerOf = (...args: Parameters<typeof orderEmailsFor>) =>
      orderEmailsFor(...args).filter((email) => email.type === 'buyer_order_confirmation');
    expect(buyerOf({ customerEmail: 'pesanan@example.com' }, '', 'akun@example.com')).toEqual([
      { type: 'buyer_order_confirmation', recipient: 'pesanan@example.com', unverified: true },
    ]);
    for (const customerEmail of [undefined, '', '  '])
      expect(buyerOf(customerEmail === undefined ? {} : { customerEmail }, 'admin@seulanga.id', ' akun@example.com ')).toEqual([
        { type: 'buyer_order_confirmation', recipient: 'akun@example.com', unverified: true },
      ]);
    expect(buyerEmailOf({}, undefined)).toBe('');
    expect(buyerEmailOf({ customerEmail: '' }, 'akun@example.com')).toBe('akun@example.com');
  });
});

describe('withinRecipientLimit', () => {
  it(`lets ${ORDER_EMAILS_PER_RECIPIENT_PER_DAY} e-mails a day go to one address by default`, () => {
    expect(withinRecipientLimit(3, 3)).toEqual([true, true, false]);
    expect(withinRecipientLimit(2, ORDER_EMAILS_PER_RECIPIENT_PER_DAY)).toEqual([false, false]);
    expect(withinRecipientLimit(2, 0, 1)).toEqual([true, false]);
    expect(withinRecipientLimit(1, 9, 2)).toEqual([false]);
  });
});

describe('the daily limit and the admin notices', () => {
  it('counts an address by its mailbox', () => {
    expect(recipientLimitKey('V.ictim+1@GoogleMail.com')).toBe(recipientLimitKey('victim@gmail.com'));
    expect(recipientLimitKey('a.b@example.com')).not.toBe(recipientLimitKey('ab@example.com'));
  });

  it(`sends the first ${ADMIN_NOTICES_PER_WINDOW} notices of a window alone and holds the rest, all of them while a summary waits`, () => {
    expect(adminNoticesSentAlone(3, 3, false)).toEqual([true, true, false]);
    expect(adminNoticesSentAlone(2, 0, true)).toEqual([false, false]);
    expect(adminNoticesSentAlone(1, ADMIN_NOTICES_PER_WINDOW, false)).toEqual([false]);
  });
});
