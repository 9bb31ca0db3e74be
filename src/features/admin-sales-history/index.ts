/** Admin sales history feature: 'Log Aktivitas' (spec sections 2 and 6). */
export { AdminSalesHistoryPage } from './components/sales-history-page';
export { ActivityDetails } from './components/activity-details';
export { describeDetails, formatDetailValue, DETAIL_LABELS, type DetailItem } from './lib/details';
export { useSalesHistory } from './api/use-sales-history';
