/**
 * The admin dashboard (spec section 2, "Admin dashboard"): computed cards, the monthly chart,
 * the newest orders and the e-mail log.
 */
export { useEmailLogs } from './api/use-email-logs';
export { EmailLogTable, EMAIL_LOG_ROWS } from './components/email-log-table';
export { DashboardPage, RECENT_ORDER_ROWS } from './components/dashboard-page';
export { SummaryCards } from './components/summary-cards';
export { StatCard, type StatCardProps } from './components/stat-card';
export { MonthlyActivityCard } from './components/monthly-activity-card';
export { RecentOrdersTable } from './components/recent-orders-table';
