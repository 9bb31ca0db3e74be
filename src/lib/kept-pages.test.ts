import { OFFLINE_CACHES } from '@/shared/offline-cache';
import { forgetKeptPages } from './kept-pages';

describe('forgetKeptPages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('deletes the kept pages only, not the shell or the images', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: (name: string) => Promise.resolve(deleted.push(name) > 0) });
    await forgetKeptPages();
    expect(deleted).toEqual([OFFLINE_CACHES.pages]);
  });

  it('resolves without the Cache API, and when the deletion is refused', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(forgetKeptPages()).resolves.toBeUndefined();
    vi.stubGlobal('caches', { delete: () => Promise.reject(new Error('SecurityError')) });
    await expect(forgetKeptPages()).resolves.toBeUndefined();
  });
});
