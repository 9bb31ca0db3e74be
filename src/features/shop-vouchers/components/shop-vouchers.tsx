import { useId } from 'react';
import { CopyIcon, TicketPercentIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { shownVoucherAppliesTo, shownVoucherText, type ShownVoucher } from '@/domain/vouchers/shown';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';
import { formatDate } from '@/shared/format';
import { shownVoucherMessages } from '@/shared/messages-voucher-shown';
import { useShownVouchers } from '../api/use-shown-vouchers';

const text = shownVoucherMessages;

/** Props of {@link ShopVouchers}. */
export interface ShopVouchersProps {
  /**
   * The product page's product: only the vouchers that apply to it, stacked in its column.
   * Absent on the home page: every shown voucher, a row that scrolls sideways on a phone.
   */
  product?: { id: number; category: string };
}

/**
 * Copies `code` with the Clipboard API and says so in a toast ('Kode voucher {code} disalin.'),
 * or, when the browser refuses (no `navigator.clipboard`, an insecure origin), asks the buyer to
 * note it down.
 */
async function copyCode(code: string): Promise<void> {
  try {
    if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('No clipboard.');
    await navigator.clipboard.writeText(code);
    toast.success(text.copied(code));
  } catch {
    toast.error(text.copyFailed(code));
  }
}

/** One voucher's card: its code, its terms ('Diskon 10% hingga Rp 20.000 …'), its end, and `Salin`. */
function VoucherCard({ voucher, hydrated }: { voucher: ShownVoucher; hydrated: boolean }) {
  return (
    <li className="flex w-72 shrink-0 snap-start flex-col gap-3 rounded-lg border border-dashed border-primary/50 bg-card p-4 sm:w-auto">
      <div className="flex items-start gap-3">
        <TicketPercentIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid gap-1">
          <p className="font-mono text-base font-bold tracking-wide break-all">{voucher.code}</p>
          <p className="text-sm">{shownVoucherText(voucher)}</p>
          {voucher.endsAt !== null && <p className="text-xs text-muted-foreground">{text.until(formatDate(voucher.endsAt))}</p>}
        </div>
      </div>
      {/* Disabled until hydrated: the server's page has no clipboard; the button keeps its place. */}
      <Button
        type="button"
        variant="outline"
        className="h-11 self-start"
        disabled={!hydrated}
        aria-label={text.copyLabel(voucher.code)}
        onClick={() => void copyCode(voucher.code)}
      >
        <CopyIcon aria-hidden="true" />
        {text.copy}
      </Button>
    </li>
  );
}

/**
 * The shop's vouchers (`Voucher Toko`, docs/product/vouchers.md "In the shop"): a card per voucher
 * the shop shows with its terms and a `Salin` button (accessible name 'Salin kode {code}', at
 * least 44 px high) that copies the code. Renders nothing while loading, on an error or when no
 * voucher is shown (to the product, when given): no empty box and no space held for it.
 */
export function ShopVouchers({ product }: ShopVouchersProps) {
  const headingId = useId();
  const hydrated = useHydrated();
  const { data } = useShownVouchers();
  const vouchers = product ? (data ?? []).filter((voucher) => shownVoucherAppliesTo(voucher, product)) : (data ?? []);
  if (vouchers.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={cn('grid gap-3', !product && 'mx-auto w-full max-w-7xl px-4 pt-10 sm:px-6')}>
      <h2 id={headingId} className={cn('font-bold tracking-tight', product ? 'text-lg' : 'text-2xl')}>
        {text.heading}
      </h2>
      <ul
        className={cn(
          'flex gap-3',
          product
            ? 'flex-col [&>li]:w-auto'
            : '-mx-4 snap-x snap-mandatory overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3',
        )}
      >
        {vouchers.map((voucher) => (
          <VoucherCard key={voucher.code} voucher={voucher} hydrated={hydrated} />
        ))}
      </ul>
    </section>
  );
}
