export { useEmailLogs } from './api/use-email-logs';
export { EmailLogTable, EMAIL_LOG_ROWS } from './components/email-log-table';
