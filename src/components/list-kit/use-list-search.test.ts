import { act, renderHook } from '@testing-library/react';
import { ALL } from './filter-select';
import { useListSearch } from './use-list-search';

describe('useListSearch', () => {
  it('asks for page 1 of the whole list at first', () => {
    const { result } = renderHook(() => useListSearch<{ status: 'A' | 'B' }>(['status']));
    expect(result.current.search).toEqual({ page: 1 });
    expect(result.current.filtering).toBe(false);
    expect(result.current.filter('status').value).toBe(ALL);
    expect(result.current.searchField.value).toBe('');
  });

  it('asks for the filters set and the trimmed search, back on page 1 when they change', () => {
    const { result } = renderHook(() => useListSearch<{ status: 'A' | 'B' }>(['status']));
    act(() => result.current.setPage(3));
    expect(result.current.search).toEqual({ page: 3 });
    act(() => result.current.filter('status').onValueChange('B'));
    expect(result.current.search).toEqual({ page: 1, status: 'B' });
    act(() => result.current.searchField.onValueChange('  kopi '));
    expect(result.current.search).toEqual({ page: 1, status: 'B', q: 'kopi' });
    expect(result.current.filtering).toBe(true);
    act(() => result.current.filter('status').onValueChange(ALL));
    expect(result.current.search).toEqual({ page: 1, q: 'kopi' });
  });

  it('showAll clears the search and the filters and shows the page asked for', () => {
    const { result } = renderHook(() => useListSearch<{ status: 'A' | 'B' }>(['status']));
    act(() => {
      result.current.filter('status').onValueChange('A');
      result.current.searchField.onValueChange('kopi');
    });
    act(() => result.current.showAll(Number.MAX_SAFE_INTEGER));
    expect(result.current.search).toEqual({ page: Number.MAX_SAFE_INTEGER });
    expect(result.current.filtering).toBe(false);
  });
});
