import { useEffect, useId, useRef, useState } from 'react';
import { ArrowLeftIcon, ArrowRightIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FileField } from '@/components/ui/file-field';
import { Spinner } from '@/components/ui/spinner';
import { MAX_PRODUCT_IMAGES } from '@/domain/catalog/gallery';
import { IMAGE_ACCEPT, ImageError, PRODUCT_IMAGE, prepareImage } from '@/lib/image';
import { cn } from '@/lib/utils';
import { galleryMessages } from '@/shared/messages-gallery';

/** Props of {@link ProductGalleryEditor}. */
export interface ProductGalleryEditorProps {
  /** The photos in order (URLs or data URLs of photos just chosen); the first is the main image. */
  value: string[];
  /** Called with the photos after an addition, a removal or a move. */
  onChange: (images: string[]) => void;
  /** The form's message for the photos, if any. */
  error?: string;
  /** The file input's id (the form focuses it on an error); a generated one by default. */
  inputId?: string;
}

/** A control to focus after a move: the moved photo's button of the same kind, or its neighbour. */
interface PendingFocus {
  index: number;
  control: 'left' | 'right';
}

/**
 * The product dialog's `Gambar Produk` (docs/product/decisions.md "Photo gallery";
 * docs/product/ui-names.md "Admin"): the file field adds a photo (downscaled in the browser, as
 * before) up to {@link MAX_PRODUCT_IMAGES}, then it is disabled and says 'Maksimal 8 gambar per
 * produk.'; each photo is a group `Gambar n` with its preview `Pratinjau Gambar n` and the buttons
 * `Geser ke kiri`, `Geser ke kanan`, `Jadikan Gambar Utama` (not on the first, marked `Utama`) and
 * `Hapus Gambar`. Keyboard use: Tab and Enter; after a move the focus follows the photo. Two
 * photos a row on a phone, four from `sm`.
 */
export function ProductGalleryEditor({
  value,
  onChange,
  error,
  inputId,
}: ProductGalleryEditorProps) {
  const generatedId = useId();
  const id = inputId ?? generatedId;
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  // Set by a move; the render that shows the new order focuses the photo's button.
  const pendingFocus = useRef<PendingFocus | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const full = value.length >= MAX_PRODUCT_IMAGES;
  const message = localError ?? error;

  useEffect(() => {
    if (!pendingFocus.current) return;
    const { index, control } = pendingFocus.current;
    pendingFocus.current = null;
    const other = control === 'left' ? 'right' : 'left';
    const item = list.current?.children[index];
    const target = [control, other]
      .map((name) => item?.querySelector<HTMLButtonElement>(`[data-control="${name}"]`))
      .find((button) => button && !button.disabled);
    target?.focus();
  });

  async function add(file: File) {
    setLocalError(null);
    if (full) {
      setLocalError(galleryMessages.tooMany(MAX_PRODUCT_IMAGES));
      return;
    }
    setBusy(true);
    try {
      const url = await prepareImage(file, PRODUCT_IMAGE);
      if (value.includes(url)) setLocalError(galleryMessages.duplicate);
      else onChange([...value, url]);
    } catch (caught) {
      setLocalError(caught instanceof ImageError ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  function move(from: number, to: number, control: PendingFocus['control']) {
    const next = [...value];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    pendingFocus.current = { index: to, control };
    onChange(next);
  }

  function remove(index: number) {
    setLocalError(null);
    onChange(value.filter((_, i) => i !== index));
  }

  const hint = full
    ? galleryMessages.tooMany(MAX_PRODUCT_IMAGES)
    : galleryMessages.editorHint(value.length, MAX_PRODUCT_IMAGES);

  return (
    <div className="grid gap-3 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium">
        Gambar Produk
      </label>
      {value.length > 0 && (
        <ol
          ref={list}
          className="grid grid-cols-2 gap-3 sm:grid-cols-4"
          aria-label={galleryMessages.editorLabel}
        >
          {value.map((url, i) => (
            <li key={url}>
              <div
                role="group"
                aria-label={galleryMessages.image(i + 1)}
                className="grid content-start gap-2 rounded-md border p-2"
              >
                <div className="relative">
                  <img
                    src={url}
                    alt={`Pratinjau ${galleryMessages.image(i + 1)}`}
                    width={160}
                    height={120}
                    className="aspect-[4/3] h-auto w-full rounded bg-muted object-cover"
                  />
                  {i === 0 && (
                    <span className="absolute top-1 left-1 rounded bg-primary px-1.5 py-0.5 text-xs font-medium text-primary-foreground">
                      {galleryMessages.main}
                    </span>
                  )}
                </div>
                <div className="flex justify-between gap-1">
                  <Button
                    type="button"
                    variant="outline"
                    size="icon"
                    data-control="left"
                    aria-label={galleryMessages.moveLeft}
                    title={galleryMessages.moveLeft}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1, 'left')}
                  >
                    <ArrowLeftIcon aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="icon"
                    data-control="right"
                    aria-label={galleryMessages.moveRight}
                    title={galleryMessages.moveRight}
                    disabled={i === value.length - 1}
                    onClick={() => move(i, i + 1, 'right')}
                  >
                    <ArrowRightIcon aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="icon"
                    aria-label={galleryMessages.remove}
                    title={galleryMessages.remove}
                    onClick={() => remove(i)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
                {i > 0 && (
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    className="h-auto min-h-9 whitespace-normal"
                    onClick={() => move(i, 0, 'right')}
                  >
                    <StarIcon aria-hidden="true" />
                    {galleryMessages.makeMain}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className={cn('flex items-center gap-3', busy && 'opacity-80')}>
        {busy && <Spinner label="Menyiapkan gambar..." />}
        <FileField
          id={id}
          accept={IMAGE_ACCEPT}
          onFile={(file) => void add(file)}
          disabled={busy || full}
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
          {hint} JPG, PNG, WebP, GIF, atau AVIF; diperkecil otomatis.
        </p>
      )}
    </div>
  );
}
