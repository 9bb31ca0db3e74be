/**
 * The request body the shop sends (spec section 7; `src/data/order-emails.ts`):
 * `{ order, recipientType, recipientEmail }`, validated with the shop's own order schema.
 */
import { z } from 'zod';
import { orderSchema } from '../../src/domain/core/records';

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** Schema of the function's JSON body; `order` is the shop's {@link orderSchema}. */
export const orderEmailRequestSchema = z.object({
  order: orderSchema,
  recipientType: z.enum(['buyer', 'admin'], { error: "recipientType harus 'buyer' atau 'admin'." }),
  recipientEmail: z
    .string({ error: 'recipientEmail wajib diisi.' })
    .trim()
    .max(MAX_EMAIL_LENGTH, { error: 'Alamat email penerima terlalu panjang.' })
    .pipe(z.email({ error: 'Alamat email penerima tidak valid.' })),
});

/** A validated request body. */
export type OrderEmailRequest = z.infer<typeof orderEmailRequestSchema>;

/**
 * Turns a zod error into one Indonesian line naming each invalid field, e.g.
 * `Data tidak valid: order.customerName: Input tidak valid: diharapkan string, diterima number;
 * recipientEmail: Alamat email penerima tidak valid.` (zod's own messages in its Indonesian locale,
 * set by `createApp`).
 */
export function describeIssues(error: z.ZodError): string {
  const parts = error.issues.slice(0, 5).map((issue) => {
    const path = issue.path.join('.');
    return path && !issue.message.startsWith(path) ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length > 5 ? ` (dan ${error.issues.length - 5} lainnya)` : '';
  return `Data tidak valid: ${parts.join('; ')}${more}`;
}
