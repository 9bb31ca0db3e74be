import { KEY_SPECS } from './key-specs';
import { STORAGE_KEYS, isStorageKey } from '@/shared/storage-keys';

describe('storage keys', () => {
  it('lists exactly the keys that have a schema, in their order', () => {
    expect([...STORAGE_KEYS]).toEqual(Object.keys(KEY_SPECS));
  });

  it('knows its own keys and nothing else', () => {
    for (const key of STORAGE_KEYS) expect(isStorageKey(key)).toBe(true);
    for (const key of ['', 'Products', 'toString', '__proto__', 'hasOwnProperty', 'constructor'])
      expect(isStorageKey(key)).toBe(false);
  });
});
