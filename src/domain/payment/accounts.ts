/**
 * The store's payment accounts (docs/product/decisions.md, "Payment instructions by
 * method"): the bank account, the e-wallet number and the QRIS payload the admin sets under
 * 'Rekening Pembayaran', which the buyer's payment instructions show by the order's payment group
 * (src/domain/payment/methods.ts `paymentGroupOf`). Every field is optional: empty means not offered, and
 * the instructions keep their general steps. Pure and zod-free; the schema is
 * `paymentAccountsSchema` in ../settings/inputs.ts.
 */
import { paymentGroupOf } from './methods';

/** The store's payment accounts, each '' when not offered. */
export interface PaymentAccounts {
  /** `Nama Bank`, e.g. 'Bank Aceh Syariah'. */
  bankName: string;
  /** `Nomor Rekening`: digits only. */
  accountNumber: string;
  /** `Atas Nama`: the account holder. */
  accountHolder: string;
  /** `Nomor E-Wallet`: an Indonesian mobile number (digits, optionally `+62`). */
  ewalletNumber: string;
  /** `Kode QRIS (teks)`: an EMVCo merchant-presented string (src/domain/payment/qris.ts). */
  qrisPayload: string;
}

/** No account offered: the default of the setting. */
export const NO_PAYMENT_ACCOUNTS: PaymentAccounts = {
  bankName: '',
  accountNumber: '',
  accountHolder: '',
  ewalletNumber: '',
  qrisPayload: '',
};

/** Length limits of the fields, in characters (docs/security.md). */
export const PAYMENT_ACCOUNT_LIMITS = {
  bankName: 60,
  accountHolder: 100,
} as const;

/** `Nomor Rekening`: 5 to 20 digits (after spaces and hyphens are removed). */
export const ACCOUNT_NUMBER = /^\d{5,20}$/;

/**
 * An Indonesian mobile number as e-wallets use it: `08`, `628` or `+628` followed by 7 to 11
 * digits (10 to 13 digits in the `08…` form); spaces and hyphens are removed first.
 */
export const EWALLET_NUMBER = /^(?:\+62|62|0)8\d{7,11}$/;

/**
 * What marks made-up accounts (the demo seed's, src/domain/seed/payment-accounts.ts): an account
 * holder with these words. Buyers shown such accounts are told not to pay into them
 * ({@link isDemoAccounts}); an owner who enters the shop's real holder ends the warning.
 */
export const DEMO_ACCOUNTS_MARK = 'Rekening contoh — jangan transfer';

/**
 * Whether the store's accounts are the made-up ones of a demo shop (their holder carries
 * {@link DEMO_ACCOUNTS_MARK}): then the e-wallet number and the QRIS code are made up too.
 * @param accounts - the store's payment accounts (absent on old data: false).
 */
export function isDemoAccounts(accounts: Pick<PaymentAccounts, 'accountHolder'> | undefined): boolean {
  return accounts?.accountHolder.includes(DEMO_ACCOUNTS_MARK) ?? false;
}

/** What the buyer is shown to pay an order with, from the store's accounts. */
export type PaymentInstruction =
  | { kind: 'bank'; bankName: string; accountNumber: string; accountHolder: string }
  | { kind: 'ewallet'; ewalletNumber: string }
  | { kind: 'qris'; qrisPayload: string };

/**
 * The store account to show for an order paid with `method`: the bank account for a bank
 * transfer, the QRIS payload for 'QRIS', the e-wallet number for the other e-wallets (GoPay,
 * OVO, Dana). Null when the store has not set that account, for cash on delivery and for an
 * unknown method: the instructions then show their general steps.
 * @param method - the order's `paymentMethod`, e.g. 'BCA Transfer'.
 * @param accounts - the store's payment accounts (absent on old data: nothing offered).
 */
export function paymentInstructionOf(method: string, accounts: PaymentAccounts | undefined): PaymentInstruction | null {
  if (!accounts) return null;
  const group = paymentGroupOf(method)?.id;
  if (group === 'bank' && accounts.accountNumber) {
    const { bankName, accountNumber, accountHolder } = accounts;
    return { kind: 'bank', bankName, accountNumber, accountHolder };
  }
  if (group !== 'ewallet') return null;
  if (method === 'QRIS') return accounts.qrisPayload ? { kind: 'qris', qrisPayload: accounts.qrisPayload } : null;
  return accounts.ewalletNumber ? { kind: 'ewallet', ewalletNumber: accounts.ewalletNumber } : null;
}

/**
 * What the activity log keeps of a change of the payment accounts: which are offered, not the
 * numbers themselves (the log is for the admins' history, not a second copy of the accounts).
 */
export function paymentAccountsLogDetails(accounts: PaymentAccounts): Record<string, boolean> {
  return { bank: accounts.accountNumber !== '', ewallet: accounts.ewalletNumber !== '', qris: accounts.qrisPayload !== '' };
}
