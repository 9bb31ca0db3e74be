/** The capped total of the catalogue search (docs/api.md "Catalogue search"; both modes). */
import { cappedPageOf, cappedTotalOf, countLimitOf, EXACT_TOTAL_LIMIT, totalText } from './paging';

describe('cappedTotalOf', () => {
  it('is exact up to 1,000 matches and capped from 1,001 on the first pages', () => {
    const first = { page: 1, pageSize: 24 };
    expect(countLimitOf(first)).toBe(EXACT_TOTAL_LIMIT + 1);
    expect(cappedTotalOf(1000, first)).toEqual({ total: 1000, totalCapped: false, page: 1 });
    expect(cappedTotalOf(1001, first)).toEqual({ total: 1001, totalCapped: true, page: 1 });
  });

  it('counts past the requested page, so a deep page always knows its next one', () => {
    const deep = { page: 50, pageSize: 24 };
    expect(countLimitOf(deep)).toBe(50 * 24 + 1);
    expect(cappedTotalOf(1201, deep)).toEqual({ total: 1201, totalCapped: true, page: 50 });
    // The list ends on page 50: exact, and a page beyond the end answers the last page.
    expect(cappedTotalOf(1190, deep)).toEqual({ total: 1190, totalCapped: false, page: 50 });
    expect(cappedTotalOf(1100, { page: 99, pageSize: 24 })).toEqual({ total: 1100, totalCapped: false, page: 46 });
  });

  it('pages a whole list with the capped total, and shows it as the storefront does', () => {
    const items = Array.from({ length: 1500 }, (_, i) => i);
    expect(cappedPageOf(items, { page: 2, pageSize: 10 })).toEqual({ items: items.slice(10, 20), total: 1001, page: 2, pageSize: 10, totalCapped: true });
    expect(totalText({ total: 1001, totalCapped: true })).toBe('1.000+');
    expect(totalText({ total: 1000, totalCapped: false })).toBe('1.000');
    expect(totalText({ total: 7 })).toBe('7');
  });
});
