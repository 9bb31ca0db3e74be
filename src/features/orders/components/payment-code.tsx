import { CopyButton } from './copy-button';

/** Toast texts of the copy button (not in the message catalogue yet). */
const COPIED = 'Kode pembayaran disalin.';
const COPY_FAILED = 'Kode pembayaran tidak dapat disalin. Salin secara manual.';

/**
 * A payment code shown large and monospaced, with a 'Salin kode pembayaran' button when the
 * browser offers `navigator.clipboard` (spec section 9: `TJ-YYYYMMDDNNNN`).
 * @param code - the order's `paymentCode`.
 */
export function PaymentCode({ code }: { code: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-mono text-2xl font-bold tracking-wide break-all text-primary">
        {code}
      </span>
      <CopyButton text={code} aria-label="Salin kode pembayaran" copied={COPIED} failed={COPY_FAILED}>
        Salin
      </CopyButton>
    </div>
  );
}
