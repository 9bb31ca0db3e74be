/**
 * Who gets an order's e-mails, and how often one mailbox may get one (spec section 7;
 * docs/decisions/018-order-email-recipients.md, docs/decisions/022-verified-email.md). Both modes
 * build the e-mails of an order from {@link orderEmailsFor}, at placement and at a resend: the
 * server's outbox (server/services/email-outbox.ts), which also applies the daily limit, and its
 * worker's resend (server/jobs/email-worker.ts), and browser mode's call to the order e-mail
 * function (src/data/order-emails.ts).
 */
import { normalizeMailbox } from '../accounts/mailbox';
import type { EmailType, Order } from '../core/records';

/**
 * E-mails sent (or being sent) to one buyer's mailbox in {@link RECIPIENT_LIMIT_WINDOW_MS} (server
 * mode, verified addresses too, and the verification links count with them; docs/security.md
 * "Limits", docs/decisions/022). Past it an e-mail is not sent and its log entry says why; the
 * order itself is never refused for it.
 */
export const ORDER_EMAILS_PER_RECIPIENT_PER_DAY = 5;

/** The window of {@link ORDER_EMAILS_PER_RECIPIENT_PER_DAY}: 24 hours, in milliseconds. */
export const RECIPIENT_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** One e-mail of an order: its kind, its address, and whether the shop verified that address. */
export interface OrderEmail {
  type: EmailType;
  recipient: string;
  /**
   * The shop did not verify the address (the buyer's account e-mail, which anyone may type). In
   * browser mode, which cannot verify one, the e-mail goes and says so; in server mode it is
   * {@link OrderEmail.withheld}. The admin's address is the shop's own setting.
   */
  unverified: boolean;
  /**
   * Server mode: not sent, because the address is not the account's verified one; its log entry
   * says 'E-mail belum diverifikasi' (docs/decisions/022). Always false in browser mode.
   */
  withheld: boolean;
}

/**
 * What the caller knows of the order's account: its e-mail now, and, where the shop can verify
 * addresses (server mode), which address it verified.
 */
export interface BuyerAccountEmail {
  /** The account's e-mail now (used when the order carries none). */
  email?: string;
  /**
   * Server mode: the account's e-mail if it is verified, else '' (none verified, or no account).
   * Undefined in browser mode, where no address can be verified (decision 022): the buyer's
   * e-mail then goes marked unverified, as before.
   */
  verifiedEmail?: string;
}

/**
 * The buyer's address of an order's e-mails: the order's `customerEmail` (its buyer account's
 * e-mail when it was placed), else the account's e-mail now (an order stored before orders carried
 * one); '' when neither has one.
 * @param order - the order's `customerEmail` ('' or absent: none).
 * @param accountEmail - the e-mail of the order's account (`userId`), when the caller has it.
 */
export function buyerEmailOf(order: Pick<Order, 'customerEmail'>, accountEmail?: string): string {
  return order.customerEmail?.trim() || accountEmail?.trim() || '';
}

/**
 * The e-mails of an order (spec section 7), the one rule of both modes at placement and at the
 * admin's 'Kirim Ulang': the buyer's confirmation to {@link buyerEmailOf} (none when empty) and
 * the admin's new-order notice to the store's `adminEmail` (none when empty). The buyer's is
 * verified when it is the account's verified address (letter case aside); in server mode an
 * unverified one is withheld (docs/decisions/022), in browser mode it goes marked unverified.
 * @param order - the order's `customerEmail` ('' or absent: the account's e-mail, if any).
 * @param adminEmail - the store settings' `adminEmail` ('' when none is set).
 * @param account - the order's account as the caller knows it ({@link BuyerAccountEmail}).
 * @returns none to two e-mails, the buyer's first.
 */
export function orderEmailsFor(order: Pick<Order, 'customerEmail'>, adminEmail: string, account: BuyerAccountEmail = {}): OrderEmail[] {
  const emails: OrderEmail[] = [];
  const buyer = buyerEmailOf(order, account.email);
  if (buyer) {
    const verifiable = account.verifiedEmail !== undefined;
    const verified = verifiable && account.verifiedEmail!.trim().toLowerCase() === buyer.toLowerCase();
    emails.push({ type: 'buyer_order_confirmation', recipient: buyer, unverified: !verified, withheld: verifiable && !verified });
  }
  const admin = adminEmail.trim();
  if (admin) emails.push({ type: 'admin_new_order', recipient: admin, unverified: false, withheld: false });
  return emails;
}

/**
 * The key the daily limit counts an address by: the mailbox it reaches
 * (src/domain/accounts/mailbox.ts `normalizeMailbox`), so `Pembeli@X.id`, `pembeli+toko@x.id` and,
 * at Gmail, `p.embeli@googlemail.com` share one count (the server keeps it in the outbox row's
 * `recipient_key`).
 */
export function recipientLimitKey(address: string): string {
  return normalizeMailbox(address);
}

/**
 * Which of `candidates` (e-mails to one buyer's mailbox, in the order they would go) may be
 * sent when `alreadySent` e-mails went to that address in the window: the first
 * `limit - alreadySent`; the others are over the limit.
 * @returns for each candidate, true when it may be sent.
 */
export function withinRecipientLimit(candidates: number, alreadySent: number, limit = ORDER_EMAILS_PER_RECIPIENT_PER_DAY): boolean[] {
  const room = Math.max(0, limit - alreadySent);
  return Array.from({ length: candidates }, (_, index) => index < room);
}

/**
 * The admin's new-order notices sent one by one in {@link ADMIN_NOTICE_WINDOW_MS} (server mode;
 * docs/security.md "Limits"). Past it, the further orders' notices are held and sent together in
 * one summary at the window's end ('{n} pesanan baru dalam 10 menit terakhir'), so a burst of
 * orders cannot turn the shop into a flood of mail to its own inbox.
 */
export const ADMIN_NOTICES_PER_WINDOW = 5;

/** The window of {@link ADMIN_NOTICES_PER_WINDOW}, and the wait before its summary: 10 minutes, in milliseconds. */
export const ADMIN_NOTICE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Which of `candidates` admin notices (in the order they would go) are sent one by one: none while
 * a summary is already waiting (they join it), else the first `limit - alreadySent`, where
 * `alreadySent` notices went in the last {@link ADMIN_NOTICE_WINDOW_MS}; the others join a summary.
 * @returns for each candidate, true when it is sent on its own.
 */
export function adminNoticesSentAlone(candidates: number, alreadySent: number, summaryWaiting: boolean, limit = ADMIN_NOTICES_PER_WINDOW): boolean[] {
  return summaryWaiting ? Array.from({ length: candidates }, () => false) : withinRecipientLimit(candidates, alreadySent, limit);
}
