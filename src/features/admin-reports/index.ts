/**
 * Admin reports feature: 'Laporan Penjualan' with computed figures, a lazily loaded revenue chart
 * and CSV exports (spec section 2; docs/product/decisions.md "Back office").
 */
export { AdminReportsPage } from './components/reports-page';
export {
  ordersToCsv,
  transactionsToCsv,
  ORDER_CSV_FIELDS,
  TRANSACTION_CSV_FIELDS,
} from './lib/csv';
export { useSalesFigures } from './api/use-sales-figures';
