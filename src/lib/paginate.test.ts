import { paginate } from './paginate';

const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('paginate', () => {
  it('cuts one page and reports the range', () => {
    expect(paginate(list(45), 2, 20)).toEqual({
      rows: list(40).slice(20),
      page: 2,
      pageCount: 3,
      total: 45,
      from: 21,
      to: 40,
    });
    expect(paginate(list(45), 3, 20)).toMatchObject({
      rows: [41, 42, 43, 44, 45],
      from: 41,
      to: 45,
    });
  });

  it('clamps the page to 1…pageCount', () => {
    expect(paginate(list(45), 99, 20).page).toBe(3);
    expect(paginate(list(45), 0, 20).page).toBe(1);
    expect(paginate(list(45), Number.NaN, 20).page).toBe(1);
    expect(paginate(list(45), Number.MAX_SAFE_INTEGER, 20).rows).toEqual([41, 42, 43, 44, 45]);
  });

  it('gives one empty page for an empty list', () => {
    expect(paginate([], 3)).toEqual({ rows: [], page: 1, pageCount: 1, total: 0, from: 0, to: 0 });
  });

  it('renders only one page of 10,000 rows', () => {
    const page = paginate(list(10_000), 500);
    expect(page.rows).toHaveLength(20);
    expect(page).toMatchObject({ pageCount: 500, from: 9981, to: 10_000 });
  });
});
