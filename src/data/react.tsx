/**
 * React access to the data port and the shared queries every area needs (session, store
 * settings, catalogue, cart). Feature-specific queries and mutations live in their features.
 */
import { createContext, use, useEffect, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopData } from './ports';
import { DEPENDENT_QUERIES, queryKeys } from './query-keys';

const ShopDataContext = createContext<ShopData | null>(null);

/**
 * Provides the data port and keeps TanStack Query in step with storage: every changed key,
 * from this tab or another one (`storage` event), invalidates the queries that read it.
 * Must sit inside a `QueryClientProvider`.
 */
export function ShopDataProvider({ data, children }: { data: ShopData; children: ReactNode }) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      data.subscribe((keys) => {
        if (keys.includes('currentUser') || keys.includes('users')) {
          void queryClient.invalidateQueries();
          return;
        }
        for (const key of keys) {
          void queryClient.invalidateQueries({ queryKey: [key] });
          for (const queryKey of DEPENDENT_QUERIES[key] ?? []) void queryClient.invalidateQueries({ queryKey });
        }
      }),
    [data, queryClient],
  );
  return <ShopDataContext value={data}>{children}</ShopDataContext>;
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

/** The signed-in user (null when signed out); `isPending` while the session loads. */
export function useCurrentUser() {
  const data = useShopData();
  return useQuery({ queryKey: queryKeys.currentUser, queryFn: () => data.auth.currentUser() });
}

/** The store settings (name, address, contacts, flags). */
export function useStoreSettings() {
  const data = useShopData();
  return useQuery({ queryKey: queryKeys.store, queryFn: () => data.settings.getStore() });
}

/** All products. */
export function useProducts() {
  const data = useShopData();
  return useQuery({ queryKey: queryKeys.products, queryFn: () => data.catalog.listProducts() });
}

/** All partners (mitra). */
export function usePartners() {
  const data = useShopData();
  return useQuery({ queryKey: queryKeys.partners, queryFn: () => data.catalog.listPartners() });
}

/** The cart lines. */
export function useCartItems() {
  const data = useShopData();
  return useQuery({ queryKey: queryKeys.cart, queryFn: () => data.cart.list() });
}
