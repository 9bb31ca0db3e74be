/** Texts of the admin settings screen that the message catalogue does not hold. */
export const SETTINGS_TEXT = {
  restoreConfirm: 'Semua data toko akan diganti dengan isi cadangan. Lanjutkan?',
  notJson: 'bukan berkas JSON yang sah',
  roleLabels: { admin: 'Admin', buyer: 'Pembeli' },
} as const;

/**
 * The backup file name for a Jakarta day: `seulanga-cadangan-YYYY-MM-DD.json`.
 * @param day - `YYYY-MM-DD`.
 */
export function backupFileName(day: string): string {
  return `seulanga-cadangan-${day}.json`;
}
