import { seed } from '@/data/seed';
import { filterAdminProducts } from './filter-admin-products';

const names = new Map(seed.partners.map((p) => [p.id, p.name]));
const found = (query: string) =>
  filterAdminProducts(seed.products, query, names).map((p) => p.name);

describe('filterAdminProducts', () => {
  it('returns the same list for a blank query', () => {
    expect(filterAdminProducts(seed.products, '  ', names)).toBe(seed.products);
  });

  it('matches name, category, location and partner name, ignoring case and accents', () => {
    expect(found('KOPI')).toEqual(
      expect.arrayContaining(['Kopi Arabika Gayo', 'Bubuk Kopi Ulee Kareeng']),
    );
    expect(found('herbal').length).toBeGreaterThan(0);
    expect(found('takengon')).toContain('Kopi Arabika Gayo');
    expect(found('nek limah')).toEqual(expect.arrayContaining(['Kue Adee', 'Bhoi']));
    expect(found('kué adee')).toEqual(['Kue Adee']);
    expect(found('tidak ada produk ini')).toEqual([]);
  });
});
