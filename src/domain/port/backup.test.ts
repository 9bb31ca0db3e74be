/**
 * The `seulanga-backup` v1 rule shared by both modes (`src/data/backup.ts`), and the browser
 * adapter's export never holding a plain password.
 */
import { seed } from '@/testing/seed';
import { adapters, openStore, signedInAdmin } from '@/testing/contract-adapters';
import { legacyBuyer } from '@/testing/test-values';
import { assertBackupKeepsAdmin, parseBackup, toExportedUser } from './backup';
import { verifyPassword } from '../accounts/password';
import type { PasswordHash, Product, User } from '@/domain/core/records';

/** `products` as stored before variant promos: no variant carries `promoPrice`. */
const withoutVariantPromos = (products: readonly Product[]) =>
  products.map((product) => ({ ...product, variants: product.variants.map(({ promoPrice: _promo, ...variant }) => variant) }));
const variantsOf = (products: readonly Product[]) => products.flatMap((product) => product.variants);

const envelope = (data: Record<string, unknown>) => ({
  format: 'seulanga-backup',
  version: 1,
  exportedAt: '2025-11-05T00:00:00.000Z',
  data,
});

describe('parseBackup', () => {
  it('keeps every present key, a server hash of a user, and ignores the session and unknown keys', () => {
    const serverUser = {
      ...seed.users[0]!,
      passwordHash: undefined,
      serverPasswordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
    };
    const parsed = parseBackup(
      envelope({
        products: seed.products,
        users: [serverUser],
        currentUser: null,
        extra: 1,
        storeName: 'Toko',
      }),
    );
    expect(parsed.products).toEqual(seed.products);
    expect(parsed.users[0]!.serverPasswordHash).toBe(serverUser.serverPasswordHash);
    expect(parsed.storeName).toBe('Toko');
    expect(parsed).not.toHaveProperty('currentUser');
    expect(parsed).not.toHaveProperty('extra');
  });

  it('refuses a non-backup, a missing list, any invalid record and a wrong server hash, naming the place', () => {
    expect(() => parseBackup({ hello: 'world' })).toThrow(/bukan berkas cadangan Seulanga/);
    expect(() => parseBackup(envelope({ products: seed.products }))).toThrow(
      /data produk atau pengguna tidak ada/,
    );
    expect(() => parseBackup(envelope({ products: [{ id: 'x' }], users: seed.users }))).toThrow(
      /data "products\.0\.id"/,
    );
    expect(() =>
      parseBackup(
        envelope({
          products: seed.products,
          users: [{ ...seed.users[0], serverPasswordHash: 'plain' }],
        }),
      ),
    ).toThrow(/data "users\.0\.serverPasswordHash"/);
  });

  it('refuses a role or status outside its list instead of repairing it, in both modes', () => {
    const base = { products: seed.products, users: seed.users, orders: seed.orders, transactions: seed.transactions };
    expect(() => parseBackup(envelope({ ...base, users: [{ ...seed.users[1], role: 'superadmin' }] }))).toThrow(/data "users\.0\.role" tidak sesuai/);
    expect(() => parseBackup(envelope({ ...base, orders: [{ ...seed.orders[0], status: 'Lunas' }] }))).toThrow(/data "orders\.0\.status" tidak sesuai/);
    expect(() => parseBackup(envelope({ ...base, orders: [{ ...seed.orders[0], shippingStatus: 'Hilang' }] }))).toThrow(/data "orders\.0\.shippingStatus"/);
    expect(() => parseBackup(envelope({ ...base, transactions: [{ ...seed.transactions[0], status: 'Lunas' }] }))).toThrow(/data "transactions\.0\.status"/);
    expect(parseBackup(envelope(base)).orders).toEqual(seed.orders);
  });

  it("reads a product of a backup of before the status as 'active', keeps a stored status and refuses an unknown one", () => {
    const old = seed.products.map(({ status: _status, ...product }) => product);
    const parsed = parseBackup(envelope({ products: [...old, { ...old[0]!, id: 9, status: 'archived' }], users: seed.users }));
    expect(parsed.products.map((product) => product.status)).toEqual([...old.map(() => 'active'), 'archived']);
    expect(() => parseBackup(envelope({ products: [{ ...old[0]!, status: 'Arsip' }], users: seed.users }))).toThrow(/data "products\.0\.status"/);
  });

  it('reads a product of a backup of before the promo without one, keeps a stored promo and refuses a broken one', () => {
    const old = seed.products.map(({ promoPrice: _p, promoStart: _s, promoEnd: _e, ...product }) => product);
    const promo = { promoPrice: 99_000, promoStart: '2026-11-29T17:00:00.000Z', promoEnd: '2026-12-07T17:00:00.000Z' };
    const parsed = parseBackup(envelope({ products: [...old, { ...old[0]!, id: 9, ...promo }], users: seed.users }));
    expect(parsed.products.slice(0, -1).every((p) => p.promoPrice === null && p.promoStart === null && p.promoEnd === null)).toBe(true);
    expect(parsed.products.at(-1)).toMatchObject(promo);
    expect(() => parseBackup(envelope({ products: [{ ...old[0]!, promoPrice: 'murah' }], users: seed.users }))).toThrow(/data "products\.0\.promoPrice"/);
  });

  it("reads a variant of a backup of before variant promos with promoPrice null, keeps a stored one and refuses a broken one", () => {
    const old = withoutVariantPromos(seed.products);
    const [tiered] = old.filter((p) => p.variants.length > 0);
    const promoted = { ...tiered!, id: 9, variants: tiered!.variants.map((v, i) => (i === 0 ? { ...v, promoPrice: 1_000 } : v)) };
    const parsed = parseBackup(envelope({ products: [...old, promoted], users: seed.users }));
    expect(parsed.products.slice(0, -1)).toEqual(seed.products);
    expect(parsed.products.slice(0, -1).flatMap((p) => p.variants.map((v) => v.promoPrice))).toEqual(variantsOf(seed.products).map(() => null));
    expect(parsed.products.at(-1)!.variants.map((v) => v.promoPrice)).toEqual(promoted.variants.map((_, i) => (i === 0 ? 1_000 : null)));
    const broken = { ...promoted, variants: [{ ...promoted.variants[0]!, promoPrice: 'murah' }, ...promoted.variants.slice(1)] };
    expect(() => parseBackup(envelope({ products: [broken], users: seed.users }))).toThrow(/data "products\.0\.variants\.0\.promoPrice"/);
  });

  it.each(adapters)("reads stored variants of before variant promos, and restores an older backup's, with promoPrice null ($name adapter)", async (adapter) => {
    const old = JSON.stringify(withoutVariantPromos(seed.products));
    const { data } = await openStore(adapter, { ...signedInAdmin(), products: old });
    const promosOf = async () => variantsOf(await data.products.list()).map((v) => v.promoPrice);
    const none = variantsOf(seed.products).map(() => null);
    expect(none.length).toBeGreaterThan(0);
    expect(await promosOf()).toEqual(none);

    const backup = await data.backup.export();
    await data.backup.restore({ ...backup, data: { ...backup.data, products: JSON.parse(old) as unknown } });
    expect(await promosOf()).toEqual(none);
    expect(await data.products.list()).toEqual(seed.products);
  });

  it('carries the order limits: kept when valid, refused outside their range, absent in an older backup', () => {
    const base = { products: seed.products, users: seed.users };
    expect(parseBackup(envelope({ ...base, maxPerProduct: 5, maxUnpaidOrders: 2 }))).toMatchObject({ maxPerProduct: 5, maxUnpaidOrders: 2 });
    expect(() => parseBackup(envelope({ ...base, maxPerProduct: 0 }))).toThrow(/data "maxPerProduct" tidak sesuai/);
    expect(() => parseBackup(envelope({ ...base, maxUnpaidOrders: 51 }))).toThrow(/data "maxUnpaidOrders" tidak sesuai/);
    const older = parseBackup(envelope(base));
    expect(older).not.toHaveProperty('maxPerProduct');
    expect(older).not.toHaveProperty('maxUnpaidOrders');
  });

  it.each(adapters)('exports the order limits and restores an older backup without them ($name adapter)', async (adapter) => {
    const { data } = await openStore(adapter, signedInAdmin());
    await data.settings.saveOrderLimits({ maxPerProduct: 7, maxUnpaidOrders: 4, maxOpenOrders: 12, maxOpenOrdersNewBuyer: 2 });
    const backup = await data.backup.export();
    expect(backup.data).toMatchObject({ maxPerProduct: 7, maxUnpaidOrders: 4, maxOpenOrders: 12, maxOpenOrdersNewBuyer: 2 });
    const { maxPerProduct: _cap, maxUnpaidOrders: _unpaid, maxOpenOrders: _open, maxOpenOrdersNewBuyer: _new, ...older } = backup.data;
    await data.backup.restore({ ...backup, data: older });
    expect(await data.settings.getStore()).toMatchObject({ maxPerProduct: 7, maxUnpaidOrders: 4, maxOpenOrders: 12, maxOpenOrdersNewBuyer: 2 });
  });

  it('requires the restoring admin to be an admin in the backup', () => {
    const parsed = parseBackup(envelope({ products: [], users: seed.users }));
    expect(() => assertBackupKeepsAdmin(parsed, { id: 'USR001' })).not.toThrow();
    expect(() => assertBackupKeepsAdmin(parsed, { id: 'USR002' })).toThrow(
      /tidak memuat akun admin Anda/,
    );
  });
});

