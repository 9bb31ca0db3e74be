import { KEY_SPECS } from './keys';
import { STORAGE_KEYS, isStorageKey } from './storage-keys';

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
