import fc from 'fast-check';
import { paymentAccountMessages } from '@/shared/messages-payment-accounts';
import { NO_PAYMENT_ACCOUNTS, paymentAccountsLogDetails, paymentInstructionOf, type PaymentAccounts } from './accounts';
import { withQrisCrc } from './qris';
import { paymentAccountsSchema } from '../settings/stored';

const QRIS = withQrisCrc('00020101021153033605802ID5913SEULANGA DEMO6010BANDA ACEH');
const ACCOUNTS: PaymentAccounts = {
  bankName: 'Bank Aceh Syariah',
  accountNumber: '0123456789',
  accountHolder: 'Seulanga Aceh (Demo)',
  ewalletNumber: '081234567890',
  qrisPayload: QRIS,
};

/** The messages of a refused input, by field. */
function refusals(input: unknown): Record<string, string[]> {
  const result = paymentAccountsSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
}

describe('paymentAccountsSchema', () => {
  it('accepts all fields empty or absent (nothing offered)', () => {
    expect(paymentAccountsSchema.parse({})).toEqual(NO_PAYMENT_ACCOUNTS);
    expect(paymentAccountsSchema.parse(NO_PAYMENT_ACCOUNTS)).toEqual(NO_PAYMENT_ACCOUNTS);
  });

  it('accepts a full set, trimming texts and removing spaces and hyphens from the numbers', () => {
    expect(paymentAccountsSchema.parse(ACCOUNTS)).toEqual(ACCOUNTS);
    expect(
      paymentAccountsSchema.parse({
        ...ACCOUNTS,
        bankName: '  Bank Aceh Syariah ',
        accountNumber: '012-345 6789',
        ewalletNumber: '+62 812-3456-7890',
        qrisPayload: ` ${QRIS}\n`,
      }),
    ).toEqual({ ...ACCOUNTS, ewalletNumber: '+6281234567890' });
  });

  it('limits Nama Bank to 60 and Atas Nama to 100 characters', () => {
    expect(refusals({ ...ACCOUNTS, bankName: 'B'.repeat(60) })).toEqual({});
    expect(refusals({ ...ACCOUNTS, bankName: 'B'.repeat(61) }).bankName).toContain(paymentAccountMessages.bankNameTooLong);
    expect(refusals({ ...ACCOUNTS, accountHolder: 'H'.repeat(100) })).toEqual({});
    expect(refusals({ ...ACCOUNTS, accountHolder: 'H'.repeat(101) }).accountHolder).toContain(
      paymentAccountMessages.accountHolderTooLong,
    );
  });

  it('takes Nomor Rekening of 5 to 20 digits only', () => {
    for (const ok of ['12345', '1'.repeat(20)]) expect(refusals({ ...ACCOUNTS, accountNumber: ok })).toEqual({});
    for (const bad of ['1234', '1'.repeat(21), '12345a', '+123456', '1.234.567', '9'.repeat(41)]) {
      expect(refusals({ ...ACCOUNTS, accountNumber: bad }).accountNumber).toEqual([paymentAccountMessages.accountNumberInvalid]);
    }
  });

  it('asks for the bank name, account number and holder together', () => {
    const partial = refusals({ bankName: 'Bank Aceh Syariah' });
    expect(partial.accountNumber).toEqual([paymentAccountMessages.bankIncomplete]);
    expect(partial.accountHolder).toEqual([paymentAccountMessages.bankIncomplete]);
    expect(partial.bankName).toBeUndefined();
    expect(refusals({ accountNumber: '0123456789' }).bankName).toEqual([paymentAccountMessages.bankIncomplete]);
  });

  it('takes Nomor E-Wallet as an Indonesian mobile number', () => {
    for (const ok of ['081234567', '0812345678901', '6281234567890', '+6281234567890', '0812 3456 7890']) {
      expect(refusals({ ewalletNumber: ok })).toEqual({});
    }
    for (const bad of ['08123456', '08123456789012', '021234567890', '+6581234567890', '0812345678a', '81234567890']) {
      expect(refusals({ ewalletNumber: bad }).ewalletNumber).toEqual([paymentAccountMessages.ewalletNumberInvalid]);
    }
  });

  it('refuses a QRIS payload with a bad prefix, checksum, characters or length, each with its message', () => {
    expect(refusals({ qrisPayload: QRIS })).toEqual({});
    expect(refusals({ qrisPayload: `${QRIS.slice(0, -4)}0000` }).qrisPayload).toEqual([paymentAccountMessages.qrisChecksum]);
    expect(refusals({ qrisPayload: withQrisCrc('000301') }).qrisPayload).toEqual([paymentAccountMessages.qrisPrefix]);
    expect(refusals({ qrisPayload: withQrisCrc('000201é') }).qrisPayload).toEqual([paymentAccountMessages.qrisCharacters]);
    expect(refusals({ qrisPayload: withQrisCrc(`000201${'9'.repeat(600)}`) }).qrisPayload).toEqual([
      paymentAccountMessages.qrisTooLong,
    ]);
  });

  it('refuses wrong types and unknown shapes with Indonesian messages, never throwing', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = paymentAccountsSchema.safeParse(input);
        if (!result.success) for (const issue of result.error.issues) expect(issue.message).not.toMatch(/^(Invalid|Expected)/);
      }),
    );
    expect(refusals({ accountNumber: 12345 }).accountNumber).toEqual([paymentAccountMessages.accountNumberInvalid]);
  });
});

describe('paymentInstructionOf', () => {
  it('shows the bank account for every bank transfer, the QRIS for QRIS and the e-wallet number for the other e-wallets', () => {
    for (const method of ['Bank Aceh Transfer', 'BCA Transfer', 'Mandiri Transfer', 'BSI Transfer']) {
      expect(paymentInstructionOf(method, ACCOUNTS)).toEqual({
        kind: 'bank',
        bankName: ACCOUNTS.bankName,
        accountNumber: ACCOUNTS.accountNumber,
        accountHolder: ACCOUNTS.accountHolder,
      });
    }
    expect(paymentInstructionOf('QRIS', ACCOUNTS)).toEqual({ kind: 'qris', qrisPayload: QRIS });
    for (const method of ['GoPay', 'OVO', 'Dana']) {
      expect(paymentInstructionOf(method, ACCOUNTS)).toEqual({ kind: 'ewallet', ewalletNumber: ACCOUNTS.ewalletNumber });
    }
  });

  it('gives nothing (the general steps) for COD, an unknown method, or an account not set', () => {
    expect(paymentInstructionOf('COD', ACCOUNTS)).toBeNull();
    expect(paymentInstructionOf('Bitcoin', ACCOUNTS)).toBeNull();
    expect(paymentInstructionOf('BCA Transfer', undefined)).toBeNull();
    for (const method of ['BCA Transfer', 'QRIS', 'GoPay']) expect(paymentInstructionOf(method, NO_PAYMENT_ACCOUNTS)).toBeNull();
  });

  it('logs which accounts are offered, not their numbers', () => {
    expect(paymentAccountsLogDetails({ ...NO_PAYMENT_ACCOUNTS, qrisPayload: QRIS })).toEqual({ bank: false, ewallet: false, qris: true });
  });
});
