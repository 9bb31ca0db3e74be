import { act, renderHook } from '@testing-library/react';
import { usePageNumber } from './use-page-number';

describe('usePageNumber', () => {
  it('keeps the page for the same filters and returns to page 1 when they change', () => {
    const { result, rerender } = renderHook(({ key }) => usePageNumber(key), {
      initialProps: { key: 'all|' },
    });
    act(() => result.current[1](3));
    expect(result.current[0]).toBe(3);
    rerender({ key: 'Pending|' });
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](0));
    expect(result.current[0]).toBe(1);
  });

  it('sets a page for filters changed in the same event', () => {
    const { result, rerender } = renderHook(({ key }) => usePageNumber(key), {
      initialProps: { key: 'kopi' },
    });
    act(() => result.current[1](Number.MAX_SAFE_INTEGER, ''));
    expect(result.current[0]).toBe(1);
    rerender({ key: '' });
    expect(result.current[0]).toBe(Number.MAX_SAFE_INTEGER);
  });
});
