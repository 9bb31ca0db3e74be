import { act, renderHook } from '@testing-library/react';
import { usePagination } from './use-pagination';

const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('usePagination', () => {
  it('pages 20 rows at a time and clamps the requested page', () => {
    const { result } = renderHook(() => usePagination(list(45), ''));
    expect(result.current).toMatchObject({ page: 1, pageCount: 3, start: 0 });
    expect(result.current.rows).toEqual(list(20));
    act(() => result.current.setPage(99));
    expect(result.current).toMatchObject({ page: 3, start: 40, rows: [41, 42, 43, 44, 45] });
    act(() => result.current.setPage(0));
    expect(result.current.page).toBe(1);
  });

  it('stays on the last page when the list shrinks and returns to page 1 on a new resetKey', () => {
    const { result, rerender } = renderHook(
      ({ items, key }) => usePagination(items, key, 10),
      { initialProps: { items: list(45), key: 'a' } },
    );
    act(() => result.current.setPage(5));
    expect(result.current.page).toBe(5);
    rerender({ items: list(25), key: 'a' });
    expect(result.current).toMatchObject({ page: 3, pageCount: 3, rows: [21, 22, 23, 24, 25] });
    rerender({ items: list(25), key: 'b' });
    expect(result.current.page).toBe(1);
  });
});
