import type { ReactNode } from 'react';
import { useStoreSettings } from '@/data/react';
import { formatRupiah } from '@/shared/format';
import { paymentAccountMessages } from '@/shared/messages-payment-accounts';
import { paymentGroupOf } from '@/domain/payment/methods';
import { isDemoAccounts, paymentInstructionOf, type PaymentInstruction } from '@/domain/payment/accounts';
import { CopyButton } from './copy-button';
import { QrisImage } from './qris-image';


/** Props of {@link PaymentInstructions}. */
export interface PaymentInstructionsProps {
  /** The order's `paymentMethod`, e.g. 'GoPay' or 'Bank Aceh Transfer'. */
  method: string;
  /** The amount to pay, whole Rupiah (the order's total). */
  total: number;
}

/**
 * How to pay an order (spec section 9; payment instructions by method): the store's
 * account for the order's payment group from the store settings (src/domain/payment/accounts.ts
 * `paymentInstructionOf`) — for a bank transfer the bank, the account number with 'Salin Nomor
 * Rekening' (Clipboard API, a toast) and the holder; for GoPay, OVO and Dana the e-wallet number;
 * for QRIS the QR image drawn from the payload — with the amount to pay, then short Indonesian
 * steps. When the store has not set that account (and for COD and unknown methods, prototype
 * data) the general steps of the group. The demo shop's made-up accounts (`isDemoAccounts`) come
 * with the warning 'Rekening contoh — jangan transfer', so nobody pays into them.
 */
export function PaymentInstructions({ method, total }: PaymentInstructionsProps) {
  const store = useStoreSettings();
  const account = paymentInstructionOf(method, store.data?.paymentAccounts);
  return (
    <div className="flex flex-col gap-4">
      {account && isDemoAccounts(store.data?.paymentAccounts) && (
        <p role="note" className="rounded-md border border-amber-500 bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {paymentAccountMessages.demoWarning}
        </p>
      )}
      {account && <AccountDetails account={account} total={total} storeName={store.data?.storeName ?? 'toko'} />}
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        {stepsFor(method, account).map((step) => (
          <li key={step}>{step}</li>
        ))}
        <li>Setelah membayar, tekan tombol Konfirmasi Pembayaran.</li>
      </ol>
    </div>
  );
}

/** The steps before the confirmation, by payment group and whether the store's account is shown. */
function stepsFor(method: string, account: PaymentInstruction | null): string[] {
  const group = paymentGroupOf(method)?.id;
  if (account?.kind === 'bank') {
    return [
      'Transfer tepat sejumlah jumlah pembayaran ke rekening di atas (ATM, mobile banking, atau teller).',
      'Tulis kode pembayaran di atas pada berita atau keterangan transfer.',
      'Simpan bukti transfer Anda.',
    ];
  }
  if (account?.kind === 'qris') {
    return [
      'Buka aplikasi e-wallet atau mobile banking yang mendukung QRIS, lalu pindai kode QRIS di atas.',
      'Masukkan jumlah pembayaran dan tulis kode pembayaran di atas pada catatan bila tersedia.',
      'Selesaikan pembayaran dan simpan buktinya.',
    ];
  }
  if (account?.kind === 'ewallet') {
    return [
      `Buka aplikasi ${method} di ponsel Anda, lalu pilih kirim atau transfer.`,
      'Kirim tepat sejumlah jumlah pembayaran ke nomor e-wallet di atas.',
      'Tulis kode pembayaran di atas pada catatan, lalu simpan buktinya.',
    ];
  }
  if (group === 'ewallet') {
    return method === 'QRIS'
      ? [
          'Buka aplikasi e-wallet atau mobile banking yang mendukung QRIS.',
          'Pilih menu bayar atau pindai QRIS, lalu masukkan kode pembayaran di atas.',
          'Pastikan nominal sama dengan total pembayaran, lalu selesaikan pembayaran.',
        ]
      : [
          `Buka aplikasi ${method} di ponsel Anda.`,
          'Pilih menu bayar, lalu masukkan kode pembayaran di atas.',
          'Pastikan nominal sama dengan total pembayaran, lalu selesaikan pembayaran.',
        ];
  }
  if (group === 'bank') {
    const bank = method.replace(/\s*Transfer$/, '');
    return [
      `Transfer sejumlah total pembayaran melalui ${bank} (ATM, mobile banking, atau teller).`,
      'Tulis kode pembayaran di atas pada berita atau keterangan transfer.',
      'Simpan bukti transfer Anda.',
    ];
  }
  if (group === 'cod') {
    return [
      'Siapkan uang tunai sejumlah total pembayaran.',
      'Bayar kepada kurir saat pesanan tiba dan sebutkan kode pembayaran di atas.',
    ];
  }
  return ['Bayar sejumlah total pembayaran dengan menyebutkan kode pembayaran di atas.'];
}

/** The store's account for the order, with the amount to pay. */
function AccountDetails({ account, total, storeName }: { account: PaymentInstruction; total: number; storeName: string }) {
  return (
    <dl className="grid gap-3 rounded-md border p-4 text-sm sm:grid-cols-2">
      {account.kind === 'bank' && (
        <>
          <Item term="Bank Tujuan">{account.bankName}</Item>
          <Item term="Atas Nama">{account.accountHolder}</Item>
          <Item term="Nomor Rekening" wide>
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-lg font-bold tracking-wide break-all">{account.accountNumber}</span>
              <CopyButton
                text={account.accountNumber}
                copied={paymentAccountMessages.copied}
                failed={paymentAccountMessages.copyFailed}
              >
                Salin Nomor Rekening
              </CopyButton>
            </span>
          </Item>
        </>
      )}
      {account.kind === 'ewallet' && (
        <Item term="Nomor E-Wallet" wide>
          <span className="font-mono text-lg font-bold tracking-wide">{account.ewalletNumber}</span>
        </Item>
      )}
      {account.kind === 'qris' && (
        <Item term="Kode QRIS" wide>
          <QrisImage payload={account.qrisPayload} alt={`Kode QRIS ${storeName}`} />
        </Item>
      )}
      <Item term="Jumlah Pembayaran" wide>
        <span className="text-lg font-bold">{formatRupiah(total)}</span>
      </Item>
    </dl>
  );
}

function Item({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

