/**
 * The port's contract for the catalogue search's words (docs/decisions/028-search-index.md): over
 * a fixed catalogue — the demo seed and three woven products added by the owner — a fixed list of
 * queries as buyers type them (a typo, a prefix, a stem, a misspelt town) answers the same top
 * results in every adapter, since both modes ask the same word index
 * (src/domain/catalog/search-index.ts). Run against the key-value adapters
 * (`src/testing/contract/catalog-search.test.ts`) and the HTTP adapter over the real server
 * (`src/testing/contract/http.test.ts`).
 */
import type { ShopData } from '@/domain/port/port';
import type { AdapterCase } from '@/testing/contract-adapters';

/** The names a catalogue search answers, in its order (the default: relevance). */
async function namesFound(data: ShopData, q: string): Promise<string[]> {
  return (await data.products.search({ q, pageSize: 100 })).items.map((product) => product.name);
}

/** Declares the catalogue search cases for `adapter`. */
export function catalogSearchContract(adapter: AdapterCase): void {
  describe(`catalogue search contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('answers typos, prefixes and stems with the same top results in every mode', async () => {
      const data = await adapter.open({ as: 'admin' });
      const template = (await data.products.list()).find((product) => product.variations.length === 0)!;
      const { id: _id, ...fields } = template;
      for (const [name, description] of [
        ['Tikar Anyaman Pandan', 'Tikar lipat dari daun pandan, dianyam tangan.'],
        ['Topi Anyaman Mengkuang', 'Topi lebar untuk ke sawah.'],
        ['Keranjang Rotan', 'Wadah belanja dari anyaman rotan.'],
      ] as const) {
        await data.products.save({ ...fields, name, description });
      }
      await adapter.signIn(data, 'buyer');

      // One typo in a word of five letters or more.
      expect((await namesFound(data, 'kopi gayu'))[0]).toBe('Kopi Arabika Gayo');
      // The woven products, the name's match before the description's.
      expect(await namesFound(data, 'anyaman')).toEqual(['Tas Anyaman Pandan', 'Tikar Anyaman Pandan', 'Topi Anyaman Mengkuang', 'Keranjang Rotan']);
      // A word still being typed, as the start of a word.
      expect((await namesFound(data, 'songk'))[0]).toBe('Kain Songket Aceh');
      // A misspelt second word.
      expect((await namesFound(data, 'minyak nilem'))[0]).toBe('Minyak Nilam Aceh');
      // A word by its stem: `dianyam` is `anyam`, not `anyaman`; the typed `menganyam` finds it.
      expect(await namesFound(data, 'menganyam')).toContain('Tikar Anyaman Pandan');
      // Nothing for a word no product holds, even loosely.
      expect(await namesFound(data, 'zzzz')).toEqual([]);
    });
  });
}
