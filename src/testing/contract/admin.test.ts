/**
 * The storage contract for the back office's changes, against the key-value adapters
 * (the cases live in `src/testing/contract/admin.ts`; the HTTP adapter runs them in
 * `http.test.ts`), plus the raw stored values of a refused restore.
 */
import { adapters, openStore, signedInAdmin } from '@/testing/contract-adapters';
import { adminContract } from '@/testing/contract/admin';

for (const adapter of adapters) adminContract(adapter);

describe.each(adapters)('key-value admin storage: $name adapter', (adapter) => {
  it('leaves the stored products byte for byte when a backup is refused', async () => {
    const { data, driver } = await openStore(adapter, signedInAdmin());
    const backup = await data.backup.export();
    await data.products.remove(1);
    const products = driver.getItem('products');
    await expect(data.backup.restore({ ...backup, data: { ...backup.data, products: [{ id: 'x' }] } })).rejects.toThrow(
      /Berkas cadangan tidak valid/,
    );
    await expect(data.backup.restore({ hello: 'world' })).rejects.toThrow(/Berkas cadangan tidak valid/);
    expect(driver.getItem('products')).toBe(products);
  });
});
