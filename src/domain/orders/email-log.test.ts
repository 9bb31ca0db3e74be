import { describe, expect, it } from 'vitest';
import { emailFailureKind, emailFailureReason, resendRefusal, unresolvedFailureCount, unresolvedFailures } from './email-log';
import { messages } from '@/shared/messages';
import type { EmailLog } from '../core/records';

describe('emailFailureReason', () => {
  it('reads the senders’ stored errors as plain reasons', () => {
    expect(emailFailureReason(messages.email.smtpFailed('EENVELOPE 550'))).toBe('Server e-mail menolak alamat penerima.');
    expect(emailFailureReason(messages.email.smtpFailed('ESOCKET'))).toBe('Server e-mail tidak dapat dihubungi.');
    expect(emailFailureReason(messages.email.smtpFailed('ETIMEDOUT'))).toBe('Server e-mail tidak dapat dihubungi.');
    expect(emailFailureReason(messages.email.requestFailed('Failed to fetch'))).toBe('Server e-mail tidak dapat dihubungi.');
    expect(emailFailureKind(messages.email.smtpFailed('EAUTH 535'))).toBe('login');
    expect(emailFailureKind(messages.email.smtpFailed('EMESSAGE 554'))).toBe('refused');
    expect(emailFailureKind(messages.email.smtpNotConfigured)).toBe('notConfigured');
    expect(emailFailureKind(messages.email.recipientLimit(5))).toBe('limited');
    expect(emailFailureKind(messages.email.unverified)).toBe('unverified');
    // The seed's failed e-mail.
    expect(emailFailureKind('Gagal mengirim email: server SMTP menolak koneksi (421 4.7.0 Try again later)')).toBe('unreachable');
    expect(emailFailureKind(messages.email.notConfigured)).toBe('notConfigured');
  });

  it('falls back to a general reason', () => {
    expect(emailFailureReason(null)).toBe('E-mail gagal dikirim karena kesalahan yang tidak dikenal.');
    expect(emailFailureReason('kesalahan SMTP')).toBe('E-mail gagal dikirim karena kesalahan yang tidak dikenal.');
  });
});

/** A failed log entry of ORD1's confirmation, with `fields` over it. */
const log = (id: string, fields: Partial<EmailLog> = {}): EmailLog => ({
  id,
  timestamp: '2026-11-26T10:00:00.000Z',
  orderId: 'ORD1',
  recipient: 'a@example.com',
  type: 'buyer_order_confirmation',
  status: 'failed',
  error: 'x',
  ...fields,
});

describe('resendRefusal', () => {

  it('lets only the newest failed entry of an order and type be sent again', () => {
    const failed = log('EML1');
    const admin = log('EML2', { type: 'admin_new_order' });
    expect(resendRefusal(failed, [failed, admin])).toBeNull();
    expect(resendRefusal(undefined, [failed])).toMatchObject({ code: 'NOT_FOUND' });
    const sent = log('EML3', { status: 'success', error: null });
    expect(resendRefusal(sent, [sent])).toMatchObject({ code: 'EMAIL_RESEND_INVALID' });
    const again = log('EML4', { timestamp: '2026-11-26T10:05:00.000Z' });
    expect(resendRefusal(failed, [failed, admin, again])).toMatchObject({
      code: 'EMAIL_RESEND_INVALID',
      message: 'Email ini sudah dikirim ulang. Lihat catatan terbarunya.',
    });
    expect(resendRefusal(again, [failed, admin, again])).toBeNull();
  });
});

describe('unresolvedFailureCount', () => {
  it('counts each order and type whose newest entry failed, once', () => {
    expect(unresolvedFailureCount([])).toBe(0);
    const sent = { status: 'success', error: null } as const;
    const logs = [
      log('E1'),
      // Sent again and delivered: no longer counted.
      log('E2', sent),
      log('E3', { type: 'admin_new_order' }),
      // Failed, sent again, failed again: one e-mail still owed.
      log('E4', { orderId: 'ORD2' }),
      log('E5', { orderId: 'ORD2' }),
      log('E6', { orderId: 'ORD3', ...sent }),
    ];
    expect(unresolvedFailureCount(logs)).toBe(2);
    // And the log's `unresolved` view lists exactly those, in stored order.
    expect(unresolvedFailures(logs).map((entry) => entry.id)).toEqual(['E3', 'E5']);
  });

  it('counts every failure, not only those among the newest entries', () => {
    const logs = Array.from({ length: 12 }, (_, i) => log(`E${i}`, { orderId: `ORD${i}` }));
    expect(unresolvedFailureCount(logs)).toBe(12);
  });
});
