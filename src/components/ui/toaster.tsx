import { Toaster as Sonner, type ToasterProps } from 'sonner';

/**
 * The app's single toast outlet (sonner), with the spec's defaults: at most 3 toasts visible,
 * each shown for 4000 ms, top-center, rich colours and a close button. Render it once near the
 * root and pass the current `theme` (`'light' | 'dark'`); show toasts with `toast` from ./toast.ts (which loads sonner
 * and this outlet, through {@link ToastOutlet}, on the first toast).
 */
export function Toaster({ theme = 'light', toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      theme={theme}
      position="top-center"
      visibleToasts={3}
      duration={4000}
      richColors
      closeButton
      containerAriaLabel="Pemberitahuan"
      toastOptions={{ closeButtonAriaLabel: 'Tutup pemberitahuan', ...toastOptions }}
      {...props}
    />
  );
}
