/**
 * Every storage key corrupted in turn, three ways each: not JSON, the wrong shape, and
 * the wrong types. The cases come from KEY_SPECS, so a new key is covered (and a new key whose
 * generic case is not detected fails here until it gets its own case).
 */
import { z } from 'zod';
import { createMemoryDriver } from '@/testing/memory-driver';
import { KEY_SPECS, STORAGE_KEYS, type StorageKey } from '@/domain/port/key-specs';
import { demoSeed } from '@/testing/seed';
import { messages } from '@/shared/messages';
import { seedProducts } from '@/domain/seed/products';
import { createTally, FIXED_MS, openShop, usedChars } from '@/testing/reliability-support';

/** The seed as the shop of `openShop` writes it: dated from its fixed clock. */
const seed = demoSeed(new Date(FIXED_MS));

const tally = createTally('corruption');
afterAll(() => tally.print());

type Way = 'invalidJson' | 'wrongShape' | 'wrongTypes';
const WAYS: Way[] = ['invalidJson', 'wrongShape', 'wrongTypes'];

/** A valid record for each list key (the seed's first, or a made-up one where the seed has none). */
function sampleRecord(key: StorageKey): Record<string, unknown> | undefined {
  const fromSeed = (seed as unknown as Partial<Record<string, unknown>>)[key];
  if (Array.isArray(fromSeed) && fromSeed[0]) return fromSeed[0] as Record<string, unknown>;
  if (key === 'cartItems') return { ...seedProducts[0]!, quantity: 2 };
  if (key === 'vouchers') {
    return {
      id: 'V1',
      code: 'HEMAT10',
      discountType: 'percent',
      value: 10,
      maxDiscount: 20_000,
      minSpend: 50_000,
      productIds: [],
      categories: [],
      quota: 50,
      perBuyerLimit: 1,
      used: 3,
      startsAt: null,
      endsAt: null,
      active: true,
      showInStore: false,
      createdAt: '2026-11-29T00:00:00.000Z',
    };
  }
  if (key === 'voucherUses') {
    return { voucherId: 'V1', orderId: 'ORD001', userId: 'USR002', code: 'HEMAT10', amount: 8_500, createdAt: '2026-11-29T00:00:00.000Z', releasedAt: null };
  }
  return undefined;
}

/** The same record with every number written as a string (the prototype's habit). */
function numbersAsStrings(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]),
  );
}

/** Wrong-type values for keys whose generic case (by the fallback's type) would still parse. */
const WRONG_TYPE_VALUES: Partial<Record<StorageKey, unknown>> = {
  currentUser: { id: 7, username: null, role: 'admin' },
  allChatMessages: { pembeli: [{ id: 1, sender: 'robot', text: null, timestamp: 5 }] },
  allUnreadCounts: { pembeli: { buyer: 'dua', admin: 'tiga' } },
  storeContacts: { whatsapp: 628, instagram: ['a'], email: null },
};

/** The raw value to store for a key corrupted one way. */
function corruptRaw(key: StorageKey, way: Way): string {
  const spec = KEY_SPECS[key];
  if (way === 'invalidJson') return '{"rusak": [1, 2,';
  if (spec.kind === 'list') {
    const sample = sampleRecord(key);
    if (way === 'wrongShape') return JSON.stringify({ 0: sample ?? 'x', length: 1, catatan: 'objek, bukan daftar' });
    if (!sample) throw new Error(`No sample record for list key "${key}": add one to sampleRecord()`);
    return JSON.stringify([
      sample,
      numbersAsStrings(sample),
      { id: `${String(sample.id)}-tanpa-isi` },
      null,
      // A record of the wrong type in its key (a voucher use is keyed by its voucher and order, not an id).
      'id' in sample ? { ...sample, id: typeof sample.id === 'number' ? 'bukan-angka' : 12345 } : { ...sample, voucherId: 12345 },
      'sampah',
    ]);
  }
  if (way === 'wrongShape') return JSON.stringify([{ rusak: true }, 1, 'dua']);
  if (key in WRONG_TYPE_VALUES) return JSON.stringify(WRONG_TYPE_VALUES[key]);
  const fallback = spec.fallback();
  if (typeof fallback === 'boolean') return JSON.stringify('ya');
  if (typeof fallback === 'string') return JSON.stringify(123);
  return JSON.stringify(null);
}

