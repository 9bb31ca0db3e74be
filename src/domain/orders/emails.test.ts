/** Who gets an order's e-mails, the verified address and the daily limit per mailbox (docs/decisions/018, 022). */
import { describe, expect, it } from 'vitest';
import { adminNoticesSentAlone, ADMIN_NOTICES_PER_WINDOW, buyerEmailOf, ORDER_EMAILS_PER_RECIPIENT_PER_DAY, orderEmailsFor, recipientLimitKey, withinRecipientLimit } from './emails';

describe('orderEmailsFor', () => {
  it("names the buyer's confirmation (unverified) and the admin's notice, the buyer's first", () => {
    expect(orderEmailsFor({ customerEmail: 'pembeli@example.com' }, 'admin@seulanga.id')).toEqual([
      { type: 'buyer_order_confirmation', recipient: 'pembeli@example.com', unverified: true, withheld: false },
      { type: 'admin_new_order', recipient: 'admin@seulanga.id', unverified: false, withheld: false },
    ]);
  });

  it('leaves out an e-mail without an address', () => {
    expect(orderEmailsFor({}, 'admin@seulanga.id').map((e) => e.type)).toEqual(['admin_new_order']);
    expect(orderEmailsFor({ customerEmail: '  ' }, '').map((e) => e.type)).toEqual([]);
    expect(orderEmailsFor({ customerEmail: ' pembeli@example.com ' }, '').map((e) => e.recipient)).toEqual(['pembeli@example.com']);
    expect(orderEmailsFor({}, '', { email: ' ' }).map((e) => e.type)).toEqual([]);
  });

  it("sends the buyer's confirmation to the order's e-mail, else to its account's", () => {
    const buyerOf = (...args: Parameters<typeof orderEmailsFor>) =>
      orderEmailsFor(...args).filter((email) => email.type === 'buyer_order_confirmation');
    expect(buyerOf({ customerEmail: 'pesanan@example.com' }, '', { email: 'akun@example.com' })).toEqual([
      { type: 'buyer_order_confirmation', recipient: 'pesanan@example.com', unverified: true, withheld: false },
    ]);
    for (const customerEmail of [undefined, '', '  '])
      expect(buyerOf(customerEmail === undefined ? {} : { customerEmail }, 'admin@seulanga.id', { email: ' akun@example.com ' })).toEqual([
        { type: 'buyer_order_confirmation', recipient: 'akun@example.com', unverified: true, withheld: false },
      ]);
    expect(buyerEmailOf({}, undefined)).toBe('');
    expect(buyerEmailOf({ customerEmail: '' }, 'akun@example.com')).toBe('akun@example.com');
  });
});

describe('orderEmailsFor and the verified address (server mode, decision 022)', () => {
  const buyerOf = (verifiedEmail: string, customerEmail = 'Pembeli@Example.com') =>
    orderEmailsFor({ customerEmail }, 'admin@seulanga.id', { email: customerEmail, verifiedEmail })[0];

  it("withholds the buyer's confirmation until the address is verified, the admin's notice never", () => {
    expect(buyerOf('')).toEqual({ type: 'buyer_order_confirmation', recipient: 'Pembeli@Example.com', unverified: true, withheld: true });
    expect(orderEmailsFor({ customerEmail: 'a@example.com' }, 'admin@seulanga.id', { verifiedEmail: '' })[1]).toEqual({
      type: 'admin_new_order',
      recipient: 'admin@seulanga.id',
      unverified: false,
      withheld: false,
    });
  });

  it('sends it, without the unverified note, to the verified address whatever its letter case', () => {
    expect(buyerOf(' pembeli@example.com ')).toEqual({ type: 'buyer_order_confirmation', recipient: 'Pembeli@Example.com', unverified: false, withheld: false });
  });

  it('withholds it when the order names another address than the verified one', () => {
    expect(buyerOf('lain@example.com')?.withheld).toBe(true);
  });

  it('keeps browser mode as it was: no verification there, so sent and marked unverified', () => {
    expect(orderEmailsFor({ customerEmail: 'a@example.com' }, '', { email: 'a@example.com' })).toEqual([
      { type: 'buyer_order_confirmation', recipient: 'a@example.com', unverified: true, withheld: false },
    ]);
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
