import { useQuery } from '@tanstack/react-query';
import { paymentAccountMessages } from '@/shared/messages-payment-accounts';

/** Draws `payload` as an SVG QR code in a data URL, loading the QR library (`qrcode`) first. */
async function drawQr(payload: string): Promise<string> {
  const qrcode = await import('qrcode');
  const svg = await qrcode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The store's QRIS as a QR image, drawn in the browser from its payload (the payment
 * instructions). The QR library (`qrcode`) is loaded with a dynamic import when this renders, so
 * it is in no page's first load (scripts/bundle-budget.json). An SVG in a data URL (the security
 * policy allows `data:` images), 256 CSS pixels wide at most and scaled down on narrow screens.
 * @param payload - the checked QRIS payload (src/domain/payment/qris.ts).
 * @param alt - the image's text alternative, e.g. 'Kode QRIS Seulanga'.
 */
export function QrisImage({ payload, alt }: { payload: string; alt: string }) {
  const image = useQuery({ queryKey: ['qris-image', payload], queryFn: () => drawQr(payload), staleTime: Infinity });
  if (image.isError) return <p role="alert" className="text-sm text-destructive">{paymentAccountMessages.qrisFailed}</p>;
  if (!image.data) {
    return <div role="status" aria-label="Memuat kode QRIS..." className="aspect-square w-full max-w-64 animate-pulse rounded-md bg-muted" />;
  }
  return (
    <img
      src={image.data}
      alt={alt}
      width={256}
      height={256}
      className="aspect-square h-auto w-full max-w-64 rounded-md border bg-white p-2"
    />
  );
}
