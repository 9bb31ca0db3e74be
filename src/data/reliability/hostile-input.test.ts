/**
 * Hostile strings in every text field of every write path. Each write either stores
 * the text and reads it back equal after a reload (trimmed fields: equal to the trimmed text, the
 * forms' documented normalisation), or is refused with a ValidationError whose message is the
 * catalogue's Indonesian text. Never a crash, never a silently altered value, never a store that
 * reports itself corrupted on the next load.
 */
import { onTestFailed } from 'vitest';
import { createMemoryDriver, type MemoryDriver } from '@/testing/memory-driver';
import { ValidationError } from '@/data/errors';
import type { ShopData } from '@/domain/port/port';
import {
  address,
  createTally,
  HOSTILE_STRINGS,
  isEnglishDefault,
  openShop,
  partner,
  product,
  sessionRaw,
  store,
  tabView,
} from '@/testing/reliability-support';
import { kopiGayoAttachment, meutiaCheckout } from '@/testing/test-values';

const tally = createTally('hostile input');
afterAll(() => tally.print());

interface FieldCase {
  path: string;
  field: string;
  as: 'pembeli' | 'admin' | null;
  /** Whether the form trims this field (zod `.trim()`). */
  trimmed: boolean;
  write: (data: ShopData, value: string) => Promise<unknown>;
  /** Reads the field back through a fresh shop over the same storage (undefined when absent). */
  read: (driver: MemoryDriver, value: string) => Promise<string | undefined>;
}

const viewAs = async (driver: MemoryDriver, user: 'pembeli' | 'admin') => (await openShop(tabView(driver, sessionRaw(user)))).data;

const order = (field: keyof typeof meutiaCheckout): FieldCase => ({
  path: 'place order',
  field,
  as: 'pembeli',
  trimmed: true,
  write: (d, v) => d.orders.place({ ...meutiaCheckout, [field]: v }, [{ productId: 1, quantity: 1 }]),
  read: async (driver) => (await (await viewAs(driver, 'pembeli')).orders.listMine())[0]?.[field],
});
const addressField = (field: Exclude<keyof typeof address, 'isDefault'>): FieldCase => ({
  path: 'add address',
  field,
  as: 'pembeli',
  trimmed: true,
  write: (d, v) => d.account.addAddress({ ...address, [field]: v }),
  read: async (driver) => (await (await viewAs(driver, 'pembeli')).auth.currentUser())?.addresses.at(-1)?.[field],
});
const productField = (field: 'name' | 'category' | 'location' | 'partnerId' | 'image' | 'description'): FieldCase => ({
  path: 'add product',
  field,
  as: 'admin',
  trimmed: field !== 'image',
  write: (d, v) => d.products.save({ ...product, [field]: v }),
  read: async (driver) => (await (await viewAs(driver, 'admin')).products.list()).at(-1)?.[field],
});
const partnerField = (field: 'name' | 'location' | 'address' | 'featuredProduct'): FieldCase => ({
  path: 'add partner',
  field,
  as: 'admin',
  trimmed: true,
  write: (d, v) => d.partners.save({ ...partner, [field]: v }),
  read: async (driver) => (await (await viewAs(driver, 'admin')).partners.list()).at(-1)?.[field],
});
const storeField = (field: 'storeName' | 'storeAddress' | 'adminEmail'): FieldCase => ({
  path: 'store settings',
  field,
  as: 'admin',
  trimmed: true,
  write: (d, v) => d.settings.saveStore({ ...store, [field]: v }),
  read: async (driver) => (await (await viewAs(driver, 'admin')).settings.getStore())[field],
});
const contactField = (field: keyof typeof store.contacts): FieldCase => ({
  path: 'store settings',
  field: `contacts.${field}`,
  as: 'admin',
  trimmed: true,
  write: (d, v) => d.settings.saveStore({ ...store, contacts: { ...store.contacts, [field]: v } }),
  read: async (driver) => (await (await viewAs(driver, 'admin')).settings.getStore()).contacts[field],
});
const findUser = async (driver: MemoryDriver, match: (u: { username: string; email: string }) => boolean) =>
  (await (await viewAs(driver, 'admin')).users.list()).find(match);

