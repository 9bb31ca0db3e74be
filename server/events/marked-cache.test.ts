// @vitest-environment node
/** The bounded, overtakable cache under the per-instance caches (docs/server.md "Per-instance caches"). */
import { describe, expect, it } from 'vitest';
import { createMarkedCache } from './marked-cache';

describe('a marked cache', () => {
  it('keeps nothing read before an invalidation that came during the read', () => {
    const cache = createMarkedCache<string>({ max: 10 });
    const before = cache.mark();
    cache.forget(['other']);
    expect(cache.set('a', 'old', before)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set('a', 'new', cache.mark())).toBe(true);
    expect(cache.get('a')).toBe('new');
  });

  it('drops the entries an invalidation names, or all of them', () => {
    const cache = createMarkedCache<string>({ max: 10 });
    for (const value of ['x1', 'x2', 'y1']) cache.set(value, value, cache.mark());
    cache.forget(['x1', 'x2', 'absent']);
    expect([cache.get('x1'), cache.get('x2'), cache.get('y1')]).toEqual([undefined, undefined, 'y1']);
    cache.invalidate();
    expect(cache.size()).toBe(0);
  });

  it('stays within its bytes, least recently used out, and keeps no entry over the bound alone', () => {
    const cache = createMarkedCache<string>({ max: 100, maxSize: 1_000, sizeCalculation: (value) => value.length });
    for (let i = 0; i < 50; i += 1) cache.set(`k${i}`, 'x'.repeat(100), cache.mark());
    expect(cache.size()).toBe(10);
    expect(cache.bytes()).toBe(1_000);
    expect(cache.get('k49')).toBeDefined();
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.set('huge', 'x'.repeat(1_001), cache.mark())).toBe(false);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.bytes()).toBeLessThanOrEqual(1_000);
  });
});
