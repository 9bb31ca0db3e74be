import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/data';
import type { VoucherOffer } from '@/domain/vouchers/redeem';
import { isVoucherCode } from '@/domain/vouchers/code';
import { voucherMessages } from '@/shared/messages-voucher';

/** Props of {@link VoucherField}. */
export interface VoucherFieldProps {
  /** The vouchers applied so far (a shop voucher and a `Gratis Ongkir` at most). */
  applied: readonly VoucherOffer[];
  /** Each applied voucher's note when the cart does not meet it (its refusal), by code. */
  notes: Readonly<Record<string, string>>;
  /** A voucher the shop accepted: it replaces an applied one of its kind. */
  onApply: (offer: VoucherOffer) => void;
  /** `Hapus Voucher`: the voucher of `code` is no longer applied. */
  onRemove: (code: string) => void;
  /** The refusal `Buat Pesanan` met for a voucher, shown under the field. */
  error?: string;
  /** Asks the shop about a code (`data.vouchers.check`): its offer, or the refusal to show. */
  check: (code: string) => Promise<VoucherOffer>;
}

/**
 * The checkout's voucher field (docs/product/vouchers.md "Checking a code"): `Kode Voucher` with
 * `Pakai` (Enter in the field does the same, never `Buat Pesanan`), which asks the shop whether
 * the buyer may use the code now; a refusal shows under the field in Indonesian. Each applied
 * voucher is listed with its code and `Hapus Voucher`, and a note when the cart does not meet it
 * (then the order is placed without it). The discount itself is the summary's.
 */
export function VoucherField({ applied, notes, onApply, onRemove, error, check }: VoucherFieldProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const shown = refusal ?? error ?? null;

  async function apply() {
    if (!isVoucherCode(code)) {
      setRefusal(code.trim() === '' ? voucherMessages.codeRequired : voucherMessages.codeInvalid);
      return;
    }
    setPending(true);
    try {
      const offer = await check(code);
      setRefusal(null);
      setCode('');
      onApply(offer);
    } catch (failure) {
      setRefusal(errorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-code`}>Kode Voucher</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-code`}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setRefusal(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter applies the code; it must not place the order.
            event.preventDefault();
            void apply();
          }}
        />
        <Button type="button" variant="outline" disabled={pending} onClick={() => void apply()}>
          Pakai
        </Button>
      </div>
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {shown}
        </p>
      )}
      {applied.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Voucher dipakai">
          {applied.map((offer) => (
            <li key={offer.code} className="flex flex-col gap-1 rounded-md border border-dashed px-3 py-2">
              <span className="flex items-center justify-between gap-2">
                <span className="font-medium">{offer.code}</span>
                <Button type="button" variant="ghost" size="sm" aria-label={`Hapus Voucher ${offer.code}`} onClick={() => onRemove(offer.code)}>
                  Hapus
                </Button>
              </span>
              {notes[offer.code] && <span className="text-xs text-destructive">{notes[offer.code]}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
