/**
 * Orders feature: payment confirmation, "Pesanan Saya" (its `Selesai` tab the purchase history) and the order/shipping
 * status badges live in components/status (spec sections 2 and 4).
 */
export { MyOrdersPage } from './components/my-orders-page';
export { OrderDetailPage } from './components/order-detail-page';
export { PaymentConfirmationPage } from './components/payment-confirmation-page';
export { useMyOrders } from './api/use-my-orders';
export { useConfirmPayment } from './api/use-confirm-payment';
export { paymentConfirmationStateSchema, type PaymentConfirmationState } from './schemas';
