/**
 * The stored settings' schemas (spec section 2, "Admin settings"): the order limits, the order
 * flow, the low-stock threshold and the payment accounts, as browser mode reads them back from
 * storage (src/domain/port/key-specs.ts) and as ./inputs.ts builds the owner's forms on them.
 * Apart from ./inputs.ts so that every first load in browser mode, which reads the stored
 * settings at start, carries neither the forms' schemas nor the back office's texts.
 */
import { z } from 'zod';
import { serverMessages } from '@/shared/messages';
import { paymentAccountMessages } from '@/shared/messages-payment-accounts';
import { storedSettingsMessages } from '@/shared/messages-stored-settings';
import { LOW_STOCK_THRESHOLD } from '../catalog/low-stock';
import { MAX_OPEN_ORDERS, MAX_OPEN_ORDERS_NEW_BUYER, MAX_PER_PRODUCT, MAX_UNPAID_ORDERS } from '../orders/limits';
import { AUTO_COMPLETE_DAYS, PAYMENT_DEADLINE_HOURS, VERIFICATION_DEADLINE_HOURS } from '../orders/flow';
import { ACCOUNT_NUMBER, EWALLET_NUMBER, PAYMENT_ACCOUNT_LIMITS } from '../payment/accounts';
import { qrisProblem, type QrisProblem } from '../payment/qris';
import { wholeIn } from '../core/whole-number';

/** The stored setting `maxPerProduct` (`Maksimal per Produk`): a whole number 1–999 (src/domain/orders/limits.ts). */
export const maxPerProductSchema = wholeIn(MAX_PER_PRODUCT, storedSettingsMessages.maxPerProductInvalid);
/** The stored setting `maxUnpaidOrders` (`Maksimal Pesanan Belum Dibayar`): a whole number 1–50. */
export const maxUnpaidOrdersSchema = wholeIn(MAX_UNPAID_ORDERS, storedSettingsMessages.maxUnpaidOrdersInvalid);
/** The stored setting `maxOpenOrders` (`Maksimal Pesanan Terbuka per Pembeli`): a whole number 1–100. */
export const maxOpenOrdersSchema = wholeIn(MAX_OPEN_ORDERS, storedSettingsMessages.maxOpenOrdersInvalid);
/** The stored setting `maxOpenOrdersNewBuyer` (`Maksimal Pesanan Terbuka Akun Baru`): a whole number 1–100. */
export const maxOpenOrdersNewBuyerSchema = wholeIn(MAX_OPEN_ORDERS_NEW_BUYER, storedSettingsMessages.maxOpenOrdersNewBuyerInvalid);

/** `Batas Waktu Verifikasi`: whole hours 1–168. */
export const verificationDeadlineHoursSchema = wholeIn(VERIFICATION_DEADLINE_HOURS, storedSettingsMessages.orderFlow.verificationDeadlineInvalid);

/**
 * The stored setting `orderFlow` ('Alur Pesanan'; src/domain/orders/flow.ts): hours to
 * pay (1–168), days to automatic completion (1–30), `Verifikasi Pembayaran oleh Admin`, and
 * hours a payment may wait for verification (1–168; a value saved before it loads as 48).
 */
export const orderFlowSchema = z.object({
  paymentDeadlineHours: wholeIn(PAYMENT_DEADLINE_HOURS, storedSettingsMessages.orderFlow.deadlineInvalid),
  autoCompleteDays: wholeIn(AUTO_COMPLETE_DAYS, storedSettingsMessages.orderFlow.autoCompleteInvalid),
  verifyPayments: z.boolean({ error: serverMessages.requestInvalid }),
  verificationDeadlineHours: verificationDeadlineHoursSchema.default(VERIFICATION_DEADLINE_HOURS.default),
});

/** The stored setting `lowStockThreshold` (`Batas Stok Menipis`): a whole number 0–1000 (src/domain/catalog/low-stock.ts). */
export const lowStockThresholdSchema = wholeIn(LOW_STOCK_THRESHOLD, storedSettingsMessages.lowStockThresholdInvalid);

const QRIS_MESSAGES: Record<QrisProblem, string> = {
  length: paymentAccountMessages.qrisTooLong,
  characters: paymentAccountMessages.qrisCharacters,
  prefix: paymentAccountMessages.qrisPrefix,
  crc: paymentAccountMessages.qrisChecksum,
};

/** A trimmed optional text ('' when absent) of at most `max` characters. */
const optionalText = (max: number, message: string) => z.string({ error: message }).trim().max(max, message).default('');
/** An optional number text with its spaces and hyphens removed ('' when absent). */
const optionalDigits = (message: string) =>
  z
    .string({ error: message })
    .max(40, message)
    .default('')
    .transform((v) => v.replace(/[\s-]/g, ''));

/**
 * The store's payment accounts ('Rekening Pembayaran'; src/domain/payment/accounts.ts),
 * the admin's input and the stored setting `paymentAccounts`. Every field optional ('' = not
 * offered): `bankName` at most 60 characters, `accountNumber` 5–20 digits, `accountHolder` at
 * most 100 characters, the three together or none; `ewalletNumber` an Indonesian mobile number
 * ({@link EWALLET_NUMBER}); `qrisPayload` an EMVCo merchant-presented string (src/domain/payment/qris.ts
 * `qrisProblem`: `000201…`, at most 512 printable ASCII characters, `6304` and a correct
 * CRC-16/CCITT-FALSE). Spaces and hyphens in the numbers are removed. Limits: docs/security.md.
 */
export const paymentAccountsSchema = z
  .object(
    {
      bankName: optionalText(PAYMENT_ACCOUNT_LIMITS.bankName, paymentAccountMessages.bankNameTooLong),
      accountNumber: optionalDigits(paymentAccountMessages.accountNumberInvalid).refine(
        (v) => v === '' || ACCOUNT_NUMBER.test(v),
        paymentAccountMessages.accountNumberInvalid,
      ),
      accountHolder: optionalText(PAYMENT_ACCOUNT_LIMITS.accountHolder, paymentAccountMessages.accountHolderTooLong),
      ewalletNumber: optionalDigits(paymentAccountMessages.ewalletNumberInvalid).refine(
        (v) => v === '' || EWALLET_NUMBER.test(v),
        paymentAccountMessages.ewalletNumberInvalid,
      ),
      qrisPayload: z
        .string({ error: paymentAccountMessages.qrisCharacters })
        .trim()
        .default('')
        .superRefine((v, ctx) => {
          const problem = v === '' ? null : qrisProblem(v);
          if (problem) ctx.addIssue({ code: 'custom', message: QRIS_MESSAGES[problem] });
        }),
    },
    { error: serverMessages.requestInvalid },
  )
  .superRefine((accounts, ctx) => {
    const bank = ['bankName', 'accountNumber', 'accountHolder'] as const;
    const filled = bank.filter((field) => accounts[field] !== '');
    if (filled.length === 0 || filled.length === bank.length) return;
    for (const field of bank) {
      if (accounts[field] === '') ctx.addIssue({ code: 'custom', path: [field], message: paymentAccountMessages.bankIncomplete });
    }
  });
