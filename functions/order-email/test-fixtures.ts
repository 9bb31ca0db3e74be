/**
 * Shared test data for the order e-mail function's tests (not part of the deployed function).
 */
import type { Order } from '../../src/domain/core/records';
import type { MailTransport } from './app';
import type { OrderEmailEnv } from '../../src/shared/order-email/config';
import type { SendMailOptions } from 'nodemailer';

/** The bearer key used by the tests. */
export const TEST_KEY = 'test-order-email-key-0123456789';

/** The shop's origin the tests' function allows (`ALLOWED_ORIGIN`). */
export const TEST_ORIGIN = 'http://127.0.0.1:4173';

/** A complete, valid environment for `loadConfig`. */
export const TEST_ENV: OrderEmailEnv = {
  SMTP_HOST: 'smtp.example.test',
  SMTP_PORT: '587',
  SMTP_USER: 'pesanan@seulanga.test',
  SMTP_PASS: 'rahasia',
  MAIL_FROM: 'Seulanga <pesanan@seulanga.test>',
  ORDER_EMAIL_KEY: TEST_KEY,
  ALLOWED_ORIGIN: TEST_ORIGIN,
};

/** The headers of the shop's POST: a JSON body, the bearer key and the allowed origin. */
export const POST_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json',
  Authorization: `Bearer ${TEST_KEY}`,
  Origin: TEST_ORIGIN,
};

/** The function's answer to a body over 64 KB. */
export const TOO_LARGE = { ok: false, error: 'Data permintaan terlalu besar (maksimal 64 KB).' };

/**
 * A request body sent in five chunks of 16 KB (80 KB, over the 64 KB limit) that declares no
 * length of its own: the function must count the bytes as they arrive.
 */
export function oversizedStream(): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < 5) controller.enqueue(chunk);
      else controller.close();
    },
  });
}

/**
 * A browser's CORS preflight from {@link TEST_ORIGIN} for a POST.
 * @param requestHeaders - its `Access-Control-Request-Headers`, as the browser spells them.
 */
export function preflight(requestHeaders: string): RequestInit {
  return {
    method: 'OPTIONS',
    headers: {
      Origin: TEST_ORIGIN,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': requestHeaders,
    },
  };
}

/** An order as the shop sends it (after checkout, with line items). Amounts in Rupiah. */
export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'ORD1763000000000ab12',
    customerName: 'Cut Meutia',
    customerPhone: '081234567890',
    shippingAddress: 'Jl. Sultan Iskandar Muda No. 5, Banda Aceh',
    postalCode: '23116',
    productName: 'Kopi Arabika Gayo (x3), Bubuk Kopi Ulee Kareeng (x2)',
    date: '2025-11-13',
    status: 'Pending',
    shippingStatus: 'Menunggu Konfirmasi Admin',
    paymentMethod: 'BSI Transfer',
    paymentCode: 'TJ-202511134821',
    total: 285000,
    userId: 'USR002',
    username: 'pembeli',
    customerEmail: 'pembeli@example.com',
    items: [
      { productId: 1, name: 'Kopi Arabika Gayo', price: 75000, quantity: 3 },
      { productId: 71, name: 'Bubuk Kopi Ulee Kareeng', price: 30000, quantity: 2 },
    ],
    createdAt: '2025-11-13T03:00:00.000Z',
    ...overrides,
  };
}

/** A transport that records messages instead of sending them; `fail` makes it reject. */
export function recordingTransport(fail?: Error): MailTransport & { sent: SendMailOptions[] } {
  const sent: SendMailOptions[] = [];
  return {
    sent,
    sendMail(message) {
      if (fail) return Promise.reject(fail);
      sent.push(message);
      return Promise.resolve({ messageId: `<${sent.length}@test>` });
    },
  };
}
