/**
 * The classes the shop's modals share (Radix Dialog and AlertDialog underneath): the backdrop,
 * the centred panel and the corner close button, so the dialog, the alert dialog and the sheet
 * look alike.
 */

/** The dimmed backdrop under a dialog, an alert dialog or a sheet, fading in and out. */
export const MODAL_OVERLAY =
  'fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in';

/**
 * The panel of a dialog and an alert dialog: centred, at most the viewport tall (then scrolled),
 * zooming in and out.
 */
export const CENTRED_MODAL_PANEL =
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 text-foreground shadow-lg focus-visible:outline-hidden data-[state=closed]:animate-zoom-out data-[state=open]:animate-zoom-in sm:max-w-lg';

/** The `Tutup` button in a dialog's or a sheet's top right corner. */
export const MODAL_CLOSE_BUTTON =
  'absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden';
