/**
 * The storage port's core contract (catalogue, session, cart, orders, logs, changes), written
 * against the port and the {@link AdapterCase} hooks so every adapter answers it: the key-value
 * adapters (`src/testing/contract/storage.test.ts`) and the HTTP adapter over the real server
 * (`src/testing/contract/http.test.ts`).
 */
import { messages } from '@/shared/messages';
import { normalizeCatalogSearch, type CatalogProduct, type CatalogSearch, type ProductSort } from '@/domain/catalog/query';
import { indexProductList } from '@/domain/catalog/search-index';
import { productsOnSale } from '@/domain/catalog/on-sale';
import { EXACT_TOTAL_LIMIT } from '@/domain/core/paging';
import { CATEGORIES, type Product } from '@/domain/core/records';
import { chargedKilograms } from '@/domain/shipping/cost';
import type { ProductInput } from '@/domain/catalog/product-inputs';
import { seed } from '@/testing/seed';
import type { AdapterCase } from '@/testing/contract-adapters';
import { shipping } from '@/testing/test-values';
import { ValidationError } from '@/data/errors';
import type { ShopData } from '@/domain/port/port';

/**
 * Products whose texts test the catalogue search: accents, the `LIKE` wildcards `%` and `_`, a
 * backslash, numbers in names, equal prices, a category outside the spec's six.
 */
const SEARCH_PRODUCTS: Array<Pick<ProductInput, 'name' | 'category' | 'price' | 'description' | 'location'>> = [
  { name: 'Café Sanger', category: 'Minuman', price: 25000, description: 'Kopi susu khas Aceh', location: 'Banda Aceh' },
  { name: 'Kopi 100% Robusta', category: 'Minuman', price: 25000, description: 'Bubuk kopi', location: 'Pidie' },
  { name: 'Teh_Tarik', category: 'Minuman', price: 15000, description: '', location: 'Lhokseumawe' },
  { name: 'Kue Keukarah 10', category: 'Makanan', price: 30000, description: 'Isi 10', location: 'Sigli' },
  { name: 'kue keukarah 2', category: 'Makanan', price: 30000, description: 'Isi 2', location: 'Sigli' },
  { name: 'Buku Resep Aceh', category: 'Buku', price: 80000, description: 'Takaran 1\\2 gelas', location: 'Banda Aceh' },
];

/** Adds {@link SEARCH_PRODUCTS} as the admin, then acts as a visitor. @returns the saved products. */
async function addSearchProducts(adapter: AdapterCase, data: ShopData): Promise<Product[]> {
  await adapter.signIn(data, 'admin');
  const saved: Product[] = [];
  for (const input of SEARCH_PRODUCTS) {
    saved.push(
      await data.products.save({ ...input, stock: 5, partnerId: 'P001', image: '/images/products/kopi-arabika-gayo.webp' }),
    );
  }
  await adapter.signIn(data, null);
  return saved;
}

/** Every page of a search, `pageSize` at a time, checked for consistent totals and page numbers. */
/**
 * A catalogue page's products without the card's figures (units sold, reviews), which the case
 * 'gives each catalogue card its units sold and rating' checks: the pages here are compared with
 * the stored products.
 */
function withoutFigures<T extends { items: readonly CatalogProduct[]; facets?: unknown }>(page: T): Omit<T, 'items' | 'facets'> & { items: Product[] } {
  const { facets: _facets, ...rest } = page;
  return { ...(rest as Omit<T, 'items' | 'facets'>), items: page.items.map(({ unitsSold: _sold, reviewCount: _count, ratingAverage: _rating, ...product }) => product) };
}

/** Every match of `search` among `products` by the one rule (src/domain/catalog/search-index.ts), in order. */
function searchByTheRule(products: readonly Product[], search: CatalogSearch): Product[] {
  const index = indexProductList(products, () => true);
  const byId = new Map(products.map((product) => [product.id, product]));
  const found: Product[] = [];
  for (let page = 1; ; page++) {
    const answer = index.search(normalizeCatalogSearch({ ...search, page, pageSize: 100 }));
    if (answer.page < page) return found;
    found.push(...answer.ids.map((id) => byId.get(id)!));
    if (found.length >= answer.total) return found;
  }
}

