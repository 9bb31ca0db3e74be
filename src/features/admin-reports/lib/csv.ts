/**
 * CSV exports of the sales report ("export of orders and transactions as CSV"), written
 * with papaparse's `unparse`. Cells that a spreadsheet would read as a formula (`=`, `+`, `-`,
 * `@`, tab, carriage return at the start of any of its lines) are escaped with a leading quote
 * (CSV injection; docs/security.md "CSV exports"; `toCsv` of src/shared/csv.ts), amounts are plain
 * whole Rupiah numbers and days stay `YYYY-MM-DD`, so a spreadsheet can sum and sort them.
 * Statuses are the stored words (Pending, Processed, …; shipping statuses are Indonesian). The
 * total and the amount are after the vouchers' discount, which has a column of its own (0: none).
 */
import { paymentMethodLabel } from '@/domain/payment/methods';
import { toCsv } from '@/shared/csv';
import type { Order, Transaction } from '@/domain/core/records';

/** Column headers of {@link ordersToCsv}. */
export const ORDER_CSV_FIELDS = [
  'ID Pesanan',
  'Tanggal',
  'Nama Pembeli',
  'Nomor Telepon',
  'Alamat Pengiriman',
  'Kode Pos',
  'Produk',
  'Total (Rp)',
  'Metode Pembayaran',
  'Kode Pembayaran',
  'Status Pesanan',
  'Status Pengiriman',
  'Akun Pembeli',
  'Diskon Voucher (Rp)',
  'Kode Voucher',
];

/** All orders as CSV text (one row per order, in the given order). */
export function ordersToCsv(orders: readonly Order[]): string {
  return toCsv(
    ORDER_CSV_FIELDS,
    orders.map((o) => [
      o.id,
      o.date,
      o.customerName,
      o.customerPhone,
      o.shippingAddress,
      o.postalCode,
      o.productName,
      o.total,
      paymentMethodLabel(o.paymentMethod),
      o.paymentCode,
      o.status,
      o.shippingStatus,
      o.username ?? '',
      o.discount ?? 0,
      (o.vouchers ?? []).map((v) => v.code).join(' '),
    ]),
  );
}

/** Column headers of {@link transactionsToCsv}. */
export const TRANSACTION_CSV_FIELDS = [
  'ID Transaksi',
  'ID Pesanan',
  'Metode Pembayaran',
  'Jumlah (Rp)',
  'Tanggal',
  'Status',
  'Diskon Voucher (Rp)',
];

/** All transactions as CSV text (one row per transaction, in the given order). */
export function transactionsToCsv(transactions: readonly Transaction[]): string {
  return toCsv(
    TRANSACTION_CSV_FIELDS,
    transactions.map((t) => [t.id, t.orderId, paymentMethodLabel(t.paymentMethod), t.amount, t.date, t.status, t.discount ?? 0]),
  );
}
