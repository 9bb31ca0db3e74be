/**
 * Image preparation before storing: uploaded pictures are downscaled and re-encoded in the
 * browser (docs/product/decisions.md, "Data in the browser"), with browser-image-compression.
 */
import imageCompression from 'browser-image-compression';
import { accountMessages } from '@/shared/messages-account';
import { MAX_IMAGE_DATA_URL_LENGTH } from '@/domain/core/input-fields';

/** Accepted upload types (the `accept` attribute of image inputs). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

/** How to shrink an image. */
export interface ImagePreset {
  /** Longest side in CSS pixels. */
  maxSide: number;
  /** Target size in megabytes. */
  maxSizeMB: number;
}

/** Product photos: 800 px, about 150 KB. */
export const PRODUCT_IMAGE: ImagePreset = { maxSide: 800, maxSizeMB: 0.15 };
/** Avatars: 256 px, about 40 KB. */
export const AVATAR_IMAGE: ImagePreset = { maxSide: 256, maxSizeMB: 0.04 };

/** Raised when a file is not an image or stays too large. Its message is for the user. */
export class ImageError extends Error {}

/**
 * Downscales and re-encodes an image file as WebP and returns it as a data URL.
 * @throws ImageError when the file is not an image or cannot be made small enough.
 */
export async function prepareImage(file: File, preset: ImagePreset): Promise<string> {
  if (!file.type.startsWith('image/')) throw new ImageError(accountMessages.imageInvalid);
  let dataUrl: string;
  try {
    const compressed = await imageCompression(file, {
      maxSizeMB: preset.maxSizeMB,
      maxWidthOrHeight: preset.maxSide,
      fileType: 'image/webp',
      initialQuality: 0.8,
      useWebWorker: false,
    });
    dataUrl = await imageCompression.getDataUrlFromFile(compressed);
  } catch {
    throw new ImageError(accountMessages.imageInvalid);
  }
  if (dataUrl.length > MAX_IMAGE_DATA_URL_LENGTH) throw new ImageError(accountMessages.imageTooLarge);
  return dataUrl;
}
