import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ProductImage } from '@/components/product-image';
import { cn } from '@/lib/utils';
import { PRODUCT_PAGE_IMAGE_SIZES } from '@/shared/image-variants';
import { galleryViewMessages } from '@/shared/messages-gallery-view';

/** Horizontal travel in CSS pixels past which a touch drag on the main view is a swipe. */
const SWIPE_PX = 40;

/** Props of {@link ProductGallery}. */
export interface ProductGalleryProps {
  /** The product's photos in order (`Product.images`); the first is the main image. */
  images: string[];
  /** The product's name: the shown photo's text alternative. */
  name: string;
  /**
   * A photo to show (one of `images`, e.g. a chosen variant's `image`): the gallery switches to it
   * whenever it changes; '' or a URL not in `images` changes nothing.
   */
  selected?: string;
}

/**
 * The product page's photos (docs/product/decisions.md "Photo gallery"): the shown photo in a 4:3
 * box with its width and height set (no layout shift; the server-rendered page shows the main
 * image, loaded eagerly), and with more than one photo the thumbnails `Gambar 1` … `Gambar n`
 * as buttons (`aria-pressed` on the shown one; loaded lazily). The arrow keys, Home and End move
 * between the thumbnails and show each; a swipe on the main view shows the next or previous.
 */
export function ProductGallery({ images, name, selected }: ProductGalleryProps) {
  const [index, setIndex] = useState(() => Math.max(0, selected ? images.indexOf(selected) : 0));
  // A new `selected` switches the shown photo (adjusted while rendering, not in an effect).
  const [lastSelected, setLastSelected] = useState(selected);
  if (selected !== lastSelected) {
    setLastSelected(selected);
    const at = selected ? images.indexOf(selected) : -1;
    if (at >= 0) setIndex(at);
  }
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const shown = Math.min(index, Math.max(0, count - 1));

  const main = (
    <ProductImage
      key={images[shown] ?? ''}
      src={images[shown] ?? ''}
      alt={name}
      width={800}
      height={600}
      sizes={PRODUCT_PAGE_IMAGE_SIZES}
      priority
      className="rounded-xl border"
      draggable={false}
    />
  );
  if (count <= 1) return main;

  const show = (next: number, focus: boolean) => {
    const target = (next + count) % count;
    setIndex(target);
    if (focus) thumbnails.current[target]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: shown - 1, ArrowUp: shown - 1, ArrowRight: shown + 1, ArrowDown: shown + 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const travel = event.clientX - start;
    if (Math.abs(travel) >= SWIPE_PX) show(shown + (travel < 0 ? 1 : -1), false);
  };

  return (
    <div className="grid gap-3">
      {/* Vertical scrolling stays the browser's; a horizontal drag reaches the pointer handlers. */}
      <div
        className="touch-pan-y select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {main}
      </div>
      <p className="sr-only" aria-live="polite">
        {galleryViewMessages.shown(shown + 1, count)}
      </p>
      <div role="group" aria-label={galleryViewMessages.thumbnails} className="flex flex-wrap gap-2">
        {images.map((url, i) => (
          <button
            key={url}
            ref={(element) => {
              thumbnails.current[i] = element;
            }}
            type="button"
            aria-label={galleryViewMessages.image(i + 1)}
            aria-pressed={i === shown}
            tabIndex={i === shown ? 0 : -1}
            onClick={() => show(i, false)}
            onKeyDown={onKeyDown}
            className={cn(
              'w-16 overflow-hidden rounded-md border-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:w-20',
              i === shown ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
            )}
          >
            <ProductImage src={url} alt="" width={80} height={60} sizes="80px" />
          </button>
        ))}
      </div>
    </div>
  );
}
