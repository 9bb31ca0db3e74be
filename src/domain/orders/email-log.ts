/**
 * The e-mail log's failures for the owner: a plain Indonesian reason for the stored
 * technical error, and the rule of 'Kirim Ulang {order id}' (which entries may be sent again).
 * Both modes apply it: the dashboard's e-mail log, the server's and the browser adapter's resend.
 */
import { NotFoundError, ValidationError, type ShopError } from '../core/errors';
import { adminMessages } from '@/shared/messages-admin';
import type { EmailLog } from '../core/records';

/** The plain reasons a failed e-mail is shown with, by kind. */
export const EMAIL_FAILURE_REASONS = {
  recipient: 'Server e-mail menolak alamat penerima.',
  unreachable: 'Server e-mail tidak dapat dihubungi.',
  login: 'Server e-mail menolak login pengirim.',
  refused: 'Server e-mail menolak pesan.',
  notConfigured: 'Pengiriman e-mail belum diatur.',
  limited: 'Batas harian e-mail pesanan ke alamat ini sudah tercapai.',
  unverified: 'Alamat e-mail pembeli belum diverifikasi, jadi e-mail tidak dikirim.',
  other: 'E-mail gagal dikirim karena kesalahan yang tidak dikenal.',
} as const;

/** The kind of a failure, read from the stored error text (SMTP codes, the senders' messages). */
export type EmailFailureKind = keyof typeof EMAIL_FAILURE_REASONS;

/**
 * What kind of failure a stored e-mail error is. The senders (server/services/email.ts,
 * functions/order-email, src/data/order-emails.ts) store nodemailer's code and the SMTP reply
 * code, e.g. 'Server email menolak pesan atau tidak dapat dihubungi (EENVELOPE 550).':
 * - a refused recipient: `EENVELOPE`, or reply 550, 551, 553 or 501;
 * - unreachable: `ECONNECTION`, `ESOCKET`, `ETIMEDOUT`, `EDNS`, `ECONNREFUSED`, reply 421 (service
 *   not available), a failed request
 *   to the e-mail function ('Gagal menghubungi layanan email');
 * - a refused login: `EAUTH` or reply 535;
 * - not configured: '… belum dikonfigurasi …';
 * - over the recipient's daily limit: '… per hari ke alamat ini …' (server mode);
 * - withheld for an address not verified: 'E-mail belum diverifikasi' (server mode, decision 022);
 * - another refusal: any other 4xx/5xx reply; anything else: `other`.
 * @param error - the log entry's `error` (null or empty: `other`).
 */
export function emailFailureKind(error: string | null | undefined): EmailFailureKind {
  const text = error ?? '';
  if (/belum dikonfigurasi/i.test(text)) return 'notConfigured';
  if (/per hari ke alamat ini/i.test(text)) return 'limited';
  if (/belum diverifikasi/i.test(text)) return 'unverified';
  if (/\bEAUTH\b|\b535\b/.test(text)) return 'login';
  if (/\bEENVELOPE\b|\b(550|551|553|501)\b/.test(text)) return 'recipient';
  if (/\b(ECONNECTION|ESOCKET|ETIMEDOUT|EDNS|ECONNREFUSED|421)\b|Gagal menghubungi/i.test(text)) return 'unreachable';
  if (/\b[45]\d\d\b/.test(text)) return 'refused';
  return 'other';
}

/** The plain Indonesian reason of a failed e-mail ({@link emailFailureKind}). */
export function emailFailureReason(error: string | null | undefined): string {
  return EMAIL_FAILURE_REASONS[emailFailureKind(error)];
}

/** The texts of a resend: its refusals and its toasts (the message catalogue's). */
export const EMAIL_RESEND_MESSAGES = adminMessages.emailResend;

/** The refusal when nothing could be sent again (no sender, no recipient, no order). */
export function resendUnavailable(): ValidationError {
  return new ValidationError(EMAIL_RESEND_MESSAGES.unavailable, {}, 'EMAIL_RESEND_INVALID');
}

/** The refusal when the entry's e-mail was sent again already, or is being sent again now. */
export function alreadyResent(): ValidationError {
  return new ValidationError(EMAIL_RESEND_MESSAGES.alreadyResent, {}, 'EMAIL_RESEND_INVALID');
}

/**
 * Whether the e-mail of log entry `log` may be sent again ('Kirim Ulang {order id}'), or the
 * refusal: NotFoundError for an unknown entry; ValidationError EMAIL_RESEND_INVALID when it did not
 * fail, or when a later entry of the same order and type exists (it was sent again already: the
 * newest entry is the one to resend, so one failure never sends twice).
 * @param log - the entry asked for (undefined when unknown).
 * @param logs - the e-mail log entries of the entry's order (or all), in stored order (oldest first).
 */
export function resendRefusal(log: EmailLog | undefined, logs: readonly EmailLog[]): ShopError | null {
  if (!log) return new NotFoundError(EMAIL_RESEND_MESSAGES.notFound);
  if (log.status !== 'failed') {
    return new ValidationError(EMAIL_RESEND_MESSAGES.notFailed, {}, 'EMAIL_RESEND_INVALID');
  }
  const position = logs.findIndex((other) => other.id === log.id);
  const later = logs
    .slice(position + 1)
    .some((other) => other.orderId === log.orderId && other.type === log.type);
  return later ? alreadyResent() : null;
}

/**
 * How many order e-mails failed and were not sent since: entries `failed` with no later entry of
 * the same order and type (a later entry is a resend, sent or failed again, which counts for
 * itself). The dashboard's banner '{n} e-mail gagal dikirim' (docs/product/ui-names.md, the
 * owner's dashboard); the server counts the same in SQL (server/services/logs.ts).
 * @param logs - e-mail log entries in stored order (oldest first), any number of orders.
 * @returns a count, 0 or more.
 */
export function unresolvedFailureCount(logs: readonly EmailLog[]): number {
  return unresolvedFailures(logs).length;
}

/**
 * The entries {@link unresolvedFailureCount} counts: each `failed` entry with no later entry of
 * the same order and type, in stored order — the e-mail log's `Hanya yang Gagal` view, where each
 * can be sent again.
 * @param logs - e-mail log entries in stored order (oldest first), any number of orders.
 */
export function unresolvedFailures(logs: readonly EmailLog[]): EmailLog[] {
  const newest = new Map<string, EmailLog>();
  for (const log of logs) newest.set(`${log.orderId}\u0000${log.type}`, log);
  const unresolved = new Set([...newest.values()].filter((log) => log.status === 'failed'));
  return logs.filter((log) => unresolved.has(log));
}
