import { createMemoryDriver } from '@/testing/memory-driver';
import { createKeyValueShopData } from './shop-data';
import { DocumentStore } from './document-store';
import { demoSeed, seed } from '@/testing/seed';
import { DEMO_SEED_KEYS } from '@/domain/seed/keys';

describe('DocumentStore', () => {
  it('accepts plain strings that the prototype may have written (theme=dark)', () => {
    const store = new DocumentStore(createMemoryDriver({ initial: { theme: 'dark', storeName: 'Toko Aceh' } }));
    expect(store.read('theme')).toBe('dark');
    expect(store.read('storeName')).toBe('Toko Aceh');
  });

  it('resets a value of the wrong type to its default and keeps the original aside', () => {
    const driver = createMemoryDriver({ initial: { maintenanceMode: '"ya"' } });
    const store = new DocumentStore(driver, { now: () => new Date(1000) });
    const issues: string[] = [];
    store.onIssue((issue) => issues.push(issue.message));
    expect(store.read('maintenanceMode')).toBe(false);
    expect(driver.getItem('maintenanceMode.corrupt.1000')).toBe('"ya"');
    expect(issues).toEqual(['Data mode pemeliharaan di browser ini rusak dan telah dipulihkan. Salinan data lama disimpan untuk diperiksa.']);
  });

  it('announces another tab’s writes as external changes and serves the new value', () => {
    const driver = createMemoryDriver({ initial: { theme: '"light"' } });
    const store = new DocumentStore(driver);
    const changes: Array<[string[], string]> = [];
    store.subscribe((keys, origin) => changes.push([keys, origin]));
    expect(store.read('theme')).toBe('light');
    driver.writeExternally('theme', '"dark"');
    driver.writeExternally('somethingElse', '1');
    expect(changes).toEqual([[['theme'], 'external']]);
    expect(store.read('theme')).toBe('dark');
  });

  it('reads back the seed it wrote as the seed itself, with or without validation', async () => {
    const seeding = new DocumentStore(createMemoryDriver(), { seed });
    await seeding.seedIfAbsent();
    // Another store over the same strings must validate them and get the same values.
    const written = Object.fromEntries(
      Object.keys(seed).map((key) => [key, JSON.stringify(seed[key as keyof typeof seed])]),
    );
    const validating = new DocumentStore(createMemoryDriver({ initial: written }), { seed });
    const issues: string[] = [];
    validating.onIssue((issue) => issues.push(issue.message));
    for (const key of Object.keys(seed) as Array<keyof typeof seed>) {
      expect(seeding.read(key)).toEqual(seed[key]);
      expect(validating.read(key)).toEqual(seed[key]);
    }
    expect(issues).toEqual([]);
  });

  it("dates the demo seed from its clock at the first open (browser mode's seed: demoSeed)", async () => {
    const now = new Date('2027-03-31T17:05:00.000Z'); // 00:05 WIB on 1 April
    const driver = createMemoryDriver();
    const data = createKeyValueShopData(driver, { seed: demoSeed, now: () => now });
    await data.initialize();
    const dated = demoSeed(now);
    expect(JSON.parse(driver.getItem('orders')!)).toEqual(dated.orders);
    expect(JSON.parse(driver.getItem('reviews')!)).toEqual(dated.reviews);
    // Opened again a day later: what was written stays (only absent keys are seeded).
    const later = createKeyValueShopData(driver, { seed: demoSeed, now: () => new Date(now.getTime() + 86_400_000) });
    await later.initialize();
    expect(JSON.parse(driver.getItem('reviews')!)).toEqual(dated.reviews);
  });

  it("loads a lazy seed (browser mode's) only when one of its keys is absent or must be reset to it", async () => {
    const now = new Date('2026-11-20T05:00:00.000Z');
    const load = vi.fn(async () => demoSeed);
    const lazy = { keys: DEMO_SEED_KEYS, load };
    const driver = createMemoryDriver();
    await createKeyValueShopData(driver, { seed: lazy, now: () => now }).initialize();
    expect(load).toHaveBeenCalledTimes(1);
    expect(JSON.parse(driver.getItem('orders')!)).toEqual(demoSeed(now).orders);
    // A returning visitor: every seeded key is there, the seed's code is not loaded.
    await createKeyValueShopData(driver, { seed: lazy, now: () => now }).initialize();
    expect(load).toHaveBeenCalledTimes(1);
    // A seeded key that must be reset to the seed: loaded to repair it.
    driver.commit([['partners', '{kaput']]);
    await createKeyValueShopData(driver, { seed: lazy, now: () => now }).initialize();
    expect(load).toHaveBeenCalledTimes(2);
    expect(JSON.parse(driver.getItem('partners')!)).toEqual(demoSeed(now).partners);
  });

  it('writes nothing when a transaction throws', async () => {
    const driver = createMemoryDriver({ initial: { theme: '"light"' } });
    const store = new DocumentStore(driver);
    await expect(
      store.transact((tx) => {
        tx.set('theme', 'dark');
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    expect(driver.getItem('theme')).toBe('"light"');
  });
});

describe('session checks', () => {
  it('takes the role from the stored account, not from an edited session copy', async () => {
    const buyer = seed.users.find((u) => u.username === 'pembeli')!;
    const forged = { ...buyer, role: 'admin', password: undefined, passwordHash: undefined };
    const driver = createMemoryDriver({ initial: { currentUser: JSON.stringify(forged) } });
    const data = createKeyValueShopData(driver, { seed });
    await data.initialize();
    expect((await data.auth.currentUser())?.role).toBe('buyer');
    await expect(data.logs.listEmailLogs()).rejects.toThrow('Anda tidak memiliki akses ke halaman ini.');
  });

  it('drops a session whose account no longer exists', async () => {
    const driver = createMemoryDriver({
      initial: { currentUser: JSON.stringify({ id: 'USR404', username: 'hilang', email: '', role: 'buyer', profileImage: '', addresses: [] }) },
    });
    const data = createKeyValueShopData(driver, { seed });
    await data.initialize();
    expect(await data.auth.currentUser()).toBeNull();
  });
});