async function allPages(data: ShopData, search: CatalogSearch, pageSize: number): Promise<Product[]> {
  const items: Product[] = [];
  for (let page = 1; ; page++) {
    const result = withoutFigures(await data.products.search({ ...search, page, pageSize }));
    expect(result.page).toBe(Math.min(page, Math.max(1, Math.ceil(result.total / pageSize))));
    expect(result.pageSize).toBe(pageSize);
    if (result.page < page) return items;
    items.push(...result.items);
    if (items.length >= result.total) {
      expect(items).toHaveLength(result.total);
      return items;
    }
  }
}

const names = (products: Product[]) => products.map((product) => product.name);

/** Declares the core contract's cases for `adapter`. */
export function storageContract(adapter: AdapterCase): void {
  describe(`storage contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('seeds every absent key on first load with the spec counts', async () => {
      const data = await adapter.open();
      expect(await data.products.list()).toHaveLength(17);
      expect(await data.partners.list()).toHaveLength(7);
      expect((await data.reviews.listByProduct(seed.reviews[0]!.productId)).items).not.toHaveLength(0);
    });

    it('searches the catalogue as the one rule does: category, every term, accents, wildcards, sorts, pages', async () => {
      const data = await adapter.open();
      await addSearchProducts(adapter, data);
      // The catalogue lists the products on sale (the seed's Nonaktif partner's are not).
      const all = productsOnSale(await data.products.list(), await data.partners.list());
      const searches: CatalogSearch[] = [
        {},
        { category: 'Minuman' },
        { category: 'Tidak Ada' },
        { q: 'KOPI' },
        { q: 'CAFÉ sanger' },
        { q: 'banda aceh' },
        { q: 'minuman pidie' },
        { q: '100%' },
        { q: 'sang' },
        { q: 'robustaa' },
        { q: 'x' },
        { category: 'Makanan', q: 'keukarah', sort: 'name' },
        ...(['default', 'price-asc', 'price-desc', 'name', 'newest'] as const).map((sort) => ({ sort })),
        { category: 'Minuman', q: 'kopi', sort: 'price-desc' },
      ];
      for (const search of searches) {
        expect(await allPages(data, search, 4), JSON.stringify(search)).toEqual(searchByTheRule(all, search));
      }
    });

    it('searches by words ignoring case and accents: typos, the word being typed, stems, punctuation', async () => {
      const data = await adapter.open();
      await addSearchProducts(adapter, data);
      const search = async (query: CatalogSearch) => names((await data.products.search(query)).items);
      expect((await data.products.search({ category: 'Minuman', pageSize: 3 })).items.map((p) => p.id)).toEqual([1, 71, 104]);
      expect(await search({ q: 'gayo' })).toEqual(['Kopi Arabika Gayo', 'Madu Hutan Gayo', 'Kopi Gayo Peaberry Sangrai']);
      expect(await search({ q: 'cafe' })).toEqual(['Café Sanger']);
      expect(await search({ q: 'SANGER café' })).toEqual(['Café Sanger']);
      expect(await search({ q: 'kopi 100%' })).toEqual(['Kopi 100% Robusta']);
      expect(await search({ q: 'teh_tar' })).toEqual(['Teh_Tarik']);
      expect(await search({ q: 'takaran 1\\2' })).toEqual(['Buku Resep Aceh']);
      expect(await search({ q: 'cafe sang' })).toEqual(['Café Sanger']);
      expect(await search({ q: '100 robustaa' })).toEqual(['Kopi 100% Robusta']);
      expect(await search({ q: 'tidak-ada-produk-ini' })).toEqual([]);
      expect(await search({ category: 'Makanan', q: 'keukarah', sort: 'name' })).toEqual(['kue keukarah 2', 'Kue Keukarah 10']);
      // Equal prices keep the stored order.
      expect((await search({ category: 'Minuman', sort: 'price-asc' })).slice(0, 3)).toEqual(['Teh_Tarik', 'Café Sanger', 'Kopi 100% Robusta']);
      expect((await search({ sort: 'newest' }))[0]).toBe('Buku Resep Aceh');
    });

    it('pages the catalogue: total, page size and page clamped', async () => {
      const data = await adapter.open();
      // The catalogue lists the products on sale (the seed's Nonaktif partner's are not).
      const all = productsOnSale(await data.products.list(), await data.partners.list());
      const second = withoutFigures(await data.products.search({ page: 2, pageSize: 4 }));
      expect(second).toEqual({ items: all.slice(4, 8), total: all.length, page: 2, pageSize: 4, totalCapped: false });
      const last = Math.ceil(all.length / 4);
      expect(withoutFigures(await data.products.search({ page: 999, pageSize: 4 }))).toEqual({
        items: all.slice((last - 1) * 4),
        total: all.length,
        page: last,
        pageSize: 4,
        totalCapped: false,
      });
      expect(withoutFigures(await data.products.search({ page: -3, pageSize: 0 }))).toMatchObject({ page: 1, pageSize: 1, items: [all[0]] });
      expect(withoutFigures(await data.products.search({ pageSize: 1000 }))).toMatchObject({ pageSize: 100, total: all.length });
      expect(withoutFigures(await data.products.search({}))).toMatchObject({ page: 1, pageSize: 24, items: all.slice(0, 24) });
      expect(withoutFigures(await data.products.search({ q: 'tidak-ada', page: 5 }))).toEqual({
        items: [],
        total: 0,
        page: 1,
        pageSize: 24,
        totalCapped: false,
      });
    });

    it('counts matches exactly up to 1.000, then stops counting ("1.000+") and still pages on', async () => {
      const data = await adapter.open();
      const template = (await data.products.list())[0]!;
      // 1,000 in one category, 100 in another, all named "Kerupuk Massal n".
      const many = Array.from({ length: 1100 }, (_, i) => ({
        ...template,
        id: 100_000 + i,
        name: `Kerupuk Massal ${i + 1}`,
        category: i < EXACT_TOTAL_LIMIT ? 'Massal A' : 'Massal B',
      }));
      await adapter.addProducts(data, many);
      const ids = (products: Product[]) => products.map((product) => product.id);
      const exact = await data.products.search({ category: 'Massal A', pageSize: 24 });
      expect(exact).toMatchObject({ total: 1000, totalCapped: false, page: 1 });
      expect(ids(exact.items)).toEqual(ids(many.slice(0, 24)));
      const capped = await data.products.search({ q: 'kerupuk  MASSAL', pageSize: 24 });
      expect(capped).toMatchObject({ total: EXACT_TOTAL_LIMIT + 1, totalCapped: true, page: 1, pageSize: 24 });
      expect(ids(capped.items)).toEqual(ids(many.slice(0, 24)));
      // Past the first 1.000 the count follows the page asked for, so a next page is always known.
      const deep = await data.products.search({ q: 'kerupuk massal', page: 45, pageSize: 24 });
      expect(deep).toMatchObject({ total: 45 * 24 + 1, totalCapped: true, page: 45 });
      expect(ids(deep.items)).toEqual(ids(many.slice(44 * 24, 45 * 24)));
      expect(withoutFigures(await data.products.search({ q: 'kerupuk massal', page: 46, pageSize: 24 }))).toEqual({
        items: many.slice(45 * 24),
        total: 1100,
        page: 46,
        pageSize: 24,
        totalCapped: false,
      });
      expect(await data.products.search({ q: 'kerupuk massal', page: 999, pageSize: 24 })).toMatchObject({
        total: 1100,
        page: 46,
        totalCapped: false,
      });
    });

    it('refuses an unknown sort, a page that is no number and an overlong search text', async () => {
      const data = await adapter.open();
      const refused = data.products.search({ sort: 'cheapest' as ProductSort });
      await expect(refused).rejects.toBeInstanceOf(ValidationError);
      await expect(refused).rejects.toThrow('Urutan produk tidak dikenal.');
      await expect(data.products.search({ page: Number.NaN })).rejects.toThrow('Nomor halaman tidak valid.');
      await expect(data.products.search({ q: 'k'.repeat(201) })).rejects.toThrow('Teks pencarian maksimal 200 karakter.');
      // The HTTP adapter leaves the check to the server: the same refusals, the same clamping.
      await expect(data.products.search({ page: Number.POSITIVE_INFINITY })).rejects.toThrow('Nomor halaman tidak valid.');
      await expect(data.products.search({ pageSize: Number.NEGATIVE_INFINITY })).rejects.toThrow('Nomor halaman tidak valid.');
      await expect(data.products.search({ q: ' '.repeat(201) })).rejects.toThrow('Teks pencarian maksimal 200 karakter.');
      await expect(data.products.search({ sort: 'default' })).resolves.toMatchObject({ page: 1, pageSize: 24 });
      expect(await data.products.search({ page: 2.9, pageSize: 2.5 })).toMatchObject({ page: 2, pageSize: 2 });
      const last = await data.products.search({ page: 1e25, pageSize: 4 });
      expect(last.page).toBe(Math.ceil(last.total / 4));
    });

    it('finds a changed product by its new texts only', async () => {
      const data = await adapter.open();
      const [cafe] = await addSearchProducts(adapter, data);
      await adapter.signIn(data, 'admin');
      await data.products.save({ ...cafe!, name: 'Kopi Sanger', description: 'Kopi tarik' }, cafe!.id);
      await adapter.signIn(data, null);
      expect(names((await data.products.search({ q: 'cafe' })).items)).toEqual([]);
      expect(names((await data.products.search({ q: 'sanger tarik' })).items)).toEqual(['Kopi Sanger']);
    });

    it('gets the given products that exist, in the order asked, and lists the categories', async () => {
      const data = await adapter.open();
      const [kopi, bubuk] = await Promise.all([data.products.get(1), data.products.get(71)]);
      expect(await data.products.getMany([71, 999_999, 1, 71])).toEqual([bubuk, kopi]);
      expect(await data.products.getMany([])).toEqual([]);
      // More ids than one server request takes.
      const many = Array.from({ length: 150 }, (_, i) => 2_000_000 + i);
      expect(await data.products.getMany([...many, 1])).toEqual([kopi]);
      expect(await data.products.listCategories()).toEqual([...CATEGORIES]);
      await addSearchProducts(adapter, data);
      expect(await data.products.listCategories()).toEqual([...CATEGORIES, 'Buku']);
    });

    it('registers, rejects duplicates, logs in with the hash and logs out', async () => {
      const data = await adapter.open();
      const user = await data.auth.register({ username: 'teuku', email: 'teuku@example.com', password: 'rahasia1' });
      expect(user.role).toBe('buyer');
      expect(await adapter.storedUsers(data)).not.toContain('rahasia1');
      await expect(data.auth.register({ username: 'Teuku', email: 'x@example.com', password: 'rahasia1' })).rejects.toThrow(
        'Username sudah digunakan.',
      );
      await expect(data.auth.register({ username: 'lain', email: 'TEUKU@example.com', password: 'rahasia1' })).rejects.toThrow(
        'Email sudah digunakan.',
      );
      await expect(data.auth.login('teuku', 'salah')).rejects.toThrow('Username atau password salah.');
      expect((await data.auth.login('teuku', 'rahasia1')).username).toBe('teuku');
      expect((await data.auth.currentUser())?.username).toBe('teuku');
      await data.auth.logout();
      expect(await data.auth.currentUser()).toBeNull();
    });

    it('refuses cart changes without a buyer session', async () => {
      const data = await adapter.open();
      await expect(data.cart.add(1)).rejects.toThrow();
    });

    it('places an order in one step and confirms its payment', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const product = (await data.products.list()).find((p) => p.stock >= 2)!;
      await data.cart.add(product.id);
      await data.cart.add(product.id);
      const { order, transaction } = await data.orders.place(shipping);
      expect(order).toMatchObject({ status: 'Pending', shippingStatus: 'Menunggu Konfirmasi Admin', userId: 'USR002' });
      expect(order.paymentCode).toMatch(/^TJ-\d{12}$/);
      // Shipping: JNE to Kota Banda Aceh, 9,000 per started kilogram.
      const shippingCost = chargedKilograms(product.weight * 2) * 9000;
      expect(order).toMatchObject({ subtotal: product.price * 2, shippingCost, total: product.price * 2 + shippingCost });
      expect(order).toMatchObject({ courierId: 'jne', courierName: 'JNE', destination: 'Kota Banda Aceh' });
      expect(order.productName).toBe(`${product.name} (x2)`);
      expect(transaction).toMatchObject({ orderId: order.id, status: 'Pending', amount: order.total, shippingCost });
      expect((await data.products.get(product.id))?.stock).toBe(product.stock - 2);
      expect(await data.cart.list()).toEqual([]);
      expect((await data.orders.listMine())[0]?.id).toBe(order.id);

      const confirmed = await data.orders.confirmPayment(order.id);
      expect(confirmed.status).toBe('Processed');
      await expect(data.orders.confirmPayment(order.id)).rejects.toThrow();
      await adapter.signIn(data, 'admin');
      const transactions = await data.orders.listTransactions();
      expect(transactions.filter((t) => t.orderId === order.id).map((t) => t.status)).toEqual(['Success']);
    });

    it('adds the product page\'s Jumlah in one change, within the stock and Maksimal per Produk', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const product = (await data.products.list()).find((p) => p.stock >= 4)!;
      expect((await data.cart.add(product.id, 3)).map((line) => [line.id, line.quantity])).toEqual([[product.id, 3]]);
      expect((await data.cart.add(product.id)).map((line) => line.quantity)).toEqual([4]);
      await expect(data.cart.add(product.id, 0)).rejects.toThrow(messages.cart.quantityInvalid);
      await expect(data.cart.add(product.id, 1.5)).rejects.toThrow(messages.cart.quantityInvalid);
      await expect(data.cart.add(product.id, product.stock)).rejects.toMatchObject({ code: expect.stringMatching(/^(INSUFFICIENT_STOCK|QUANTITY_LIMIT)$/) });
      expect((await data.cart.list()).map((line) => line.quantity)).toEqual([4]);
    });

    it('counts a product\'s units sold over the orders that are not Cancelled, for anyone', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const product = (await data.products.list()).find((p) => p.stock >= 5)!;
      const before = await data.products.unitsSold(product.id);
      await data.cart.add(product.id, 2);
      const kept = await data.orders.place(shipping);
      await data.cart.add(product.id, 3);
      const cancelled = await data.orders.place(shipping);
      expect(await data.products.unitsSold(product.id)).toBe(before + 5);
      await data.orders.cancel(cancelled.order.id);
      await adapter.signIn(data, null);
      expect(await data.products.unitsSold(product.id)).toBe(before + 2);
      expect(kept.order.status).toBe('Pending');
      expect(await data.products.unitsSold(999_999)).toBe(0);
    });

    it("gives each product of a catalogue page its units sold and its reviews' count and mean, as the product page counts them", async () => {
      const data = await adapter.open({ as: 'buyer' });
      const product = (await data.products.list()).find((p) => p.stock >= 3)!;
      const cardOf = async () => (await data.products.search({ q: product.name, pageSize: 100 })).items.find((item) => item.id === product.id)!;
      const before = await cardOf();
      await data.cart.add(product.id, 3);
      await data.orders.place(shipping);
      await data.reviews.add({ productId: product.id, rating: 2, text: 'Cukup.' });
      await adapter.signIn(data, null);
      const after = await cardOf();
      const reviews = await data.reviews.listByProduct(product.id);
      expect(after.unitsSold).toBe(before.unitsSold + 3);
      expect(after.unitsSold).toBe(await data.products.unitsSold(product.id));
      expect(after.reviewCount).toBe(reviews.total);
      expect(after.ratingAverage).toBeCloseTo(reviews.average, 10);
      expect(after.reviewCount).toBeGreaterThan(0);
    });

    it('refuses an order whose stock ran out and changes nothing', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const product = (await data.products.list()).find((p) => p.stock >= 1)!;
      await data.cart.add(product.id);
      await adapter.setStock(data, product.id, 0);
      await adapter.signIn(data, 'admin');
      const ordersBefore = await data.orders.listAll();
      const transactionsBefore = await data.orders.listTransactions();
      await adapter.signIn(data, 'buyer');
      await expect(data.orders.place(shipping)).rejects.toThrow(`Stok untuk ${product.name} tidak mencukupi!`);
      expect(await data.cart.list()).toHaveLength(1);
      expect((await data.products.get(product.id))?.stock).toBe(0);
      await adapter.signIn(data, 'admin');
      expect(await data.orders.listAll()).toEqual(ordersBefore);
      expect(await data.orders.listTransactions()).toEqual(transactionsBefore);
    });

    it('serialises concurrent orders for the last unit: exactly one succeeds', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const product = (await data.products.list()).find((p) => p.stock >= 1)!;
      await adapter.setStock(data, product.id, 1);
      await data.cart.add(product.id);
      const results = await Promise.allSettled([data.orders.place(shipping), data.orders.place(shipping)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((await data.products.get(product.id))?.stock).toBe(0);
    });

    it('re-checks the lines the buyer reviewed: a lost race for the last unit gets the stock message', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const product = (await data.products.list()).find((p) => p.stock >= 1)!;
      await adapter.setStock(data, product.id, 1);
      await data.cart.add(product.id);
      const reviewed = [{ productId: product.id, quantity: 1 }];
      await data.orders.place(shipping, reviewed);
      await expect(data.orders.place(shipping, reviewed)).rejects.toThrow(`Stok untuk ${product.name} tidak mencukupi!`);
    });

    it('announces local changes with their keys', async () => {
      const data = await adapter.open();
      const seen: string[][] = [];
      const stop = data.subscribe((keys) => seen.push(keys));
      try {
        await data.settings.setTheme('dark');
        expect(seen).toContainEqual(['theme']);
        expect(await data.settings.getTheme()).toBe('dark');
      } finally {
        stop();
      }
    });
  });
}
