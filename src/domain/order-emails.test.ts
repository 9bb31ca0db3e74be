/** Who gets an order's e-mails and the daily limit of an unverified address (docs/decisions/018). */
import { describe, expect, it } from 'vitest';
import { ORDER_EMAILS_PER_RECIPIENT_PER_DAY, orderEmailsFor, withinRecipientLimit } from './order-emails';

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
