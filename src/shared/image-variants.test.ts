import {
  IMAGE_VARIANT_WIDTHS,
  imageSrcSet,
  imageVariantUrl,
  isUploadedImageUrl,
  responsiveImageSources,
} from './image-variants';

const URL = `/api/images/${'ab12'.repeat(16)}`;

describe('responsive image URLs (docs/api.md, "Images")', () => {
  it('knows uploaded image URLs from every other kind', () => {
    expect(isUploadedImageUrl(URL)).toBe(true);
    for (const other of [
      '/images/products/kopi-gayo.svg',
      '/images/placeholder.svg',
      'data:image/png;base64,iVBORw0KGgo=',
      `${URL}?w=320&format=avif`,
      `https://seulanga.id${URL}`,
      `/api/images/${'AB12'.repeat(16)}`,
      `/api/images/${'ab'.repeat(31)}`,
      '',
    ])
      expect([other, isUploadedImageUrl(other)]).toEqual([other, false]);
  });

  it('names a variant by width and format in the query', () => {
    expect(imageVariantUrl(URL, 640, 'avif')).toBe(`${URL}?w=640&format=avif`);
    expect(imageVariantUrl(URL, 320, 'webp')).toBe(`${URL}?w=320&format=webp`);
  });

  it('lists every width with its w descriptor, ascending', () => {
    expect(IMAGE_VARIANT_WIDTHS).toEqual([320, 640, 960]);
    expect(imageSrcSet(URL, 'webp')).toBe(
      `${URL}?w=320&format=webp 320w, ${URL}?w=640&format=webp 640w, ${URL}?w=960&format=webp 960w`,
    );
  });

  it('gives AVIF then WebP sources for an uploaded image and none for other URLs', () => {
    expect(responsiveImageSources(URL)).toEqual([
      { type: 'image/avif', srcSet: imageSrcSet(URL, 'avif') },
      { type: 'image/webp', srcSet: imageSrcSet(URL, 'webp') },
    ]);
    expect(responsiveImageSources('/images/products/kopi-gayo.svg')).toEqual([]);
    expect(responsiveImageSources('')).toEqual([]);
  });
});
