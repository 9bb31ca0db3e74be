import { jsx } from "react/jsx-runtime";
import { Toaster as Toaster$1 } from "sonner";
// src/components/ui/toaster.tsx
/**
* The app's single toast outlet (sonner), with the spec's defaults: at most 3 toasts visible,
* each shown for 4000 ms, top-center, rich colours and a close button. Render it once near the
* root and pass the current `theme` (`'light' | 'dark'`); show toasts with `toast` from ./toast.ts (which loads sonner
* and this outlet, through {@link ToastOutlet}, on the first toast).
*/
function Toaster({ theme = "light", toastOptions, ...props }) {
	return /* @__PURE__ */ jsx(Toaster$1, {
		theme,
		position: "top-center",
		visibleToasts: 3,
		duration: 4e3,
		richColors: true,
		closeButton: true,
		containerAriaLabel: "Pemberitahuan",
		toastOptions: {
			closeButtonAriaLabel: "Tutup pemberitahuan",
			...toastOptions
		},
		...props
	});
}
export { Toaster };
