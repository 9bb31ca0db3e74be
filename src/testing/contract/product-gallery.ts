/**
 * The port's contract for a product's photo gallery (src/domain/catalog/gallery.ts): a product
 * saved with 3 photos reads back the same order with the first as `image`, everywhere it is read;
 * a reorder is kept; a save without `images` (a client of before the gallery) keeps the gallery;
 * a ninth photo is refused (`PRODUCT_IMAGES_LIMIT`) and nothing is written; backups of before the
 * gallery and of now restore. Run against the key-value adapters
 * (`src/testing/contract/product-gallery.test.ts`) and the HTTP adapter over the real server
 * (`src/testing/contract/http.test.ts`).
 */
import type { Product } from '@/domain/core/records';
import type { AdapterCase } from '@/testing/contract-adapters';

/** Images the shop serves in both modes (files of `public/images/products/`). */
const PHOTOS = [
  '/images/products/songket-aceh.svg',
  '/images/products/kopi-arabika-gayo.svg',
  '/images/products/bhoi.svg',
  '/images/products/keumamah.svg',
  '/images/products/kue-adee.svg',
  '/images/products/minyak-nilam.svg',
  '/images/products/kupiah-meukeutop.svg',
  '/images/products/dendeng-aceh.svg',
  '/images/products/sirup-pala.svg',
];

/** The product form's input of `product`, with `images` (and `image` their first). */
function withImages(product: Product, images: string[]) {
  const { id: _id, ...fields } = product;
  return { ...fields, image: images[0]!, images };
}

/** Declares the gallery cases for `adapter`. */
export function productGalleryContract(adapter: AdapterCase): void {
  describe(`product gallery contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('reads a product saved with 3 photos back in the same order, the first as image, and keeps a reorder', async () => {
      const data = await adapter.open({ as: 'admin' });
      const [template] = await data.products.list();
      const three = PHOTOS.slice(0, 3);
      const saved = await data.products.save({ ...withImages(template!, three), name: 'Produk Galeri' });
      expect(saved).toMatchObject({ image: three[0], images: three });

      const gallery = { image: three[0], images: three };
      expect(await data.products.get(saved.id)).toMatchObject(gallery);
      expect((await data.products.list()).find((p) => p.id === saved.id)).toMatchObject(gallery);
      expect((await data.products.getMany([saved.id]))[0]).toMatchObject(gallery);
      expect((await data.products.search({ q: 'Produk Galeri' })).items[0]).toMatchObject(gallery);

      const reordered = [three[2]!, three[0]!, three[1]!];
      await data.products.save(withImages(saved, reordered), saved.id);
      expect(await data.products.get(saved.id)).toMatchObject({ image: reordered[0], images: reordered });

      // A client of before the gallery sends `image` only: the other photos stay.
      const { images: _images, ...imageOnly } = withImages(saved, reordered);
      await data.products.save({ ...imageOnly, price: saved.price + 1 }, saved.id);
      expect(await data.products.get(saved.id)).toMatchObject({ image: reordered[0], images: reordered });
    });

    it('refuses a ninth photo with PRODUCT_IMAGES_LIMIT and writes nothing', async () => {
      const data = await adapter.open({ as: 'admin' });
      const [product] = await data.products.list();
      await expect(data.products.save(withImages(product!, PHOTOS.slice(0, 9)), product!.id)).rejects.toMatchObject({
        code: 'PRODUCT_IMAGES_LIMIT',
        message: 'Maksimal 8 gambar per produk.',
      });
      expect(await data.products.get(product!.id)).toEqual(product);
      await expect(data.products.save(withImages(product!, PHOTOS.slice(0, 8)), product!.id)).resolves.toMatchObject({
        images: PHOTOS.slice(0, 8),
      });
    });

    it('restores a backup of before the gallery (image only) and one of now', async () => {
      const data = await adapter.open({ as: 'admin' });
      const [product] = await data.products.list();
      await data.products.save(withImages(product!, PHOTOS.slice(0, 2)), product!.id);
      const backup = await data.backup.export();
      const products = backup.data.products as Product[];
      expect(products.find((p) => p.id === product!.id)).toMatchObject({ images: PHOTOS.slice(0, 2) });

      const old = products.map(({ images: _images, ...rest }) => rest);
      await data.backup.restore(JSON.parse(JSON.stringify({ ...backup, data: { ...backup.data, products: old } })));
      expect(await data.products.get(product!.id)).toMatchObject({ image: PHOTOS[0], images: [PHOTOS[0]] });

      await data.backup.restore(JSON.parse(JSON.stringify(backup)));
      expect(await data.products.get(product!.id)).toMatchObject({ image: PHOTOS[0], images: PHOTOS.slice(0, 2) });
    });
  });
}
