/**
 * The back-office lists and figures contracts (`src/testing/contract/back-office-lists.ts`,
 * `src/testing/contract/back-office-figures.ts`) against the key-value adapters; the HTTP adapter
 * runs the same cases in `http.test.ts`.
 */
import { searchAdminProducts, searchTransactions } from '@/domain/back-office/lists';
import { adapters } from '@/testing/contract-adapters';
import { backOfficeFiguresContract } from '@/testing/contract/back-office-figures';
import { backOfficeListsContract } from '@/testing/contract/back-office-lists';
import { seed } from '@/testing/seed';

for (const adapter of adapters) backOfficeListsContract(adapter);

describe('back-office list rules over the seed', () => {
  it('filters transactions by status and by transaction or order id', () => {
    const all = seed.transactions;
    const ids = (search: Parameters<typeof searchTransactions>[1]) =>
      searchTransactions(all, search).items.map((t) => t.id);
    for (const t of all) expect(ids({ q: t.id.toLowerCase() })).toContain(t.id);
    for (const t of all) expect(ids({ q: t.orderId, status: t.status })).toContain(t.id);
    expect(ids({ q: 'tidak-ada' })).toEqual([]);
  });

  it("matches products by their texts or their partner's name", () => {
    const found = (q: string) =>
      searchAdminProducts(seed.products, seed.partners, { q, pageSize: 100 }).items.map(
        (p) => p.name,
      );
    expect(found('KOPI')).toEqual(
      expect.arrayContaining(['Kopi Arabika Gayo', 'Bubuk Kopi Ulee Kareeng']),
    );
    expect(found('takengon')).toContain('Kopi Arabika Gayo');
    expect(found('nek limah')).toEqual(expect.arrayContaining(['Kue Adee', 'Bhoi']));
    expect(found('kué adee')).toEqual(['Kue Adee']);
    expect(found('tidak ada produk ini')).toEqual([]);
    expect(searchAdminProducts(seed.products, seed.partners, {}).items).toEqual(
      seed.products.slice(0, 20),
    );
  });
});

for (const adapter of adapters) backOfficeFiguresContract(adapter);
