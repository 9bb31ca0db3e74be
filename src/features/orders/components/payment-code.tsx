import { CopyIcon } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';

/** Toast texts of the copy button (not in the message catalogue yet). */
const COPIED = 'Kode pembayaran disalin.';
const COPY_FAILED = 'Kode pembayaran tidak dapat disalin. Salin secara manual.';

function canCopy(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';
}

/**
 * A payment code shown large and monospaced, with a 'Salin kode pembayaran' button when the
 * browser offers `navigator.clipboard` (spec section 9: `TJ-YYYYMMDDNNNN`).
 * @param code - the order's `paymentCode`.
 */
export function PaymentCode({ code }: { code: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(COPIED);
    } catch {
      toast.error(COPY_FAILED);
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-mono text-2xl font-bold tracking-wide break-all text-primary">
        {code}
      </span>
      {canCopy() && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void copy()}
          aria-label="Salin kode pembayaran"
        >
          <CopyIcon aria-hidden="true" />
          Salin
        </Button>
      )}
    </div>
  );
}
