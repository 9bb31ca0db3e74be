/**
 * Image uploads of the HTTP adapter: a product or profile image chosen in a form arrives as a data
 * URL; the server stores images by URL only (`docs/api.md`, "Images"), so the adapter uploads
 * the bytes first and sends the URL it gets back.
 */
import type { HttpClient } from './client';

/** A base64 image data URL: its media type and its bytes (base64). */
const IMAGE_DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,([a-z0-9+/=\s]*)$/i;

/** A decoded image data URL. */
export interface DecodedImage {
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * Decodes `value` when it is a base64 image data URL (`data:image/...;base64,...`).
 * @returns the media type and bytes, or null for anything else (a URL, a path, '').
 */
export function decodeImageDataUrl(value: string): DecodedImage | null {
  const match = IMAGE_DATA_URL.exec(value);
  if (!match) return null;
  let binary: string;
  try {
    binary = atob(match[2]!.replace(/\s+/g, ''));
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return { type: match[1]!.toLowerCase(), bytes };
}

/**
 * Uploads `value` when it is an image data URL and returns the image's server URL; returns any
 * other value unchanged.
 * @throws ValidationError (wrong format), DataError (too large, network) from the upload.
 */
export async function uploadIfDataUrl(client: HttpClient, value: string): Promise<string> {
  const image = decodeImageDataUrl(value);
  if (!image) return value;
  const { url } = await client.request<{ url: string }>('POST', '/api/images', {
    body: image.bytes,
    contentType: image.type,
  });
  return url;
}
