import { createContext, use, useEffect, useMemo } from "react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { jsx } from "react/jsx-runtime";
// src/data/query-keys.ts
var queryKeys = {
	currentUser: ["currentUser"],
	products: ["products"],
	product: (id) => ["products", id],
	/** One page of a catalogue search. */
	productSearch: (search) => [
		"products",
		"search",
		search
	],
	/** The given products (ids sorted, each once). */
	productsById: (ids) => [
		"products",
		"byId",
		ids
	],
	/** One page of the admin's products table. */
	adminProductSearch: (search) => [
		"products",
		"admin",
		search
	],
	/** The distinct categories of the stored products. */
	productCategories: ["products", "categories"],
	partners: ["partners"],
	reviews: (productId) => ["reviews", productId],
	cart: ["cartItems"],
	myOrders: ["orders", "mine"],
	allOrders: ["orders", "all"],
	/** One page of the admin's orders table. */
	orderSearch: (search) => [
		"orders",
		"search",
		search
	],
	transactions: ["transactions"],
	/** One page of the admin's transactions table. */
	transactionSearch: (search) => [
		"transactions",
		"search",
		search
	],
	emailLogs: ["emailLogs"],
	/** One page of the e-mail log. */
	emailLogPage: (request) => [
		"emailLogs",
		"page",
		request
	],
	activity: ["activityLogs"],
	/** One page of the sales history. */
	salesHistory: (request) => [
		"activityLogs",
		"salesHistory",
		request
	],
	users: ["users"],
	/** The dashboard's figures for a Jakarta day (reads orders, products, transactions). */
	dashboardFigures: (day) => [
		"figures",
		"dashboard",
		day
	],
	/** The sales report's figures for a Jakarta day (reads orders, transactions, users). */
	salesFigures: (day) => [
		"figures",
		"sales",
		day
	],
	store: ["storeSettings"],
	theme: ["theme"],
	newOrderNotification: ["newOrderNotification"],
	/** A buyer's thread (`buyer` undefined: the signed-in buyer's own). */
	chatMessages: (buyer) => ["allChatMessages", buyer ?? ""],
	/** Reads allChatMessages and allUnreadCounts. */
	chatThreads: ["chatThreads"],
	/** Reads allUnreadCounts. */
	chatUnread: ["allUnreadCounts"]
};
/** Queries whose key does not start with every storage key they read. */
var DEPENDENT_QUERIES = {
	orders: [["figures"]],
	transactions: [["figures"]],
	products: [["figures", "dashboard"]],
	allChatMessages: [queryKeys.chatThreads],
	allUnreadCounts: [queryKeys.chatThreads],
	...Object.fromEntries([
		"storeName",
		"storeAddress",
		"adminEmail",
		"storeContacts",
		"maintenanceMode",
		"newOrderNotifications"
	].map((key) => [key, [queryKeys.store]]))
};
// src/data/react.tsx
/**
* React access to the data port and the shared queries every area needs (session, store
* settings, catalogue, cart). Feature-specific queries and mutations live in their features.
*/
var ShopDataContext = createContext(null);
var SessionSyncContext = createContext(null);
/** Queries anyone may read: kept across a change of session (everything else is the user's). */
var PUBLIC_QUERY_ROOTS = /* @__PURE__ */ new Set([
	queryKeys.products[0],
	queryKeys.partners[0],
	"reviews",
	queryKeys.store[0],
	queryKeys.theme[0]
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
function createSessionSync(data, queryClient) {
	let pending = Promise.resolve();
	async function switchSession() {
		if ((queryClient.getQueryData(queryKeys.currentUser)?.id ?? null) !== ((await data.auth.currentUser().catch(() => null))?.id ?? null)) await queryClient.resetQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.has(query.queryKey[0]) });
		queryClient.invalidateQueries();
	}
	return () => {
		pending = pending.then(switchSession).catch(() => void 0);
		return pending;
	};
}
/**
* Provides the data port and keeps TanStack Query in step with storage: every changed key,
* from this tab, another tab (`storage` event) or another device (server mode), invalidates the
* queries that read it; a change of session goes through the session switch
* ({@link useSessionSync}). Must sit inside a `QueryClientProvider`.
*/
function ShopDataProvider({ data, children }) {
	const queryClient = useQueryClient();
	const syncSession = useMemo(() => createSessionSync(data, queryClient), [data, queryClient]);
	useEffect(() => data.subscribe((keys) => {
		if (keys.includes("currentUser")) {
			syncSession();
			return;
		}
		if (keys.includes("users")) {
			queryClient.invalidateQueries();
			return;
		}
		for (const key of keys) {
			queryClient.invalidateQueries({ queryKey: [key] });
			for (const queryKey of DEPENDENT_QUERIES[key] ?? []) queryClient.invalidateQueries({ queryKey });
		}
	}), [
		data,
		queryClient,
		syncSession
	]);
	return /* @__PURE__ */ jsx(ShopDataContext, {
		value: data,
		children: /* @__PURE__ */ jsx(SessionSyncContext, {
			value: syncSession,
			children
		})
	});
}
/**
* The session switch of {@link ShopDataProvider}: login, registration and logout await it before
* they resolve, so a page opened right after (e.g. the back office behind the role guard) reads
* the new session, not the cached old one (docs/decisions: the login race of server mode, where
* the session change is announced before the cache has re-read it).
* @returns a function resolving once the query cache shows the stored session; never rejects.
* @throws Error naming `ShopDataProvider` when used outside it.
*/
function useSessionSync() {
	const sync = use(SessionSyncContext);
	if (!sync) throw new Error("useSessionSync must be used within a ShopDataProvider");
	return sync;
}
/**
* The data port.
* @throws Error naming `ShopDataProvider` when used outside it (spec section 8).
*/
function useShopData() {
	const data = use(ShopDataContext);
	if (!data) throw new Error("useShopData must be used within a ShopDataProvider");
	return data;
}
/** The signed-in user (null when signed out); `isPending` while the session loads. */
function useCurrentUser() {
	const data = useShopData();
	return useQuery({
		queryKey: queryKeys.currentUser,
		queryFn: () => data.auth.currentUser()
	});
}
/** The store settings (name, address, contacts, flags). */
function useStoreSettings() {
	const data = useShopData();
	return useQuery({
		queryKey: queryKeys.store,
		queryFn: () => data.settings.getStore()
	});
}
/**
* One page of the storefront catalogue (`data.catalog.search`, rules in src/domain/catalog.ts).
* While another page or filter loads, the previous page stays shown (`isPlaceholderData`).
*/
function useCatalogSearch(search) {
	const data = useShopData();
	return useQuery({
		queryKey: queryKeys.productSearch(search),
		queryFn: () => data.catalog.search(search),
		placeholderData: keepPreviousData
	});
}
/** The distinct categories of the stored products (the catalogue's `Kategori` options). */
function useProductCategories() {
	const data = useShopData();
	return useQuery({
		queryKey: queryKeys.productCategories,
		queryFn: () => data.catalog.listCategories()
	});
}
/**
* The current data of the given products (`data.catalog.getProducts`), e.g. the cart's, without
* loading the whole catalogue. No request for an empty list (`data` stays undefined); while a
* changed list loads, the previous answer stays.
* @param ids - product ids, in any order, repeats allowed.
*/
function useProductsById(ids) {
	const data = useShopData();
	const wanted = [...new Set(ids)].sort((a, b) => a - b);
	return useQuery({
		queryKey: queryKeys.productsById(wanted),
		queryFn: () => data.catalog.getProducts(wanted),
		enabled: wanted.length > 0,
		placeholderData: keepPreviousData
	});
}
/** All partners (mitra). */
function usePartners() {
	const data = useShopData();
	return useQuery({
		queryKey: queryKeys.partners,
		queryFn: () => data.catalog.listPartners()
	});
}
/** The cart lines. */
function useCartItems() {
	const data = useShopData();
	return useQuery({
		queryKey: queryKeys.cart,
		queryFn: () => data.cart.list()
	});
}
export { usePartners as a, useSessionSync as c, queryKeys as d, useCurrentUser as i, useShopData as l, useCartItems as n, useProductCategories as o, useCatalogSearch as r, useProductsById as s, ShopDataProvider as t, useStoreSettings as u };
