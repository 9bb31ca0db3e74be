/** A product's photo gallery (./gallery.ts): the stored gallery, a save's, and the limit of 8. */
import { describe, expect, it } from 'vitest';
import { decideGallery, MAX_PRODUCT_IMAGES } from './gallery';
import { productSchema, storedProductSchema } from '../core/records';
import { withGallery } from '../core/gallery-record';
import { productInputSchema } from './product-inputs';

const photos = (count: number) => Array.from({ length: count }, (_, i) => `/images/products/foto-${i + 1}.svg`);

describe('the stored gallery', () => {
  it('reads a record of before the gallery as [image], and one without a photo as none', () => {
    const old = { id: 1, name: 'Kopi', category: 'Minuman', price: 1, stock: 1, image: '/images/products/kopi.svg' };
    expect(storedProductSchema.parse(old)).toMatchObject({ image: '/images/products/kopi.svg', images: ['/images/products/kopi.svg'] });
    expect(storedProductSchema.parse({ ...old, image: '' })).toMatchObject({ image: '', images: [] });
    expect(productSchema.parse(old).images).toEqual([]);
  });

  it('keeps a stored gallery in its order, with image its first', () => {
    expect(withGallery({ image: '/a.png', images: ['/a.png', '/b.png'] })).toEqual({ image: '/a.png', images: ['/a.png', '/b.png'] });
    expect(withGallery({ image: '', images: ['/a.png', '/b.png'] })).toEqual({ image: '/a.png', images: ['/a.png', '/b.png'] });
  });

  it('puts an image a tool of before the gallery changed in the first place, keeping the other photos', () => {
    expect(withGallery({ image: '/n.png', images: ['/a.png', '/b.png'] })).toEqual({ image: '/n.png', images: ['/n.png', '/b.png'] });
    expect(withGallery({ image: '/b.png', images: ['/a.png', '/b.png'] })).toEqual({ image: '/b.png', images: ['/b.png'] });
  });
});

describe('decideGallery', () => {
  it('stores the given photos in order, the first as image', () => {
    const decision = decideGallery({ image: '/images/x.svg', images: photos(3) });
    expect(decision).toEqual({ ok: true, plan: { image: photos(3)[0], images: photos(3) } });
  });

  it('accepts 8 photos and refuses a ninth with PRODUCT_IMAGES_LIMIT on images', () => {
    expect(decideGallery({ image: photos(8)[0]!, images: photos(8) }).ok).toBe(true);
    const refused = decideGallery({ image: photos(9)[0]!, images: photos(9) });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.refusal.code).toBe('PRODUCT_IMAGES_LIMIT');
    expect(refused.refusal.message).toBe(`Maksimal ${MAX_PRODUCT_IMAGES} gambar per produk.`);
  });

  it('refuses a photo named twice', () => {
    const refused = decideGallery({ image: '/a.png', images: ['/a.png', '/a.png'] });
    expect(refused.ok || refused.refusal.code).toBe('VALIDATION_FAILED');
  });

  it('without images (a client of before the gallery): a new product has [image]', () => {
    expect(decideGallery({ image: '/a.png' })).toEqual({ ok: true, plan: { image: '/a.png', images: ['/a.png'] } });
  });

  it('without images, an edit keeps the gallery, or puts the new image first without losing the others', () => {
    const existing = { image: '/a.png', images: ['/a.png', '/b.png', '/c.png'] };
    expect(decideGallery({ image: '/a.png' }, existing)).toEqual({ ok: true, plan: existing });
    expect(decideGallery({ image: '/n.png' }, existing)).toEqual({ ok: true, plan: { image: '/n.png', images: ['/n.png', '/b.png', '/c.png'] } });
    expect(decideGallery({ image: '/c.png' }, existing)).toEqual({ ok: true, plan: { image: '/c.png', images: ['/c.png', '/b.png'] } });
  });
});

describe('the product input', () => {
  const input = { name: 'Kopi', category: 'Minuman', price: 1, stock: 1, location: 'Takengon', partnerId: 'P001', image: '/a.png' };

  it('takes images as an optional list of image references', () => {
    expect(productInputSchema.parse({ ...input, images: ['/a.png', '/b.png'] }).images).toEqual(['/a.png', '/b.png']);
    expect(productInputSchema.parse(input).images).toBeUndefined();
    expect(productInputSchema.safeParse({ ...input, images: ['javascript:alert(1)'] }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...input, images: 'a' }).success).toBe(false);
  });
});
