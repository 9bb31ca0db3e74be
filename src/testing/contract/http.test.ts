// @vitest-environment node
/**
 * The storage port's contract against the HTTP adapter over the real server (server mode): every
 * `open` starts the app over a fresh, seeded in-memory database (`server/testing/harness`) and
 * talks to it through a device fetch with its own cookies. The cases are the ones the key-value
 * adapters answer (`src/testing/contract/*.ts`).
 */
import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/testing/harness';
import { products as productsTable, users as usersTable } from '../../../server/db/schema';
import { productSearchColumns } from '../../../server/db/records';
import { runDueOrderSteps } from '../../../server/jobs/order-deadlines';
import { createHttpShopData } from '@/data/adapters/http/http-shop-data';
import { createDeviceFetch } from '@/testing/http-test-fetch';
import { createLocalThemeStore } from '@/data/adapters/local-storage/theme-store';
import { DEMO_CREDENTIALS, type AdapterCase } from '@/testing/contract-adapters';
import { accountContract } from '@/testing/contract/account';
import { adminContract } from '@/testing/contract/admin';
import { backOfficeFiguresContract } from '@/testing/contract/back-office-figures';
import { backOfficeListsContract } from '@/testing/contract/back-office-lists';
import { orderStagesContract } from '@/testing/contract/order-stages';
import { orderLabelsContract } from '@/testing/contract/order-labels';
import { chatContract } from '@/testing/contract/chat';
import { storageContract } from '@/testing/contract/storage';
import { orderJourneyContract } from '@/testing/contract/order-journey';
import { lowStockContract } from '@/testing/contract/low-stock';
import { partnerOffSaleContract } from '@/testing/contract/partner-off-sale';
import { productVariantsContract } from '@/testing/contract/product-variants';
import { productStatusContract } from '@/testing/contract/product-status';
import { catalogSearchContract } from '@/testing/contract/catalog-search';
import { productImportContract } from '@/testing/contract/product-import';
import { promoPriceContract } from '@/testing/contract/promo-price';
import { productGalleryContract } from '@/testing/contract/product-gallery';
import { paymentAccountsContract } from '@/testing/contract/payment-accounts';
import { orderLimitsContract } from '@/testing/contract/order-limits';
import { shippingContract } from '@/testing/contract/shipping';
import { orderFlowContract } from '@/testing/contract/order-flow';
import { reviewsContract } from '@/testing/contract/reviews';
import { voucherOrdersContract } from '@/testing/contract/voucher-orders';
import { voucherUsageContract } from '@/testing/contract/voucher-usage';
import { vouchersContract } from '@/testing/contract/vouchers';
import type { ShopData } from '@/domain/port/port';

/** The HTTP adapter case: one server per opened shop, closed after each test. */
function httpCase(): AdapterCase {
  const servers = new WeakMap<ShopData, TestServer>();
  const open = new Set<TestServer>();
  const serverOf = (data: ShopData) => {
    const server = servers.get(data);
    if (!server) throw new Error('http: this port was not opened by the case');
    return server;
  };
  return {
    name: 'http',
    async open(options = {}) {
      const server = await startTestServer(options.now ? { now: options.now } : {});
      open.add(server);
      const device = createDeviceFetch((url, init) => server.app.request(url, init));
      const data = createHttpShopData({
        fetch: device.fetch,
        eventSource: null,
        themeStore: createLocalThemeStore({ storage: null, target: null }),
      });
      servers.set(data, server);
      await data.initialize();
      if (options.as) {
        const { username, password } = DEMO_CREDENTIALS[options.as];
        await data.auth.login(username, password);
      }
      return data;
    },
    async signIn(data, who) {
      serverOf(data);
      if (who === null) return data.auth.logout();
      const { username, password } = typeof who === 'string' ? DEMO_CREDENTIALS[who] : who;
      await data.auth.login(username, password);
    },
    async setStock(data, productId, stock) {
      const { database } = serverOf(data);
      await database.db.update(productsTable).set({ stock }).where(eq(productsTable.id, productId));
    },
    async addProducts(data, products) {
      const { database } = serverOf(data);
      await database.db.insert(productsTable).values(products.map((product) => ({ ...product, ...productSearchColumns(product) })));
      // Written behind the services' back: the catalogue index hears of it as of an admin's save.
      const index = serverOf(data).deps.catalogIndex!;
      index.changes([{ keys: ['products'], audience: { kind: 'public' } }]);
      await index.settled();
    },
    async storedUsers(data) {
      const { database } = serverOf(data);
      return JSON.stringify(await database.db.select().from(usersTable));
    },
    async runDueSteps(data) {
      await runDueOrderSteps(serverOf(data).deps);
    },
    async cleanup() {
      const closing = [...open];
      open.clear();
      await Promise.all(closing.map((server) => server.close()));
    },
  };
}

// Each test starts a server over a fresh in-memory database: seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const adapter = httpCase();
storageContract(adapter);
accountContract(adapter);
adminContract(adapter);
backOfficeListsContract(adapter);
orderStagesContract(adapter);
orderLabelsContract(adapter);
backOfficeFiguresContract(adapter);
chatContract(adapter);
orderLimitsContract(adapter);
orderJourneyContract(adapter);
lowStockContract(adapter);
partnerOffSaleContract(adapter);
productVariantsContract(adapter);
productStatusContract(adapter);
catalogSearchContract(adapter);
productImportContract(adapter);
promoPriceContract(adapter);
productGalleryContract(adapter);
paymentAccountsContract(adapter);
shippingContract(adapter);
orderFlowContract(adapter);
reviewsContract(adapter);
vouchersContract(adapter);
voucherOrdersContract(adapter);
voucherUsageContract(adapter);
