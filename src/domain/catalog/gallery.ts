/**
 * A product's photo gallery (docs/product/decisions.md "Photo gallery"): up to
 * {@link MAX_PRODUCT_IMAGES} image URLs in order, the first is the main image and `image` always
 * equals it, so every reader of `image` (cards, cart, e-mails) keeps working. Both modes' saves
 * and the server's early check call these rules.
 */
import { accept, refuse, type Decision } from '../core/decision';
import { ValidationError } from '../core/errors';
import { galleryMessages } from '@/shared/messages-gallery';
import { adminMessages } from '@/shared/messages-admin';
import { withGallery } from '../core/gallery-record';

/** The most photos a product has. */
export const MAX_PRODUCT_IMAGES = 8;

/** The gallery fields of a product. */
export interface ProductImages {
  image: string;
  images: string[];
}

/** The refusal of more than {@link MAX_PRODUCT_IMAGES} photos: `PRODUCT_IMAGES_LIMIT` on `images`. */
export function tooManyImagesError(): ValidationError {
  const message = galleryMessages.tooMany(MAX_PRODUCT_IMAGES);
  return new ValidationError(message, { images: message }, 'PRODUCT_IMAGES_LIMIT');
}

/**
 * The gallery a product's save stores. Given `images` (a client that knows the gallery): those,
 * in their order, and `image` their first. Without them (a client of before the gallery sends
 * `image` only): a new product's gallery is `[image]`; an edit keeps the stored gallery when
 * `image` is still its first, else puts `image` in the first place, so such a client never
 * wipes the other photos.
 * @param details - the validated input (`image` required by the input schema).
 * @param existing - the stored product of an edit; none for a new one.
 * @returns the gallery, or ValidationError `PRODUCT_IMAGES_LIMIT` (more than
 * {@link MAX_PRODUCT_IMAGES}) or VALIDATION_FAILED (a repeated or empty photo).
 */
export function decideGallery(
  details: { image: string; images?: string[] },
  existing?: ProductImages | null,
): Decision<ProductImages> {
  let images: string[];
  if (details.images !== undefined && details.images.length > 0) images = details.images;
  else if (!existing) images = details.image ? [details.image] : [];
  else images = withGallery({ image: details.image, images: withGallery(existing).images }).images;
  if (images.length > MAX_PRODUCT_IMAGES) return refuse(tooManyImagesError());
  if (images.some((url) => url === '')) {
    return refuse(new ValidationError(adminMessages.productRequired, { images: adminMessages.productRequired }));
  }
  if (new Set(images).size !== images.length) {
    const message = galleryMessages.duplicate;
    return refuse(new ValidationError(message, { images: message }));
  }
  return accept({ image: images[0] ?? '', images });
}
