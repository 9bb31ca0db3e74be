/**
 * React access to the data port and the shared queries every area needs (session, store
 * settings, catalogue, cart). Feature-specific queries and mutations live in their features.
 */
import { createContext, use, useEffect, useMemo, type ReactNode } from 'react';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { CatalogSearch } from '@/domain/catalog/query';
import type { SessionUser } from '@/domain/core/records';
import type { ShopData } from '@/domain/port/port';
import { DEPENDENT_QUERIES, queryKeys, showsStock } from './query-keys';

const ShopDataContext = createContext<ShopData | null>(null);
const SessionSyncContext = createContext<(() => Promise<void>) | null>(null);

/**
 * Queries anyone may read: kept across a change of session (everything else is the user's). The
 * store settings are not among them: the admin's copy carries `adminEmail`, which a visitor's
 * does not (server mode), so a sign-in must never start the settings form from the visitor's copy.
 */
const PUBLIC_QUERY_ROOTS: ReadonlySet<unknown> = new Set([
  queryKeys.products[0],
  queryKeys.partners[0],
  'reviews',
  queryKeys.theme[0],
]);

/**
 * Brings the query cache in step with the stored session, one switch at a time: when another user
 * signed in or out, every user-scoped query is reset (dropped and, if on screen, refetched) before
 * the returned promise resolves, so the next user never sees the previous user's orders, cart or
 * chat, even for a moment; the same user's session copy changing (profile, addresses) only
 * refetches. Calls are chained, so a second call resolves only after the first switch is done.
 * @returns a function whose promise resolves once the cache shows the stored session; it never
 *   rejects (an unreadable session counts as signed out).
 */
function createSessionSync(data: ShopData, queryClient: QueryClient): () => Promise<void> {
  let pending: Promise<void> = Promise.resolve();
  async function switchSession() {
    const before = queryClient.getQueryData<SessionUser | null>(queryKeys.currentUser)?.id ?? null;
    const after = (await data.auth.currentUser().catch(() => null))?.id ?? null;
    if (before !== after) {
      await queryClient.resetQueries({
        predicate: (query) => !PUBLIC_QUERY_ROOTS.has(query.queryKey[0]),
      });
    }
    void queryClient.invalidateQueries();
  }
  return () => {
    pending = pending.then(switchSession).catch(() => undefined);
    return pending;
  };
}

/**
 * Provides the data port and keeps TanStack Query in step with storage: every changed key,
 * from this tab, another tab (`storage` event) or another device (server mode), invalidates the
 * queries that read it; a change of session goes through the session switch
 * ({@link useSessionSync}). Must sit inside a `QueryClientProvider`.
 */
export function ShopDataProvider({ data, children }: { data: ShopData; children: ReactNode }) {
  const queryClient = useQueryClient();
  const syncSession = useMemo(() => createSessionSync(data, queryClient), [data, queryClient]);
  useEffect(
    () =>
      data.subscribe((keys) => {
        if (keys.includes('currentUser')) {
          void syncSession();
          return;
        }
        if (keys.includes('users')) {
          void queryClient.invalidateQueries();
          return;
        }
        for (const key of keys) {
          if (key === 'stock') {
            void queryClient.invalidateQueries({ predicate: (query) => showsStock(query.queryKey) });
            continue;
          }
          void queryClient.invalidateQueries({ queryKey: [key] });
          for (const queryKey of DEPENDENT_QUERIES[key] ?? [])
            void queryClient.invalidateQueries({ queryKey });
        }
      }),
    [data, queryClient, syncSession],
  );
  return (
    <ShopDataContext value={data}>
      <SessionSyncContext value={syncSession}>{children}</SessionSyncContext>
    </ShopDataContext>
  );
}

/**
 * The session switch of {@link ShopDataProvider}: login, registration and logout await it before
 * they resolve, so a page opened right after (e.g. the back office behind the role guard) reads
 * the new session, not the cached old one (docs/decisions: the login race of server mode, where
 * the session change is announced before the cache has re-read it).
 * @returns a function resolving once the query cache shows the stored session; never rejects.
 * @throws Error naming `ShopDataProvider` when used outside it.
 */
export function useSessionSync(): () => Promise<void> {
  const sync = use(SessionSyncContext);
  if (!sync) throw new Error('useSessionSync must be used within a ShopDataProvider');
  return sync;
}

/**
 * The data port.
 * @throws Error naming `ShopDataProvider` when used outside it (spec section 8).
 */
export function useShopData(): ShopData {
  const data = use(ShopDataContext);
  if (!data) throw new Error('useShopData must be used within a ShopDataProvider');
  return data;
}

/**
 * A query of the data port: `read(data)` under `queryKey`, refreshed when the stored data under the
 * key's root changes (see `ShopDataProvider`); `read`'s refusals become the query's error.
 */
function usePortQuery<T>(
  queryKey: QueryKey,
  read: (data: ShopData) => Promise<T>,
  options: { enabled?: boolean; placeholderData?: typeof keepPreviousData } = {},
) {
  const data = useShopData();
  return useQuery({ queryKey, queryFn: () => read(data), ...options });
}

/** The signed-in user (null when signed out); `isPending` while the session loads. */
export function useCurrentUser() {
  return usePortQuery(queryKeys.currentUser, (data) => data.auth.currentUser());
}

/** The store settings (name, address, contacts, flags). */
export function useStoreSettings() {
  return usePortQuery(queryKeys.store, (data) => data.settings.getStore());
}

/**
 * One page of a paged list read from the data port: the storefront catalogue and the back office's
 * searched lists (orders, transactions, products, sales history) all read their pages this way.
 * While another page, filter or search loads, the previous page stays shown
 * (`isPlaceholderData`, which `ListView` marks busy); refreshes when the stored data under
 * `queryKey`'s root changes (see `ShopDataProvider`).
 * @param queryKey - the page's key from `queryKeys`, e.g. `queryKeys.orderSearch(search)`.
 * @param readPage - reads the page from the port, e.g. `(data) => data.orders.searchAll(search)`;
 *   its refusals (a non-admin's `PermissionError`) become the query's error.
 */
export function usePagedQuery<P>(queryKey: QueryKey, readPage: (data: ShopData) => Promise<P>) {
  return usePortQuery(queryKey, readPage, { placeholderData: keepPreviousData });
}

/**
 * One page of the storefront catalogue (`data.products.search`, rules in src/domain/catalog/query.ts).
 * While another page or filter loads, the previous page stays shown (`isPlaceholderData`).
 */
export function useCatalogSearch(search: CatalogSearch) {
  return usePagedQuery(queryKeys.productSearch(search), (data) => data.products.search(search));
}

/** The distinct categories of the stored products (the catalogue's `Kategori` options). */
export function useProductCategories() {
  return usePortQuery(queryKeys.productCategories, (data) => data.products.listCategories());
}

/**
 * The current data of the given products (`data.products.getMany`), e.g. the cart's, without
 * loading the whole catalogue. No request for an empty list (`data` stays undefined); while a
 * changed list loads, the previous answer stays.
 * @param ids - product ids, in any order, repeats allowed.
 */
export function useProductsById(ids: readonly number[]) {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  return usePortQuery(queryKeys.productsById(wanted), (data) => data.products.getMany(wanted), {
    enabled: wanted.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** All partners (mitra). */
export function usePartners() {
  return usePortQuery(queryKeys.partners, (data) => data.partners.list());
}

/** The cart lines. */
export function useCartItems() {
  return usePortQuery(queryKeys.cart, (data) => data.cart.list());
}

