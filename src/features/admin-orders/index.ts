/**
 * Admin orders feature: the 'Pesanan' screen with filters, pagination and the per-order action
 * menu (spec sections 2 and 4).
 */
export { AdminOrdersPage } from './components/orders-page';
export { ORDERS_PAGE_TEXT } from './lib/texts';
export { OrdersTable } from './components/orders-table';
export { OrderActionsMenu } from './components/order-actions-menu';
export { useUpdateOrder, type OrderUpdate } from './api/use-update-order';
