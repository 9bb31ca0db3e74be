/**
 * The demo shop's payment accounts (docs/product/decisions.md, "Payment instructions by method"): clearly demo
 * values, so no buyer of the demo pays anyone: the holder says 'Rekening contoh — jangan transfer'
 * (`DEMO_ACCOUNTS_MARK`), and the payment instructions warn the buyer of every account while it does. A real shop replaces them under 'Rekening
 * Pembayaran' in the admin settings (empty fields = not offered).
 */
import { DEMO_ACCOUNTS_MARK, type PaymentAccounts } from '@/domain/payment/accounts';
import { withQrisCrc } from '@/domain/payment/qris';

/** A tag-length-value data object of an EMVCo payload (the length as 2 digits). */
const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;

/**
 * A static QRIS payload of a demo merchant `SEULANGA DEMO` in Banda Aceh, with a valid CRC; its
 * merchant account (`ID.CO.QRIS.WWW`, NMID `ID0000DEMO0000001`) is made up.
 */
export const SEED_QRIS_PAYLOAD = withQrisCrc(
  [
    tlv('00', '01'),
    tlv('01', '11'),
    tlv('51', tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', 'ID0000DEMO0000001') + tlv('03', 'UMI')),
    tlv('52', '5499'),
    tlv('53', '360'),
    tlv('58', 'ID'),
    tlv('59', 'SEULANGA DEMO'),
    tlv('60', 'BANDA ACEH'),
    tlv('61', '23243'),
  ].join(''),
);

/** The seed's `paymentAccounts`. */
export const seedPaymentAccounts: PaymentAccounts = {
  bankName: 'Bank Aceh Syariah',
  accountNumber: '0000000000123',
  accountHolder: `Seulanga Aceh (${DEMO_ACCOUNTS_MARK})`,
  ewalletNumber: '081200000000',
  qrisPayload: SEED_QRIS_PAYLOAD,
};
