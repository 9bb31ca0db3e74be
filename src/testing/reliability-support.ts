/**
 * Shared pieces of the reliability suite: a memory-backed shop over a given driver,
 * per-tab driver views, the hostile strings, and a tally each suite prints in its `afterAll`.
 */
import { createKeyValueShopData } from '@/data/adapters/key-value/shop-data';
import type { KeyValueDriver, RawWrite } from '@/data/adapters/key-value/driver';
import type { MemoryDriver } from '@/testing/memory-driver';
import type { DataIssue, ShopData } from '@/domain/port/port';
import { demoSeed, seed } from '@/testing/seed';
import { sessionUserSchema } from '@/domain/core/records';
import { PNG_DATA_URL } from './test-values';

/** A fixed clock: 22 Nov 2025 10:00 Asia/Jakarta, as milliseconds. */
export const FIXED_MS = Date.UTC(2025, 10, 22, 3, 0, 0);

/** A shop over `driver` with the spec's seed, fast hashing, a fixed clock and its issue reports. */
export async function openShop(
  driver: KeyValueDriver,
  options: { now?: () => Date; initialize?: boolean } = {},
): Promise<{ data: ShopData; issues: DataIssue[] }> {
  const data = createKeyValueShopData(driver, {
    // Dated from the shop's fixed clock, as its first open would write it.
    seed: demoSeed,
    passwordIterations: 1000,
    now: options.now ?? (() => new Date(FIXED_MS)),
  });
  const issues: DataIssue[] = [];
  data.onIssue((issue) => issues.push(issue));
  if (options.initialize !== false) await data.initialize();
  return { data, issues };
}

/** The raw session value of a seed user (signs them in without hashing). */
export function sessionRaw(username: string): string {
  const user = seed.users.find((u) => u.username === username);
  if (!user) throw new Error(`No seed user ${username}`);
  return JSON.stringify(sessionUserSchema.parse(user));
}

/**
 * One tab's view of a shared driver whose session key (`currentUser`) is kept per view, like a
 * per-client session on a server. Every other key, the lock and the commit are the shared
 * driver's, so two views race exactly as two clients of one store do. A commit is all or nothing
 * across the shared keys and the view's session.
 */
export function tabView(shared: KeyValueDriver, session: string | null = null): KeyValueDriver {
  let own = session;
  const isSession = (key: string) => key === 'currentUser';
  return {
    getItem: (key) => (isSession(key) ? own : shared.getItem(key)),
    commit(writes: readonly RawWrite[]) {
      shared.commit(writes.filter(([key]) => !isSession(key)));
      for (const [key, value] of writes) if (isSession(key)) own = value;
    },
    keys: () => [...shared.keys().filter((k) => !isSession(k)), ...(own === null ? [] : ['currentUser'])],
    withLock: (task) => shared.withLock(task),
    subscribeExternal: (listener) => shared.subscribeExternal(listener),
  };
}

/** Total characters held by a memory driver (keys + values), as its quota counts them. */
export function usedChars(driver: MemoryDriver): number {
  return Object.entries(driver.snapshot()).reduce((sum, [k, v]) => sum + k.length + v.length, 0);
}

/** A valid input of the matching write path. */
export const address = {
  label: 'Rumah',
  recipientName: 'Cut Meutia',
  phone: '081234567890',
  fullAddress: 'Jl. Sultan Iskandar Muda No. 5, Banda Aceh',
  postalCode: '23116',
  isDefault: true,
};
/** A valid input of the matching write path. */
export const product = {
  name: 'Kopi Robusta Lamno',
  category: 'Minuman',
  price: 45000,
  stock: 10,
  location: 'Lamno',
  partnerId: 'P001',
  image: PNG_DATA_URL,
  description: 'Kopi robusta dari Lamno.',
};
/** A valid input of the matching write path. */
export const partner = {
  name: 'UMKM Meulaboh',
  location: 'Meulaboh',
  address: 'Jl. Nasional, Meulaboh',
  coordinates: { lat: 4.14, lng: 96.13 },
  featuredProduct: 'Kopi',
  status: 'Active' as const,
};
/** A valid input of the matching write path. */
export const store = {
  storeName: 'Seulanga Baru',
  storeAddress: 'Jl. Teuku Umar No. 12, Banda Aceh',
  adminEmail: 'admin@seulanga.id',
  contacts: { whatsapp: '6281234567890', instagram: 'seulanga.aceh', tiktok: 'seulanga.aceh', email: 'halo@seulanga.id' },
  maintenanceMode: false,
};

/** Hostile strings, by name. */
export const HOSTILE_STRINGS: Record<string, string> = {
  scriptTag: '<script>alert("xss")</script>',
  imgOnerror: '<img src=x onerror="alert(1)"><b>tebal</b>',
  long100k: 'a'.repeat(100_000),
  rtlOverride: 'Kopi \u202Egpj.exe\u202C Gayo',
  emojiZwj: 'Keluarga 👨‍👩‍👧‍👦 dan bendera 🇮🇩 ✊🏽',
  nullByte: 'nol\u0000byte',
  loneHighSurrogate: 'tinggi\uD800sendiri',
  loneLowSurrogate: 'rendah\uDC00sendiri',
  whitespaceOnly: ' \t\n\u00A0\u3000 ',
  protoKey: '__proto__',
  jsonLike: '{"$ne":null}\\"; DROP TABLE produk; --',
};

/** Whether a text looks like one of zod's default English messages rather than the catalogue's. */
export function isEnglishDefault(message: string): boolean {
  return /\b(Invalid|expected|Too (big|small)|Required|must|received)\b/.test(message);
}

/** A named tally printed at the end of a suite. */
export function createTally(label: string) {
  const counts: Record<string, number> = {};
  return {
    add(name: string, by = 1) {
      counts[name] = (counts[name] ?? 0) + by;
    },
    counts,
    print() {
      console.log(`[reliability] ${label}: ${JSON.stringify(counts)}`);
    },
  };
}
