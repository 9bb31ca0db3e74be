/**
 * One mailbox, however its address is written (docs/decisions/022-verified-email.md "Normalised
 * mailbox"): the key the per-recipient daily limit of order e-mails counts by
 * (src/domain/orders/emails.ts `recipientLimitKey`), in server mode, in the order e-mail function
 * and wherever an address's e-mails are counted.
 */

/** Domains whose mailboxes ignore dots in the local part; the second is an old name of the first. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, as a key: trimmed and lower-cased; a `+tag` dropped from the
 * local part whatever the domain (sub-addressing: most providers deliver `a+x@d` to `a@d`, and
 * counting a few real `+` mailboxes together only makes their limit stricter); for gmail.com and
 * googlemail.com the dots of the local part dropped and the domain written gmail.com. An address
 * without `@` (or with nothing before the `+`) is only trimmed and lower-cased.
 * @param address - an e-mail address as typed.
 * @returns the key, e.g. `victim@gmail.com` for `V.ictim+1@GoogleMail.com`.
 */
export function normalizeMailbox(address: string): string {
  const lowered = address.trim().toLowerCase();
  const at = lowered.lastIndexOf('@');
  if (at <= 0) return lowered;
  let local = lowered.slice(0, at);
  let domain = lowered.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replaceAll('.', '') || local;
  }
  return `${local}@${domain}`;
}