describe('exported users', () => {
  it('drop a plain password, hashing it when it is the only one', async () => {
    const hash: PasswordHash = {
      algorithm: 'PBKDF2-SHA-256',
      iterations: 1,
      salt: 'c2FsdA==',
      hash: 'aGFzaA==',
    };
    const legacy: User = { ...seed.users[1]!, passwordHash: undefined, password: 'rahasia' };
    delete legacy.passwordHash;
    expect(await toExportedUser(legacy, async () => hash)).toEqual({
      ...seed.users[1],
      passwordHash: hash,
    });
    expect(
      await toExportedUser({ ...seed.users[1]!, password: 'rahasia' }, async () => hash),
    ).toEqual(seed.users[1]);
  });

  it.each(adapters)(
    'the $name adapter exports a prototype account hashed, and it still signs in after a restore',
    async (adapter) => {
      const { data } = await openStore(adapter, {
        ...signedInAdmin(),
        users: JSON.stringify([...seed.users, legacyBuyer]),
      });
      const backup = await data.backup.export();
      const text = JSON.stringify(backup);
      expect(text).not.toContain('rahasia-lama');
      expect(text).not.toContain('"password"');
      const exported = (backup.data.users as User[]).find((u) => u.id === 'USR900')!;
      expect(await verifyPassword('rahasia-lama', exported.passwordHash!)).toBe(true);

      await data.backup.restore(JSON.parse(text));
      await data.auth.logout();
      expect(await data.auth.login('lama', 'rahasia-lama')).toMatchObject({ id: 'USR900' });
    },
  );
});
