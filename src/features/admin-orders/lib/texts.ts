import type { ListPageTexts } from '@/components/list-kit';
import { ORDER_VERIFICATION_FILTERS, type OrderVerificationFilter } from '@/domain/back-office/lists';
import { ORDER_STATUS_LABELS } from '@/components/status';
import {
  ORDER_STATUSES,
  SHIPPING_STATUSES,
  type OrderStatus,
  type ShippingStatus,
} from '@/domain/core/records';

/**
 * The orders list's filters: the order status, the shipping status and 'Verifikasi'
 * ('Melewati Batas Verifikasi', also opened by the URL parameter `verification=overdue`).
 */
export type OrdersFilters = { status: OrderStatus; shippingStatus: ShippingStatus; verification: OrderVerificationFilter };

/** The labels of the 'Verifikasi' filter's options. */
export const VERIFICATION_FILTER_LABELS: Record<OrderVerificationFilter, string> = {
  overdue: 'Melewati Batas Verifikasi',
};

/**
 * Texts of the orders screen that the message catalogue does not hold, and its filters bar: a
 * search by id or name ('Cari pesanan'), 'Status', 'Status Pengiriman' and 'Verifikasi'.
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
    className: 'sm:grid-cols-2 lg:grid-cols-4',
    search: { label: 'Cari pesanan', placeholder: 'ID pesanan atau nama pembeli' },
    selects: [
      {
        name: 'status',
        label: 'Status',
        options: ORDER_STATUSES,
        optionLabel: (s: OrderStatus) => ORDER_STATUS_LABELS[s],
      },
      { name: 'shippingStatus', label: 'Status Pengiriman', options: SHIPPING_STATUSES },
      {
        name: 'verification',
        label: 'Verifikasi',
        options: ORDER_VERIFICATION_FILTERS,
        optionLabel: (v: OrderVerificationFilter) => VERIFICATION_FILTER_LABELS[v],
      },
    ],
  },
} as const satisfies ListPageTexts<OrdersFilters>;
