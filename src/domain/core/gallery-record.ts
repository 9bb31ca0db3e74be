/**
 * How a stored product's photo gallery is read (src/domain/catalog/gallery.ts has the save's
 * rules). Without zod, so that the product page, which reads it, does not load the schemas.
 */

/**
 * A record's gallery, old ones too, with `image` its first: a record of before the gallery (no
 * `images`) has `[image]`, or none without an image; one whose `image` is not its gallery's first
 * (written by a tool that knows `image` only) has that image in the first place, the other
 * photos kept.
 */
export function withGallery<T extends { image: string; images?: string[] }>(record: T): T & { image: string; images: string[] } {
  const stored = record.images ?? [];
  const { image } = record;
  const images = !image || stored[0] === image ? stored : [image, ...stored.slice(1).filter((url) => url !== image)];
  return { ...record, image: images[0] ?? '', images };
}
