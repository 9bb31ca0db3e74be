/**
 * The texts prefilled in WhatsApp links (docs/product/decisions.md "WhatsApp at every step"),
 * Indonesian, plain text: the buyer asking the shop about an order, and the owner
 * telling a buyer where their order stands. Personal data stays to what both sides already share
 * (the order id, total, payment code, resi).
 */
import { formatRupiah } from '@/shared/format';
import type { Order } from '../core/records';
import { buyerStage } from './stage';

/** Rupiah with a plain space: `Rp 45.000` (a no-break space reads oddly in a chat). */
const rupiah = (amount: number) => formatRupiah(amount).replace(/\u00a0/g, ' ');

/**
 * The buyer's `Hubungi via WhatsApp` on their order page: the order id, its total and, while it
 * waits for payment, its payment code.
 * @param order - the buyer's order (`id`, `total` in Rupiah, `paymentCode`, statuses).
 * @param storeName - the store's name from the settings.
 */
export function orderInquiryText(
  order: Pick<Order, 'id' | 'total' | 'paymentCode' | 'status' | 'shippingStatus'>,
  storeName: string,
): string {
  const code = order.paymentCode && buyerStage(order) === 'Belum Bayar' ? `, kode pembayaran ${order.paymentCode}` : '';
  return `Halo ${storeName}, saya ingin bertanya tentang pesanan ${order.id} (total ${rupiah(order.total)}${code}).`;
}

/**
 * The owner's `Kirim ke WhatsApp Pembeli`: the order's stage as the buyer sees it and, once
 * shipped, the courier and resi.
 * @param order - the order (`id`, `customerName`, `total`, statuses, `courierName`, `trackingNumber`).
 * @param storeName - the store's name from the settings.
 */
export function orderStatusText(
  order: Pick<Order, 'id' | 'customerName' | 'total' | 'status' | 'shippingStatus' | 'courierName' | 'trackingNumber' | 'paymentCode'>,
  storeName: string,
): string {
  const stage = buyerStage(order);
  const lines = [`Halo ${order.customerName}, ini ${storeName}.`, `Pesanan ${order.id} (total ${rupiah(order.total)}): ${stage}.`];
  if (stage === 'Belum Bayar' && order.paymentCode) lines.push(`Kode pembayaran: ${order.paymentCode}.`);
  if (order.trackingNumber) {
    lines.push(`${order.courierName ? `Kurir ${order.courierName}, n` : 'N'}omor resi ${order.trackingNumber}.`);
  }
  lines.push('Terima kasih.');
  return lines.join('\n');
}