/** What the key holds after the repair (docs/product/decisions.md: valid records kept, else the seed, else the default). */
function expectedAfterRepair(key: StorageKey, way: Way): unknown {
  const spec = KEY_SPECS[key];
  if (spec.kind === 'list' && way === 'wrongTypes') {
    const sample = sampleRecord(key)!;
    return [spec.item.parse(sample), spec.item.parse(numbersAsStrings(sample))];
  }
  const seeded = (seed as unknown as Record<string, unknown>)[key];
  return seeded !== undefined ? seeded : spec.kind === 'list' ? [] : spec.fallback();
}

/** Keys whose schema is a plain string: a non-JSON raw value is read as that string (prototype data). */
const acceptsPlainString = (key: StorageKey) => {
  const spec = KEY_SPECS[key];
  return spec.kind === 'value' && spec.schema.safeParse('{"rusak": [1, 2,').success;
};

const cases = STORAGE_KEYS.flatMap((key) => WAYS.map((way) => ({ key, way })));

describe('every storage key corrupted in turn', () => {
  it('covers every key three ways', () => {
    expect(cases).toHaveLength(STORAGE_KEYS.length * 3);
    expect(STORAGE_KEYS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(cases)('$key, $way: loads, keeps the original aside, repairs and reports', async ({ key, way }) => {
    tally.add('cases');
    const raw = corruptRaw(key, way);
    const driver = createMemoryDriver({ initial: { [key]: raw } });
    const { data, issues } = await openShop(driver);
    const schema = KEY_SPECS[key].kind === 'list' ? z.array(KEY_SPECS[key].item) : KEY_SPECS[key].schema;

    if (way === 'invalidJson' && acceptsPlainString(key)) {
      // Designed: a plain string is a valid value of a text setting (the prototype wrote theme=dark).
      expect(issues).toEqual([]);
      expect(driver.getItem(key)).toBe(raw);
      tally.add('acceptedAsPlainString');
      return;
    }

    const backupKey = `${key}.corrupt.${FIXED_MS}`;
    expect(issues).toEqual([{ key, message: messages.storage.corrupted(KEY_SPECS[key].label), backupKey }]);
    expect(driver.getItem(backupKey)).toBe(raw);
    const stored = driver.getItem(key);
    const expected = expectedAfterRepair(key, way);
    if (expected === null) expect(stored).toBeNull();
    else expect(schema.parse(JSON.parse(stored!))).toEqual(expected);
    tally.add('repairedAndReported');

    // The repair lasts: a second load finds nothing to report, and the shop still answers.
    const again = await openShop(driver);
    expect(again.issues).toEqual([]);
    await expect(again.data.products.list()).resolves.toBeInstanceOf(Array);
    await expect(again.data.settings.getStore()).resolves.toMatchObject({ storeName: expect.any(String) });
    await data.auth.currentUser();
  });

  it('repairs in memory and still reports when storage is too full to keep the backup', async () => {
    const driver = createMemoryDriver();
    await openShop(driver);
    driver.writeExternally('products', '{"rusak":');
    driver.setQuota(usedChars(driver));
    const { data, issues } = await openShop(driver);
    expect(issues).toEqual([{ key: 'products', message: messages.storage.corrupted('produk') }]);
    expect(await data.products.list()).toEqual(seed.products);
    expect(driver.getItem('products')).toBe('{"rusak":');
    tally.add('cases');
  });

  it('corrupts every key at once and still loads, one report per key', async () => {
    const initial = Object.fromEntries(STORAGE_KEYS.map((key) => [key, corruptRaw(key, 'wrongShape')]));
    const driver = createMemoryDriver({ initial });
    const { data, issues } = await openShop(driver);
    expect(issues.map((i) => i.key).sort()).toEqual([...STORAGE_KEYS].sort());
    expect(await data.products.list()).toEqual(seed.products);
    expect(await data.auth.currentUser()).toBeNull();
    tally.add('cases');
  });
});
