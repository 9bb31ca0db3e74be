import { useId, useState } from 'react';
import { ImageIcon } from 'lucide-react';
import { IMAGE_ACCEPT, ImageError, prepareImage, type ImagePreset } from '@/lib/image';
import { cn } from '@/lib/utils';
import { FileField } from './file-field';
import { Spinner } from './spinner';

/** Props of {@link ImageUpload}. */
export interface ImageUploadProps {
  /** The visible label (e.g. 'Gambar Produk', 'Foto Profil'). */
  label: string;
  /** The current image: a URL or data URL, or '' for none. */
  value: string;
  /** Called with the prepared data URL (downscaled, WebP). */
  onChange: (dataUrl: string) => void;
  /** How far to shrink the picture. */
  preset: ImagePreset;
  /** An error message to show (e.g. from the form). */
  error?: string;
  /** Preview shape. */
  shape?: 'square' | 'circle';
  className?: string;
}

/**
 * An image file field with preview (the shop's {@link FileField}: `Pilih berkas` and the file's
 * name): accepts image files only, downscales and re-encodes the
 * picture in the browser before handing it on (docs/product/decisions.md), and reports problems inline.
 */
export function ImageUpload({ label, value, onChange, preset, error, shape = 'square', className }: ImageUploadProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const message = localError ?? error;

  async function handleFile(file: File) {
    setBusy(true);
    setLocalError(null);
    try {
      onChange(await prepareImage(file, preset));
    } catch (caught) {
      setLocalError(caught instanceof ImageError ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={cn('grid gap-2', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-4">
        <div
          className={cn(
            'flex size-20 shrink-0 items-center justify-center overflow-hidden border bg-muted',
            shape === 'circle' ? 'rounded-full' : 'rounded-md',
          )}
        >
          {busy ? (
            <Spinner label="Menyiapkan gambar..." />
          ) : value ? (
            <img src={value} alt={`Pratinjau ${label}`} className="size-full object-cover" width={80} height={80} />
          ) : (
            <ImageIcon aria-hidden="true" className="size-8 text-muted-foreground" />
          )}
        </div>
        <FileField
          id={id}
          accept={IMAGE_ACCEPT}
          onFile={(file) => void handleFile(file)}
          disabled={busy}
          invalid={Boolean(message)}
          describedBy={message ? `${id}-error` : `${id}-hint`}
          className="flex-1"
        />
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          JPG, PNG, WebP, GIF, atau AVIF. Gambar diperkecil otomatis sebelum disimpan.
        </p>
      )}
    </div>
  );
}
