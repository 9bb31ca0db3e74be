/**
 * The texts of the installable app's update prompt (docs/decisions/025-installable-app.md). A
 * catalogue of its own (src/shared/messages.ts holds the rest): only the worker's registration,
 * loaded after the first paint, reads them.
 */
export const appUpdateMessages = {
  updateAvailable: 'Versi baru tersedia',
  updateDescription: 'Muat ulang halaman untuk memakai versi terbaru toko.',
  reload: 'Muat Ulang',
} as const;
