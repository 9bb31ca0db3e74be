import { useMemo } from 'react';
import { code128, drawingSVG } from 'bwip-js/browser';

/** Props of {@link ResiBarcode}. */
export interface ResiBarcodeProps {
  /** The courier's tracking number ('Nomor Resi', 5–40 letters, digits or hyphens). */
  value: string;
}

/**
 * The resi as a Code 128 barcode for the courier's scanner (docs/product/ui-names.md "Order
 * journey"), drawn by bwip-js as SVG with the number printed under it, shown as an image named
 * 'Barcode resi {value}' (an image, not injected markup). Nothing when the library refuses the
 * value, so the printed number below still serves.
 */
export function ResiBarcode({ value }: ResiBarcodeProps) {
  const source = useMemo(() => {
    try {
      const svg = code128({ bcid: 'code128', text: value, scale: 2, height: 10, includetext: true, textxalign: 'center' }, drawingSVG());
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    } catch {
      return null;
    }
  }, [value]);
  if (!source) return null;
  return <img src={source} alt={`Barcode resi ${value}`} className="mx-auto block h-16 max-w-full" />;
}