const FIELDS: FieldCase[] = [
  {
    path: 'register',
    field: 'username',
    as: null,
    trimmed: true,
    write: (d, v) => d.auth.register({ username: v, email: 'hostil@contoh.id', password: 'rahasia1' }),
    read: async (driver) => (await findUser(driver, (u) => u.email === 'hostil@contoh.id'))?.username,
  },
  {
    path: 'register',
    field: 'email',
    as: null,
    trimmed: true,
    write: (d, v) => d.auth.register({ username: 'hostil', email: v, password: 'rahasia1' }),
    read: async (driver) => (await findUser(driver, (u) => u.username === 'hostil'))?.email,
  },
  {
    path: 'register',
    field: 'password',
    as: null,
    trimmed: false,
    write: (d, v) => d.auth.register({ username: 'hostil', email: 'hostil@contoh.id', password: v }),
    // A password is stored as a hash: "read back" means the same text signs in.
    read: async (driver, v) => {
      const { data } = await openShop(tabView(driver));
      return data.auth.login('hostil', v).then(
        () => v,
        () => undefined,
      );
    },
  },
  {
    path: 'review',
    field: 'text',
    as: 'pembeli',
    trimmed: true,
    write: (d, v) => d.reviews.add({ productId: 1, rating: 5, text: v }),
    read: async (driver) => (await (await viewAs(driver, 'pembeli')).reviews.listByProduct(1)).items[0]?.text,
  },
  {
    path: 'chat (buyer)',
    field: 'text',
    as: 'pembeli',
    trimmed: true,
    write: (d, v) => d.chat.send({ text: v }),
    read: async (driver) => (await (await viewAs(driver, 'pembeli')).chat.listMessages()).messages.at(-1)?.text,
  },
  {
    path: 'chat (admin)',
    field: 'text',
    as: 'admin',
    trimmed: true,
    write: (d, v) => d.chat.send({ text: v, buyerId: 'USR002' }),
    read: async (driver) => (await (await viewAs(driver, 'admin')).chat.listMessages('USR002')).messages.at(-1)?.text,
  },
  order('customerName'),
  order('customerPhone'),
  order('shippingAddress'),
  order('postalCode'),
  addressField('label'),
  addressField('recipientName'),
  addressField('phone'),
  addressField('fullAddress'),
  addressField('postalCode'),
  {
    path: 'profile',
    field: 'email',
    as: 'pembeli',
    trimmed: true,
    write: (d, v) => d.account.updateProfile({ email: v, profileImage: '' }),
    read: async (driver) => (await (await viewAs(driver, 'pembeli')).auth.currentUser())?.email,
  },
  {
    path: 'profile',
    field: 'profileImage',
    as: 'pembeli',
    trimmed: false,
    write: (d, v) => d.account.updateProfile({ email: 'pembeli@contoh.id', profileImage: v }),
    read: async (driver) => (await (await viewAs(driver, 'pembeli')).auth.currentUser())?.profileImage,
  },
  productField('name'),
  productField('category'),
  productField('location'),
  productField('partnerId'),
  productField('image'),
  productField('description'),
  {
    path: 'edit product',
    field: 'name',
    as: 'admin',
    trimmed: true,
    write: (d, v) => d.products.save({ ...product, name: v }, 1),
    read: async (driver) => (await (await viewAs(driver, 'admin')).products.get(1))?.name,
  },
  partnerField('name'),
  partnerField('location'),
  partnerField('address'),
  partnerField('featuredProduct'),
  storeField('storeName'),
  storeField('storeAddress'),
  storeField('adminEmail'),
  contactField('whatsapp'),
  contactField('instagram'),
  contactField('tiktok'),
  contactField('email'),
];

const cases = FIELDS.flatMap((field) => Object.entries(HOSTILE_STRINGS).map(([kind, value]) => ({ ...field, kind, value })));

describe('hostile strings in every text field', () => {
  it.each(cases)('$path $field <- $kind: stored exactly or refused in Indonesian', async ({ as, trimmed, write, read, value }) => {
    tally.add('tried');
    onTestFailed(() => tally.add('failures'));
    const driver = createMemoryDriver(as ? { initial: { currentUser: sessionRaw(as) } } : {});
    const { data } = await openShop(driver);
    const outcome = await write(data, value).then(
      () => ({ stored: true as const }),
      (error: unknown) => ({ stored: false as const, error }),
    );
    if (!outcome.stored) {
      expect(outcome.error).toBeInstanceOf(ValidationError);
      const message = (outcome.error as Error).message;
      expect(message.length).toBeGreaterThan(0);
      expect(isEnglishDefault(message), `not a catalogue message: ${message}`).toBe(false);
      tally.add('refused');
      return;
    }
    const expected = trimmed ? value.trim() : value;
    const readBack = await read(driver, value);
    expect(readBack === expected, 'read back differs from what was written').toBe(true);
    tally.add(readBack === value ? 'storedExactly' : 'storedTrimmed');
    // The stored hostile text never makes the next load report corrupted data.
    expect((await openShop(driver)).issues).toEqual([]);
  });

  it('a hostile product name sent with a chat attachment is refused, never stored: the catalogue names the product', async () => {
    const driver = createMemoryDriver({ initial: { currentUser: sessionRaw('pembeli') } });
    const { data } = await openShop(driver);
    for (const value of Object.values(HOSTILE_STRINGS)) {
      tally.add('tried');
      const forged = { id: 1, name: value };
      await expect(data.chat.send({ text: 'Tentang produk ini', product: forged })).rejects.toThrow(ValidationError);
      tally.add('refused');
    }
    await data.chat.send({ text: 'Tentang produk ini', product: { id: 1 } });
    expect((await (await viewAs(driver, 'pembeli')).chat.listMessages()).messages.map((m) => m.product)).toEqual([kopiGayoAttachment]);
    expect((await openShop(driver)).issues).toEqual([]);
  });

  it('login with hostile usernames is refused with the wrong-credentials message', async () => {
    const { data } = await openShop(createMemoryDriver());
    for (const value of Object.values(HOSTILE_STRINGS)) {
      tally.add('tried');
      await expect(data.auth.login(value, 'apa saja')).rejects.toThrow('Username atau password salah.');
    }
  });
});
