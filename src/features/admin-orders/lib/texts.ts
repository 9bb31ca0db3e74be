import type { ListPageTexts } from '@/components/list-kit';
import { ORDER_STATUS_LABELS } from '@/components/status';
import {
  ORDER_STATUSES,
  SHIPPING_STATUSES,
  type OrderStatus,
  type ShippingStatus,
} from '@/domain/core/records';

/** The orders list's filters: the order status and the shipping status. */
export type OrdersFilters = { status: OrderStatus; shippingStatus: ShippingStatus };

/**
 * Texts of the orders screen that the message catalogue does not hold, and its filters bar: a
 * search by id or name ('Cari pesanan'), 'Status' and 'Status Pengiriman'.
 */
export const ORDERS_PAGE_TEXT = {
  title: 'Pesanan',
  description: 'Kelola status pesanan dan pengiriman pembeli.',
  loading: 'Memuat pesanan...',
  empty: 'Belum ada pesanan.',
  noMatch: 'Tidak ada pesanan yang cocok dengan filter.',
  pagesLabel: 'Halaman daftar pesanan',
  noun: 'pesanan',
  filters: {
    label: 'Filter pesanan',
    className: 'sm:grid-cols-3',
    search: { label: 'Cari pesanan', placeholder: 'ID pesanan atau nama pembeli' },
    selects: [
      {
        name: 'status',
        label: 'Status',
        options: ORDER_STATUSES,
        optionLabel: (s: OrderStatus) => `${ORDER_STATUS_LABELS[s]} (${s})`,
      },
      { name: 'shippingStatus', label: 'Status Pengiriman', options: SHIPPING_STATUSES },
    ],
  },
} as const satisfies ListPageTexts<OrdersFilters>;
