/**
 * The provider keeps queries in step with the session: a change of user drops every user-scoped
 * query at once (the next user could briefly see the previous user's orders).
 */
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestData } from '@/testing/create-test-data';
import { queryKeys } from './query-keys';
import type { SessionUser } from '@/domain/core/records';
import type { ChangeListener, ShopData } from '@/domain/port/port';
import { ShopDataProvider, useCurrentUser, useSessionSync } from './react';

/**
 * A query client with the shop's query defaults (src/app/provider.tsx: cached data never goes
 * stale by itself) and a wrapper providing it and `data`.
 */
function providers(data: ShopData) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ShopDataProvider data={data}>{children}</ShopDataProvider>
    </QueryClientProvider>
  );
  return { client, wrapper };
}

it('drops the previous user\'s orders when another user signs in, and keeps the catalogue', async () => {
  const { data } = await createTestData({ user: 'pembeli' });
  const { client, wrapper } = providers(data);
  renderHook(() => null, { wrapper });
  const mine = await client.fetchQuery({ queryKey: queryKeys.myOrders, queryFn: () => data.orders.listMine() });
  expect(mine.length).toBeGreaterThan(0);
  await client.fetchQuery({ queryKey: queryKeys.products, queryFn: () => data.products.list() });

  await data.auth.register({ username: 'lain', email: 'lain@example.com', password: 'rahasia1' });
  await data.auth.login('lain', 'rahasia1');

  // Synchronously after the session change: no cached orders of the previous buyer remain.
  await waitFor(() => expect(client.getQueryData(queryKeys.myOrders)).toBeUndefined());
  expect(client.getQueryData(queryKeys.products)).toBeDefined();
});

it('a session sync after a login resolves only once the cached session shows the new user, however slow the session read', async () => {
  const { data } = await createTestData();
  // The server mode's race: the session read answers after the login (here 200 ms late).
  const read = data.auth.currentUser.bind(data.auth);
  const slowData: ShopData = {
    ...data,
    auth: { ...data.auth, currentUser: () => new Promise((r) => setTimeout(r, 200)).then(read) },
  };
  const { client, wrapper } = providers(slowData);
  const { result } = renderHook(
    () => ({ user: useCurrentUser(), syncSession: useSessionSync() }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.user.data).toBeNull());

  // What useLogin does (src/features/auth/api/use-login.ts).
  const user = await slowData.auth.login('admin', 'admin123');
  await result.current.syncSession();
  // What the role guard reads right after the login: the new user, not the cached visitor.
  expect(client.getQueryData<SessionUser | null>(queryKeys.currentUser)?.id).toBe(user.id);
});

it('a stock change (an order) refreshes the queries that show stock, not the categories; a catalogue edit refreshes them all', async () => {
  const { data } = await createTestData();
  let announce: ChangeListener = () => {};
  const fed: ShopData = { ...data, subscribe: (listener) => ((announce = listener), () => {}) };
  const { client, wrapper } = providers(fed);
  renderHook(() => null, { wrapper });
  const showStock = [
    queryKeys.products,
    queryKeys.product(1),
    queryKeys.productSearch({ q: 'kopi' }),
    queryKeys.productsById([1, 2]),
    queryKeys.adminProductSearch({ stock: 'low' }),
    queryKeys.dashboardFigures('2026-11-27'),
  ];
  const unaffected = [queryKeys.productCategories, queryKeys.partners, queryKeys.reviews(1), queryKeys.salesFigures('2026-11-27')];
  const cacheAll = () => {
    for (const key of [...showStock, ...unaffected]) client.setQueryData(key, 'cached');
  };
  const invalidated = (key: QueryKey) => client.getQueryState(key)?.isInvalidated;

  cacheAll();
  announce(['stock'], 'external');
  for (const key of showStock) expect(invalidated(key), JSON.stringify(key)).toBe(true);
  for (const key of unaffected) expect(invalidated(key), JSON.stringify(key)).toBe(false);

  cacheAll();
  announce(['products'], 'external');
  expect(invalidated(queryKeys.productCategories)).toBe(true);
  for (const key of showStock) expect(invalidated(key), JSON.stringify(key)).toBe(true);
});
