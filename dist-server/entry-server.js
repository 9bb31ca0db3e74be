import { a as serverMessages, i as messages } from "./assets/messages-CBdMQSHl.js";
import { a as errorMessage, i as ValidationError, n as NotFoundError, r as PermissionError, t as DataError } from "./assets/errors-a5EGD5HF.js";
import { a as usePartners, c as useSessionSync, d as queryKeys, i as useCurrentUser, l as useShopData, n as useCartItems, t as ShopDataProvider, u as useStoreSettings } from "./assets/react-CEzJk9tn.js";
import { n as useToastOutletWanted, t as toast } from "./assets/toast-CwcNL7rU.js";
import { t as cn } from "./assets/utils-CmjGWNWk.js";
import { StrictMode, Suspense, lazy, useCallback, useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { QueryClient, QueryClientProvider, dehydrate, hydrate, useMutation, useQuery } from "@tanstack/react-query";
import { Link, NavLink, Navigate, Outlet, ScrollRestoration, StaticRouterProvider, createStaticHandler, createStaticRouter, isRouteErrorResponse, useLocation, useNavigate, useRouteError } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { AtSignIcon, CircleUserIcon, LayoutDashboardIcon, LoaderCircleIcon, LogOutIcon, MailIcon, MapPinIcon, MenuIcon, MessageCircleIcon, MoonIcon, MusicIcon, SettingsIcon, ShoppingCartIcon, SunIcon, WrenchIcon } from "lucide-react";
import { Slot } from "radix-ui";
import { cva } from "class-variance-authority";
// src/domain/vocabulary.ts
/**
* The shop's fixed value lists (spec section 3, "Data"; section 4, "Status"), apart from the
* schemas in ./schemas.ts that check records against them, so the storefront can name a category
* or a theme without loading the schema library (issue 11: zod is not part of the first load).
* ./schemas.ts builds its enums from these lists and re-exports them.
*/
/** Product categories of spec section 3, in display order. */
var CATEGORIES = [
	"Makanan",
	"Minuman",
	"Fashion",
	"Aksesoris",
	"Souvenir",
	"Herbal"
];
/** Order status (spec section 4), in lifecycle order. */
var ORDER_STATUSES = [
	"Pending",
	"Processed",
	"Completed",
	"Cancelled"
];
/** Shipping status (spec section 4), in delivery order. */
var SHIPPING_STATUSES = [
	"Menunggu Konfirmasi Admin",
	"Dikemas",
	"Dikirim",
	"Dalam Perjalanan",
	"Tiba di Tujuan"
];
/** The colour themes (spec section 2, "Theme"). */
var THEMES = ["light", "dark"];
/**
* Whether `value` is one of {@link THEMES}.
* @param value - anything, e.g. a stored preference.
*/
function isTheme(value) {
	return THEMES.includes(value);
}
/** `value` rounded down and kept within `min`…`max`. */
function clampInt(value, min, max) {
	return Math.min(Math.max(Math.floor(value), min), max);
}
/**
* A checked page request with its defaults filled: page ≥ 1 (the last page is only known with the
* total: {@link clampPage}) and page size 1…{@link MAX_LIST_PAGE_SIZE}.
* @param request - page and page size, each a finite number when present.
* @param defaultPageSize - the list's own page size.
*/
function normalizePageRequest(request, defaultPageSize) {
	return {
		page: clampInt(request.page ?? 1, 1, Number.MAX_SAFE_INTEGER),
		pageSize: clampInt(request.pageSize ?? defaultPageSize, 1, 100)
	};
}
/** Number of pages of a {@link Page}'s list: at least 1 (an empty list has one empty page). */
function pageCountOf(page) {
	return Math.max(1, Math.ceil(page.total / page.pageSize));
}
// src/domain/search.ts
/**
* Text search of the shop, one rule for every list (catalogue, back-office products, orders,
* transactions) and for both modes (the server's catalogue search applies the same folding):
* case- and accent-insensitive, every word of the query must appear.
*/
/**
* Folds text for matching: Unicode-decomposes it, drops combining marks (so `é` matches `e`),
* lower-cases it and collapses runs of white space into one space.
* @param text - any text.
* @returns the folded text, trimmed.
*/
function normalizeSearchText(text) {
	return text.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}
/**
* Splits a query into folded terms; a record matches when its text contains every term.
* @param q - the raw search text.
* @returns the terms; empty for a blank query.
*/
function searchTerms(q) {
	const normalised = normalizeSearchText(q);
	return normalised ? normalised.split(" ") : [];
}
// src/domain/catalog.ts
/** The `?sort=` values; `default` keeps the stored order and is left out of the URL. */
var SORT_VALUES = [
	"default",
	"price-asc",
	"price-desc",
	"name",
	"newest"
];
/** The largest page size the catalogue answers (a larger one is clamped to it). */
var MAX_PAGE_SIZE = 100;
/**
* Fills the defaults of a checked search and clamps its numbers (page ≥ 1, page size
* 1…{@link MAX_PAGE_SIZE}).
* @param search - a search that passed `catalogSearchSchema` (./validation.ts).
*/
function normalizeCatalogSearch(search) {
	return {
		category: search.category ? search.category : null,
		terms: searchTerms(search.q ?? ""),
		sort: search.sort ?? "default",
		page: clampInt(search.page ?? 1, 1, Number.MAX_SAFE_INTEGER),
		pageSize: clampInt(search.pageSize ?? 24, 1, MAX_PAGE_SIZE)
	};
}
/**
* Reads a `?sort=` value; anything unknown (or absent) is the stored order.
* @param value - the raw URL value.
*/
function parseSort(value) {
	return SORT_VALUES.includes(value ?? "") ? value : "default";
}
/**
* Reads a `?page=` value: a whole number of at least 1, else page 1.
* @param value - the raw URL value.
*/
function parsePage(value) {
	const page = Number(value);
	return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
/**
* White space, punctuation and symbols in the order of the Unicode collation (CLDR root, which the
* Indonesian locale keeps), one string per rank: characters of one string are equal in it.
*/
var PUNCTUATION_RANKS = [
	"	",
	"\n",
	"\v",
	"\f",
	"\r",
	" ",
	"_",
	"-",
	"‐",
	"‒",
	"–",
	"—",
	",",
	";",
	":",
	"!",
	"¡",
	"?",
	"¿",
	".",
	"·",
	"'‘’‚",
	"‹",
	"›",
	"\"“”„",
	"«",
	"»",
	"(",
	")",
	"[",
	"]",
	"{",
	"}",
	"§",
	"¶",
	"@",
	"*",
	"/",
	"\\",
	"&",
	"#",
	"%",
	"†",
	"‡",
	"•",
	"′",
	"`",
	"^",
	"°",
	"©",
	"®",
	"+",
	"±",
	"÷",
	"×",
	"<",
	"=",
	">",
	"¬",
	"|",
	"¦",
	"~",
	"¤",
	"¢",
	"$",
	"£",
	"¥",
	"€"
];
new Map(PUNCTUATION_RANKS.flatMap((chars, rank) => [...chars].map((char) => [char, String.fromCharCode(1 + rank)])));
String.fromCharCode(1 + PUNCTUATION_RANKS.length);
96 - (2 + PUNCTUATION_RANKS.length);
// src/data/adapters/local-storage/theme-store.ts
/**
* The theme preference of server mode: the shop server keeps no theme, so the browser keeps it in
* localStorage under the same key (and in the same JSON form) as the browser mode's store, so the
* choice survives switching modes. Only this folder touches localStorage (docs/conventions.md).
*/
/** The localStorage key of the theme (the storage key `theme` of `src/data/keys.ts`). */
var THEME_KEY = "theme";
function defaultStorage() {
	try {
		return typeof window !== "undefined" ? window.localStorage : null;
	} catch {
		return null;
	}
}
function parseTheme(raw) {
	if (raw === null) return null;
	let value = raw;
	try {
		value = JSON.parse(raw);
	} catch {}
	return isTheme(value) ? value : null;
}
/**
* Creates the theme store over localStorage (falling back to memory when storage is unusable).
* @param options - see {@link LocalThemeStoreOptions}; every field has a browser default.
*/
function createLocalThemeStore(options = {}) {
	const storage = options.storage === void 0 ? defaultStorage() : options.storage;
	const target = options.target === void 0 ? typeof window !== "undefined" ? window : null : options.target;
	let memory = null;
	return {
		get() {
			if (memory !== null) return memory;
			try {
				return parseTheme(storage?.getItem("theme") ?? null) ?? "light";
			} catch {
				return "light";
			}
		},
		set(theme) {
			try {
				if (!storage) throw new Error("no storage");
				storage.setItem(THEME_KEY, JSON.stringify(theme));
				memory = null;
			} catch {
				memory = theme;
			}
		},
		subscribe(listener) {
			if (!target) return () => {};
			const onStorage = (event) => {
				if (event.key === "theme" || event.key === null) listener();
			};
			target.addEventListener("storage", onStorage);
			return () => target.removeEventListener("storage", onStorage);
		}
	};
}
// src/domain/cart.ts
/** Raised when a cart change would exceed the product's stock. */
var InsufficientStockError = class InsufficientStockError extends Error {
	productName;
	constructor(productName) {
		super(`Stok untuk ${productName} tidak mencukupi!`);
		this.name = "InsufficientStockError";
		this.productName = productName;
	}
	/**
	* Rebuilds the error from its full message (e.g. a server's 409 answer), keeping that message
	* as it is and reading the product name out of it when it has the usual form.
	* @param message - the text to show, such as 'Stok untuk Kopi Gayo tidak mencukupi!'.
	*/
	static fromMessage(message) {
		const productName = /^Stok untuk (.+) tidak mencukupi!$/s.exec(message)?.[1] ?? "";
		const error = new InsufficientStockError(productName);
		error.message = message;
		return error;
	}
};
/** The cart total in Rupiah: the sum of price × quantity. */
function cartTotal(items) {
	return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}
/** The number of units in the cart (shown in the header's cart link). */
function cartCount(items) {
	return items.reduce((sum, item) => sum + item.quantity, 0);
}
/**
* The cart lines with the catalogue's current name, price (Rupiah), image and stock: a line keeps
* the product fields of the moment it was added, but the order is priced and stock-checked against
* the catalogue (see `data.orders.place`). Lines of products no longer in the catalogue keep their
* own fields.
* @param products - the catalogue, or undefined while it loads.
*/
function withCurrentProducts(items, products) {
	if (!products) return [...items];
	const byId = new Map(products.map((product) => [product.id, product]));
	return items.map((item) => {
		const product = byId.get(item.id);
		return product ? {
			...item,
			name: product.name,
			price: product.price,
			image: product.image,
			stock: product.stock
		} : item;
	});
}
// src/data/storage-keys.ts
/**
* The shop's storage keys (spec section 3, "Data"; the keys docs/product/decisions.md adds are
* marked in ./keys.ts), without their schemas: the server-mode adapter names keys in its change
* announcements and needs no schema for it, so zod stays out of the storefront's first load
* (issue 11). ./keys.ts gives each key its schema and default, in this order.
*/
/** All storage keys, in the order of `KEY_SPECS` (./keys.ts). */
var STORAGE_KEYS = [
	"products",
	"partners",
	"reviews",
	"orders",
	"transactions",
	"users",
	"cartItems",
	"activityLogs",
	"emailLogs",
	"currentUser",
	"allChatMessages",
	"allUnreadCounts",
	"newOrderNotification",
	"theme",
	"storeName",
	"storeAddress",
	"maintenanceMode",
	"newOrderNotifications",
	"adminEmail",
	"storeContacts"
];
/** Whether a string is one of the shop's storage keys. */
function isStorageKey(key) {
	return STORAGE_KEYS.includes(key);
}
/** The response header naming the storage keys a successful change touched. */
var CHANGED_HEADER = "Seulanga-Changed";
/** Reads the storage keys of a `Seulanga-Changed` header value; unknown names are ignored. */
function parseChangedKeys(header) {
	if (!header) return [];
	const keys = /* @__PURE__ */ new Set();
	for (const part of header.split(",")) {
		const key = part.trim();
		if (isStorageKey(key)) keys.add(key);
	}
	return [...keys];
}
function fallbackMessage(status) {
	if (status === 401) return messages.permission.signInRequired;
	if (status === 403) return messages.permission.adminOnly;
	if (status === 404) return serverMessages.notFound;
	if (status === 503) return serverMessages.databaseUnavailable;
	return messages.generic.unexpected;
}
function stringRecord(value) {
	if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
	const result = {};
	for (const [key, text] of Object.entries(value)) if (typeof text === "string") result[key] = text;
	return result;
}
/**
* Maps an error answer to the data layer's error: 400 ValidationError (with `fieldErrors`),
* 401/403 PermissionError, 404 NotFoundError, 409 InsufficientStockError, anything else
* (413, 429, 500, 503, …) DataError, each with the server's message.
* @param status - the HTTP status (≥ 400).
* @param body - the parsed JSON body, or undefined when it was not JSON.
*/
function errorFromResponse(status, body) {
	const errorBody = typeof body === "object" && body !== null ? body : {};
	const message = typeof errorBody.error === "string" && errorBody.error ? errorBody.error : fallbackMessage(status);
	switch (status) {
		case 400: return new ValidationError(message, stringRecord(errorBody.fieldErrors));
		case 401:
		case 403: return new PermissionError(message);
		case 404: return new NotFoundError(message);
		case 409: return InsufficientStockError.fromMessage(message);
		default: return new DataError(message);
	}
}
function isTimeout(error) {
	return error instanceof Error && error.name === "TimeoutError";
}
/** Maps a failure of fetch itself (or of reading the body) to the network or timeout message. */
function transportError(error) {
	return new DataError(isTimeout(error) ? serverMessages.timeout : serverMessages.network);
}
/**
* Creates the request helper. Requests carry the session cookie (`credentials: 'same-origin'`)
* and fail after {@link HttpClientOptions.timeoutMs}.
*/
function createHttpClient(options) {
	const timeoutMs = options.timeoutMs ?? 15e3;
	function url(path, query) {
		const params = new URLSearchParams();
		for (const [key, value] of Object.entries(query ?? {})) if (value !== void 0) params.set(key, value);
		const search = params.toString();
		return `${options.baseUrl}${path}${search ? `?${search}` : ""}`;
	}
	return { async request(method, path, request = {}) {
		const headers = { Accept: "application/json" };
		let body;
		if (request.json !== void 0) {
			headers["Content-Type"] = "application/json";
			body = JSON.stringify(request.json);
		} else if (request.body !== void 0) {
			if (request.contentType) headers["Content-Type"] = request.contentType;
			body = request.body;
		}
		let response;
		let text;
		try {
			response = await options.fetch(url(path, request.query), {
				method,
				headers,
				body,
				credentials: "same-origin",
				signal: AbortSignal.timeout(timeoutMs)
			});
			text = await response.text();
		} catch (error) {
			throw transportError(error);
		}
		let json;
		let isJson = false;
		if (text) try {
			json = JSON.parse(text);
			isJson = true;
		} catch {}
		if (!response.ok) throw errorFromResponse(response.status, isJson ? json : void 0);
		const changed = parseChangedKeys(response.headers.get(CHANGED_HEADER));
		if (changed.length > 0) options.onChanged(changed);
		if (response.status === 204 || !text) return void 0;
		if (!isJson) throw new DataError(messages.generic.unexpected);
		return json;
	} };
}
// src/data/adapters/http/events.ts
/**
* Change announcements of the HTTP adapter: this device's own changes (the `Seulanga-Changed`
* header, origin 'local') and the other devices' changes from the server's event stream
* (`GET /api/events`, origin 'external'). One stream is open while anyone listens.
*/
/** The value of `EventSource.CLOSED`. */
var CLOSED = 2;
/** Keys worth refetching after a gap in the stream: every key but the device's own theme. */
var QUERY_KEYS = STORAGE_KEYS.filter((key) => key !== "theme");
/** Reads the keys of a `change` event's data (`{"keys":[…]}`); anything else gives none. */
function parseChangeEvent(data) {
	if (typeof data !== "string") return [];
	try {
		const parsed = JSON.parse(data);
		if (!Array.isArray(parsed.keys)) return [];
		return [...new Set(parsed.keys.filter((key) => typeof key === "string" && isStorageKey(key)))];
	} catch {
		return [];
	}
}
/**
* Creates the change feed. When the stream breaks (the browser reconnects by itself, or, once it
* gave up, the feed opens a new one after {@link ChangeFeedOptions.retryDelayMs}), every
* query-relevant key is announced as soon as it is open again, so screens refetch what they missed.
*/
function createChangeFeed(options) {
	const listeners = /* @__PURE__ */ new Set();
	const retryDelayMs = options.retryDelayMs ?? 5e3;
	let source = null;
	let retryTimer = null;
	function emit(keys, origin) {
		if (keys.length === 0) return;
		for (const listener of [...listeners]) listener(keys, origin);
	}
	function clearRetry() {
		if (retryTimer !== null) clearTimeout(retryTimer);
		retryTimer = null;
	}
	function open(afterGap) {
		if (!options.eventSource || source) return;
		let stream;
		try {
			stream = options.eventSource(options.url);
		} catch {
			return;
		}
		source = stream;
		let missed = afterGap;
		stream.addEventListener("open", () => {
			if (source !== stream) return;
			if (missed) emit([...QUERY_KEYS], "external");
			missed = false;
		});
		stream.addEventListener("change", (event) => {
			if (source === stream) emit(parseChangeEvent(event.data), "external");
		});
		stream.addEventListener("error", () => {
			if (source !== stream) return;
			missed = true;
			if (stream.readyState === CLOSED) {
				stream.close();
				source = null;
				clearRetry();
				retryTimer = setTimeout(() => {
					retryTimer = null;
					if (listeners.size > 0) open(true);
				}, retryDelayMs);
			}
		});
	}
	function close() {
		clearRetry();
		source?.close();
		source = null;
	}
	return {
		subscribe(listener) {
			listeners.add(listener);
			if (listeners.size === 1) open(false);
			return () => {
				if (!listeners.delete(listener)) return;
				if (listeners.size === 0) close();
			};
		},
		emit,
		reopen() {
			if (!source && retryTimer === null) return;
			close();
			if (listeners.size > 0) open(false);
		}
	};
}
// src/data/adapters/http/images.ts
/** A base64 image data URL: its media type and its bytes (base64). */
var IMAGE_DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,([a-z0-9+/=\s]*)$/i;
/**
* Decodes `value` when it is a base64 image data URL (`data:image/...;base64,...`).
* @returns the media type and bytes, or null for anything else (a URL, a path, '').
*/
function decodeImageDataUrl(value) {
	const match = IMAGE_DATA_URL.exec(value);
	if (!match) return null;
	let binary;
	try {
		binary = atob(match[2].replace(/\s+/g, ""));
	} catch {
		return null;
	}
	const bytes = new Uint8Array(binary.length);
	for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
	return {
		type: match[1].toLowerCase(),
		bytes
	};
}
/**
* Uploads `value` when it is an image data URL and returns the image's server URL; returns any
* other value unchanged.
* @throws ValidationError (wrong format), DataError (too large, network) from the upload.
*/
async function uploadIfDataUrl(client, value) {
	const image = decodeImageDataUrl(value);
	if (!image) return value;
	const { url } = await client.request("POST", "/api/images", {
		body: image.bytes,
		contentType: image.type
	});
	return url;
}
// src/data/adapters/http/http-shop-data.ts
/**
* The shop's data port over the shop server's HTTP API (`docs/api.md`, server mode): every method
* is one request (two for a save with a new image), the screens stay as they are. Changes are
* announced from the `Seulanga-Changed` header (this device) and from `/api/events` (the others).
* The browser keeps only the theme.
*/
var enc = encodeURIComponent;
function defaultEventSource() {
	if (typeof EventSource === "undefined") return void 0;
	return (url) => new EventSource(url);
}
/**
* Turns a form's input into the API's body with the domain schema the server applies too: texts
* trimmed, numbers from form texts, defaults filled, unknown fields dropped (the API's bodies are
* strict and do not coerce). Invalid input fails here with the same messages as the browser mode,
* before anything is sent (or uploaded); the server checks everything again. The schemas load
* with the first call (./input-schemas.ts), so zod is not part of the storefront's first load.
* @param name - the schema's name in ./input-schemas.ts.
* @throws ValidationError with per-field messages (the first one as the message).
*/
async function toBody(name, input) {
	const { checkInput } = await import("./assets/input-schemas-BG5xomkQ.js");
	return checkInput(name, input);
}
/**
* The query of a back-office list (docs/api.md "Back-office lists", "Paging") from a checked
* request: the page and page size normalised as the server would (whole numbers, clamped), each
* left out when it is the default, and the search text left out when it has no word.
*/
function listQuery({ q, ...request }) {
	const { page, pageSize } = normalizePageRequest(request, 20);
	return {
		q: q !== void 0 && searchTerms(q).length > 0 ? q : void 0,
		page: page === 1 ? void 0 : String(page),
		pageSize: pageSize === 20 ? void 0 : String(pageSize)
	};
}
function createAuth(client, feed) {
	/** The session changed: the stream must follow the new user, and every screen refetches. */
	function sessionChanged(extra = []) {
		feed.reopen();
		feed.emit(["currentUser", ...extra], "local");
	}
	return {
		currentUser: () => client.request("GET", "/api/session"),
		async register(input) {
			const body = await toBody("register", input);
			const user = await client.request("POST", "/api/auth/register", { json: body });
			sessionChanged();
			return user;
		},
		async login(username, password) {
			const user = await client.request("POST", "/api/auth/login", { json: {
				username,
				password
			} });
			sessionChanged();
			return user;
		},
		async logout() {
			await client.request("POST", "/api/auth/logout");
			sessionChanged(["cartItems"]);
		}
	};
}
/**
* The query of a catalogue search (docs/api.md "Catalogue search"). The search is not checked
* here: the server checks it with the same rules (`catalogSearchSchema`) and answers 400 with the
* catalogue's message, which the client turns into the same ValidationError the browser mode
* throws; so the storefront's first page needs no schema library (issue 11). A valid search is
* normalised as the server will (equal searches share one URL, defaults left out); a value the
* rules refuse (an unknown sort, a text over {@link MAX_SEARCH_LENGTH} characters, a page that is
* no finite number) is sent as it is, for the server to refuse.
*/
function catalogSearchQuery(input) {
	const query = normalizeCatalogSearch(input);
	const whole = (value, normal, fallback) => value !== void 0 && !Number.isFinite(value) ? String(value) : normal === fallback ? void 0 : String(normal);
	const q = input.q ?? "";
	return {
		category: query.category ?? void 0,
		q: q.length > 200 || query.terms.length > 0 ? q : void 0,
		sort: input.sort === void 0 || input.sort === "default" ? void 0 : input.sort,
		page: whole(input.page, query.page, 1),
		pageSize: whole(input.pageSize, query.pageSize, 24)
	};
}
function createCatalog(client) {
	return {
		listProducts: () => client.request("GET", "/api/products"),
		search: (input) => client.request("GET", "/api/products/search", { query: catalogSearchQuery(input) }),
		searchAdmin: async (input) => client.request("GET", "/api/products/admin-search", { query: listQuery(await toBody("productAdminSearch", input)) }),
		async getProducts(ids) {
			const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id >= 0);
			const chunks = [];
			for (let i = 0; i < wanted.length; i += 100) chunks.push(wanted.slice(i, i + 100));
			return (await Promise.all(chunks.map((chunk) => client.request("GET", "/api/products", { query: { ids: chunk.join(",") } })))).flat();
		},
		listCategories: () => client.request("GET", "/api/categories"),
		async getProduct(id) {
			try {
				return await client.request("GET", `/api/products/${enc(String(id))}`);
			} catch (error) {
				if (error instanceof NotFoundError) return null;
				throw error;
			}
		},
		listPartners: () => client.request("GET", "/api/partners")
	};
}
function createReviews(client) {
	return {
		listByProduct: (productId) => client.request("GET", `/api/products/${enc(String(productId))}/reviews`),
		async add(input) {
			const { productId, rating, text } = await toBody("review", input);
			return client.request("POST", `/api/products/${enc(String(productId))}/reviews`, { json: {
				rating,
				text
			} });
		}
	};
}
function createCart(client) {
	return {
		list: () => client.request("GET", "/api/cart"),
		add: (productId) => client.request("POST", "/api/cart/items", { json: { productId } }),
		setQuantity: (productId, quantity) => client.request("PUT", `/api/cart/items/${enc(String(productId))}`, { json: { quantity } }),
		remove: (productId) => client.request("DELETE", `/api/cart/items/${enc(String(productId))}`),
		clear: () => client.request("DELETE", "/api/cart")
	};
}
function createOrders(client) {
	return {
		listMine: () => client.request("GET", "/api/orders/mine"),
		async place(input, expectedLines) {
			const checkout = await toBody("checkout", input);
			const lines = expectedLines?.map(({ productId, quantity }) => ({
				productId,
				quantity
			}));
			return client.request("POST", "/api/orders", { json: lines === void 0 ? { checkout } : {
				checkout,
				lines
			} });
		},
		confirmPayment: (orderId) => client.request("POST", `/api/orders/${enc(orderId)}/confirm-payment`),
		listAll: () => client.request("GET", "/api/orders"),
		searchAll: async (input) => {
			const { status, shippingStatus, ...search } = await toBody("orderSearch", input);
			return client.request("GET", "/api/orders/search", { query: {
				status,
				shippingStatus,
				...listQuery(search)
			} });
		},
		update: (orderId, { status, shippingStatus }) => client.request("PATCH", `/api/orders/${enc(orderId)}`, { json: {
			status,
			shippingStatus
		} }),
		listTransactions: () => client.request("GET", "/api/transactions"),
		searchTransactions: async (input) => {
			const { status, ...search } = await toBody("transactionSearch", input);
			return client.request("GET", "/api/transactions/search", { query: {
				status,
				...listQuery(search)
			} });
		}
	};
}
function createLogs(client) {
	return {
		addEmailLog: async () => {
			throw new PermissionError(serverMessages.emailLogServerSide);
		},
		listEmailLogs: () => client.request("GET", "/api/logs/email"),
		emailLogPage: async (input) => client.request("GET", "/api/logs/email/page", { query: listQuery(await toBody("pageRequest", input)) }),
		listActivity: () => client.request("GET", "/api/logs/activity"),
		salesHistory: async (input) => client.request("GET", "/api/logs/sales-history", { query: listQuery(await toBody("pageRequest", input)) })
	};
}
function createReports(client) {
	return {
		dashboard: async (input) => client.request("GET", "/api/reports/dashboard", { query: await toBody("figures", input) }),
		sales: async (input) => client.request("GET", "/api/reports/sales", { query: await toBody("figures", input) })
	};
}
function createSettings(client, feed, theme) {
	return {
		getStore: () => client.request("GET", "/api/settings/store"),
		getTheme: async () => theme.get(),
		setTheme: async (value) => {
			theme.set(value);
			feed.emit(["theme"], "local");
		},
		saveStore: async (input) => client.request("PUT", "/api/settings/store", { json: await toBody("storeSettings", input) }),
		setNewOrderNotifications: (enabled) => client.request("PUT", "/api/settings/new-order-notifications", { json: { enabled } }),
		hasNewOrderNotification: async () => (await client.request("GET", "/api/notifications/new-order")).pending,
		clearNewOrderNotification: () => client.request("DELETE", "/api/notifications/new-order")
	};
}
function createAccount(client) {
	return {
		async updateProfile(input) {
			const body = await toBody("profile", input);
			body.profileImage = await uploadIfDataUrl(client, body.profileImage);
			return client.request("PUT", "/api/account/profile", { json: body });
		},
		changePassword: async (input) => client.request("PUT", "/api/account/password", { json: await toBody("passwordChange", input) }),
		addAddress: async (input) => client.request("POST", "/api/account/addresses", { json: await toBody("address", input) }),
		updateAddress: async (id, input) => client.request("PUT", `/api/account/addresses/${enc(id)}`, { json: await toBody("address", input) }),
		deleteAddress: (id) => client.request("DELETE", `/api/account/addresses/${enc(id)}`)
	};
}
function createChat(client) {
	return {
		listMessages: (buyer) => client.request("GET", "/api/chat/messages", { query: { buyer } }),
		send: ({ text, buyer, product }) => client.request("POST", "/api/chat/messages", { json: {
			text,
			buyer,
			product: product && {
				id: product.id,
				name: product.name,
				partnerName: product.partnerName
			}
		} }),
		markRead: (buyer) => client.request("POST", "/api/chat/read", { json: buyer === void 0 ? {} : { buyer } }),
		unreadCount: async () => (await client.request("GET", "/api/chat/unread")).count,
		listThreads: () => client.request("GET", "/api/chat/threads")
	};
}
function createAdmin(client) {
	return {
		async saveProduct(input, id) {
			const body = await toBody("product", input);
			body.image = await uploadIfDataUrl(client, body.image);
			return id === void 0 ? client.request("POST", "/api/admin/products", { json: body }) : client.request("PUT", `/api/admin/products/${enc(String(id))}`, { json: body });
		},
		deleteProduct: (id) => client.request("DELETE", `/api/admin/products/${enc(String(id))}`),
		async savePartner(input, id) {
			const body = await toBody("partner", input);
			return id === void 0 ? client.request("POST", "/api/admin/partners", { json: body }) : client.request("PUT", `/api/admin/partners/${enc(id)}`, { json: body });
		},
		listUsers: () => client.request("GET", "/api/admin/users"),
		setRole: (userId, role) => client.request("PUT", `/api/admin/users/${enc(userId)}/role`, { json: { role } }),
		exportBackup: () => client.request("GET", "/api/admin/backup"),
		restoreBackup: (backup) => client.request("POST", "/api/admin/restore", { json: backup })
	};
}
/**
* Creates the data port over the shop server's HTTP API (`docs/api.md`).
*
* Requests are same-origin with the session cookie, JSON, and time out after 15 s. Error answers
* become the data layer's errors with the server's message (400 ValidationError, 401/403
* PermissionError, 404 NotFoundError, 409 InsufficientStockError, others DataError); a network
* failure or timeout becomes a DataError with `serverMessages.network` / `serverMessages.timeout`.
*
* `subscribe` announces this device's changes (origin 'local', from the `Seulanga-Changed`
* header) and the other devices' (origin 'external', from one lazily opened `/api/events`
* stream); after a gap in the stream every query-relevant key is announced once it is open again.
* @param options - see {@link HttpShopDataOptions}.
*/
function createHttpShopData(options = {}) {
	const baseUrl = (options.baseUrl ?? "").replace(/\/+$/, "");
	const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
	const theme = options.themeStore ?? createLocalThemeStore();
	const feed = createChangeFeed({
		url: `${baseUrl}/api/events`,
		eventSource: options.eventSource === void 0 ? defaultEventSource() : options.eventSource ?? void 0,
		retryDelayMs: options.eventRetryDelayMs
	});
	const client = createHttpClient({
		baseUrl,
		fetch: fetchImpl,
		timeoutMs: options.timeoutMs ?? 15e3,
		onChanged: (keys) => feed.emit(keys, "local")
	});
	return {
		mode: "server",
		async initialize() {
			await client.request("GET", "/api/session");
		},
		subscribe(listener) {
			const unsubscribeFeed = feed.subscribe(listener);
			const unsubscribeTheme = theme.subscribe(() => listener(["theme"], "external"));
			return () => {
				unsubscribeTheme();
				unsubscribeFeed();
			};
		},
		onIssue: () => () => {},
		auth: createAuth(client, feed),
		catalog: createCatalog(client),
		reviews: createReviews(client),
		cart: createCart(client),
		orders: createOrders(client),
		logs: createLogs(client),
		reports: createReports(client),
		settings: createSettings(client, feed, theme),
		account: createAccount(client),
		chat: createChat(client),
		admin: createAdmin(client)
	};
}
// src/components/ui/toast-outlet.tsx
var Toaster = lazy(() => import("./assets/toaster-P_UFE1GC.js").then((module) => ({ default: module.Toaster })));
/**
* The app's toast outlet, rendered once near the root: nothing until the first toast of the page
* (see `toast` in ./toast.ts), then the {@link Toaster} with the spec's defaults, loaded on demand.
*/
function ToastOutlet() {
	if (!useToastOutletWanted()) return null;
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(Toaster, {})
	});
}
// src/app/theme-sync.tsx
/** Keeps the `dark` class on <html> in step with the stored theme (also across tabs). */
function ThemeSync() {
	const data = useShopData();
	const { data: theme } = useQuery({
		queryKey: queryKeys.theme,
		queryFn: () => data.settings.getTheme()
	});
	useEffect(() => {
		if (theme) document.documentElement.classList.toggle("dark", theme === "dark");
	}, [theme]);
	return null;
}
// src/app/provider.tsx
/** A query client for the shop: local reads are cheap, so no retries and no focus refetch. */
function createQueryClient() {
	return new QueryClient({ defaultOptions: {
		queries: {
			retry: false,
			refetchOnWindowFocus: false,
			staleTime: Infinity
		},
		mutations: { retry: false }
	} });
}
/**
* Every provider the shop needs: TanStack Query, the data port (seeded on first load), the
* toasts, the theme class and reports of repaired storage.
* @param data - the data port (browser, HTTP or memory adapter).
* @param queryClient - optional: tests, and a server-rendered page (the client holding the
*   server's data, docs/decisions/013-server-rendered-storefront.md).
* @param initialized - true on a server-rendered page (on the server, and in the browser while
*   hydrating it): the children render at once instead of after `data.initialize()`, which the
*   server has no use for and which a hydrating page must not wait on (its markup is already there).
*/
function AppProvider({ data, queryClient, initialized = false, children }) {
	const [client] = useState(() => queryClient ?? createQueryClient());
	const [ready, setReady] = useState(initialized);
	useEffect(() => {
		let active = true;
		const stop = data.onIssue((issue) => toast.warning(issue.message, { id: `issue-${issue.key}` }));
		if (initialized) return stop;
		data.initialize().catch((error) => toast.error(errorMessage(error))).finally(() => active && setReady(true));
		return () => {
			active = false;
			stop();
		};
	}, [data, initialized]);
	return /* @__PURE__ */ jsx(QueryClientProvider, {
		client,
		children: /* @__PURE__ */ jsxs(ShopDataProvider, {
			data,
			children: [
				ready ? children : null,
				/* @__PURE__ */ jsx(ThemeSync, {}),
				/* @__PURE__ */ jsx(ToastOutlet, {})
			]
		})
	});
}
// src/features/auth/api/use-logout.ts
/**
* Signs the current user out through `data.auth.logout` (which also empties the cart,
* spec section 4, "Authentication").
*
* @returns A TanStack mutation; `mutate()` takes no input.
*/
function useLogout() {
	const data = useShopData();
	const syncSession = useSessionSync();
	return useMutation({ mutationFn: async () => {
		await data.auth.logout();
		await syncSession();
	} });
}
// src/features/auth/hooks/use-sign-out.ts
/** Navigation state that asks the root layout to sign out once the new page is on screen. */
var SIGN_OUT_STATE = { signOut: true };
function wantsSignOut(state) {
	return typeof state === "object" && state !== null && state.signOut === true;
}
/**
* Starts signing out: goes to `/` first; the sign-out itself happens in
* {@link useSignOutOnArrival} once `/` is rendered. Signing out earlier would let the role guard
* of a buyer- or admin-only page, still on screen while React finishes the navigation (a
* transition when `/` must load first), send the user to /login.
* @returns a function to call from any `Keluar`/`Logout` control.
*/
function useSignOut() {
	const navigate = useNavigate();
	return () => void navigate("/", { state: SIGN_OUT_STATE });
}
/**
* Mounted once, in the root layout: when the current location carries the sign-out request,
* signs out (the data layer also empties the cart), toasts 'Anda telah keluar.' and clears the
* request from history so a reload does not repeat it.
*/
function useSignOutOnArrival() {
	const location = useLocation();
	const navigate = useNavigate();
	const { mutateAsync: logout } = useLogout();
	const handled = useRef(null);
	useEffect(() => {
		if (!wantsSignOut(location.state) || handled.current === location.key) return;
		handled.current = location.key;
		logout().then(() => toast.success(messages.auth.logoutSuccess), (error) => toast.error(errorMessage(error)));
		navigate(`${location.pathname}${location.search}`, {
			replace: true,
			state: null
		});
	}, [
		location,
		logout,
		navigate
	]);
}
// src/features/chat/api/use-chat-unread.ts
/**
* The viewer's unread chat messages (spec section 4): a buyer's own count, or the admin's total
* over all threads. Keyed by the viewer's username (under `queryKeys.chatUnread`, so any change
* of the counters still refreshes it), so one account never shows another's cached count.
* @param username - the signed-in user's username.
*/
function useChatUnread(username) {
	const data = useShopData();
	return useQuery({
		queryKey: [...queryKeys.chatUnread, username],
		queryFn: () => data.chat.unreadCount()
	});
}
// src/features/chat/open-chat-event.ts
/**
* The window event the product page's `Chat Penjual` button dispatches for a signed-in buyer
* (spec sections 1 and 5). A copy of the product feature's constant: features do not import each
* other, so the two agree on this string.
*/
var OPEN_CHAT_EVENT = "seulanga:open-chat";
/**
* Reads an {@link OPEN_CHAT_EVENT}'s detail defensively (any script can dispatch the event).
* @returns the product context, or null when the detail carries no usable product.
*/
function productContextOf(event) {
	const detail = event.detail;
	if (!detail || typeof detail !== "object") return null;
	const id = Number(detail.productId);
	const name = typeof detail.productName === "string" ? detail.productName.trim() : "";
	if (!Number.isFinite(id) || !name) return null;
	const partnerName = typeof detail.partnerName === "string" && detail.partnerName.trim() ? detail.partnerName.trim() : void 0;
	return partnerName ? {
		id,
		name,
		partnerName
	} : {
		id,
		name
	};
}
// src/features/chat/hooks/use-open-chat-event.ts
/**
* Listens on `window` for {@link OPEN_CHAT_EVENT} (dispatched by the product page's
* `Chat Penjual` button) and calls `onOpen` with the product asked about.
* @param onOpen - receives the product, or null when the event carries none.
* @param enabled - false to ignore the event (e.g. for an admin).
*/
function useOpenChatEvent(onOpen, enabled = true) {
	const handle = useEffectEvent((event) => onOpen(productContextOf(event)));
	useEffect(() => {
		if (!enabled) return;
		const listener = (event) => handle(event);
		window.addEventListener(OPEN_CHAT_EVENT, listener);
		return () => window.removeEventListener(OPEN_CHAT_EVENT, listener);
	}, [enabled]);
}
// src/components/ui/button.tsx
/**
* Class recipe of {@link Button}; also for links styled as buttons
* (`<Link className={buttonVariants({ variant: 'outline' })}>`).
*/
var buttonVariants = cva("inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4", {
	variants: {
		variant: {
			default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary-hover",
			destructive: "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90",
			outline: "border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground",
			secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-accent",
			ghost: "hover:bg-accent hover:text-accent-foreground",
			link: "text-primary underline-offset-4 hover:underline"
		},
		size: {
			default: "h-10 px-4 py-2",
			sm: "h-9 gap-1.5 px-3",
			lg: "h-11 px-6 text-base",
			icon: "size-10"
		}
	},
	defaultVariants: {
		variant: "default",
		size: "default"
	}
});
/**
* A button with the shop's variants (`default`, `destructive`, `outline`, `secondary`, `ghost`,
* `link`) and sizes (`default`, `sm`, `lg`, `icon`). An `icon` button needs an `aria-label`.
* As with a native `<button>`, inside a form it submits unless `type="button"` is given.
*/
function Button({ className, variant, size, asChild = false, ...props }) {
	const Comp = asChild ? Slot.Root : "button";
	return /* @__PURE__ */ jsx(Comp, {
		"data-slot": "button",
		className: cn(buttonVariants({
			variant,
			size,
			className
		})),
		...props
	});
}
// src/features/chat/message-label.ts
/** How the spec names the roles in chat (spec section 6): buyers 'Pembeli', the shop 'Admin'. */
var ROLE_LABELS = {
	buyer: "Pembeli",
	admin: "Admin"
};
/**
* The label above a chat message (spec section 6, "Chat labels"): the sender's username when the
* message is from the viewer's own role, otherwise 'Admin' or 'Pembeli'.
* @param message - the message (its `senderName` is the sender's username; older messages lack it).
* @param viewerRole - the signed-in user's role.
* @param threadBuyer - the thread's buyer username, the fallback name of a buyer's message
*   without `senderName`.
*/
function messageLabel(message, viewerRole, threadBuyer) {
	if (message.sender !== viewerRole) return ROLE_LABELS[message.sender];
	return message.senderName ?? (message.sender === "buyer" ? threadBuyer : ROLE_LABELS.admin);
}
/** Whether a message is the viewer's side of the conversation (shown right-aligned). */
function isOwnMessage(message, viewerRole) {
	return message.sender === viewerRole;
}
/**
* The accessible name of a chat button with an unread count, e.g. `Buka chat (2 belum dibaca)`
* (docs/product/ui-names.md "Everywhere" and "Chat").
* @param base - the name without a count.
* @param unread - the number of unread messages; 0 adds nothing.
*/
function withUnread(base, unread) {
	return unread > 0 ? `${base} (${unread} belum dibaca)` : base;
}
// src/features/chat/components/chat-launcher.tsx
/** The floating chat button's base name (docs/product/ui-names.md "Everywhere"). */
var CHAT_BUTTON_NAME = "Buka chat";
/**
* The floating chat button, bottom right above the page (spec section 2): named `Buka chat`, or
* `Buka chat (N belum dibaca)` with a badge while messages are unread.
*/
function ChatLauncher({ unread, open, panelId, onToggle, onPrefetch, ref }) {
	return /* @__PURE__ */ jsxs(Button, {
		ref,
		type: "button",
		size: "icon",
		"aria-label": withUnread(CHAT_BUTTON_NAME, unread),
		"aria-expanded": open,
		"aria-controls": open ? panelId : void 0,
		onClick: onToggle,
		onPointerEnter: onPrefetch,
		onFocus: onPrefetch,
		className: "fixed right-4 bottom-4 z-40 size-14 rounded-full shadow-lg",
		children: [/* @__PURE__ */ jsx(MessageCircleIcon, {
			className: "size-6",
			"aria-hidden": "true"
		}), unread > 0 && /* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			className: "absolute -top-1 -right-1 flex h-6 min-w-6 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground ring-2 ring-background",
			children: unread > 99 ? "99+" : unread
		})]
	});
}
// src/components/ui/spinner.tsx
/**
* An accessible loading indicator: a polite live region (role `status`) named by `label`, with a
* spinning icon and the label as visually hidden text. Size the icon with e.g. `[&_svg]:size-8`.
*/
function Spinner({ label = "Memuat...", className, ...props }) {
	return /* @__PURE__ */ jsxs("div", {
		role: "status",
		"aria-label": label,
		"data-slot": "spinner",
		className: cn("inline-flex items-center justify-center text-muted-foreground", className),
		...props,
		children: [/* @__PURE__ */ jsx(LoaderCircleIcon, {
			className: "size-5 animate-spin",
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsx("span", {
			className: "sr-only",
			children: label
		})]
	});
}
// src/features/chat/components/chat-panel-loading.tsx
/** The admin panel's title and accessible name. */
var ADMIN_CHAT_TITLE = "Chat Pembeli";
/** Size and position of the buyer's 'Hubungi Admin' card (20rem × 24rem; nearly full width on phones). */
var BUYER_PANEL_CLASS = "right-4 bottom-20 h-96 max-h-[calc(100svh-6rem)] w-[calc(100vw-2rem)] rounded-xl sm:w-80";
/** Size and position of the admin's 'Chat Pembeli' card (40rem × 28rem; the full screen on phones). */
var ADMIN_PANEL_CLASS = "inset-0 sm:inset-auto sm:right-4 sm:bottom-20 sm:h-[28rem] sm:max-h-[calc(100svh-6rem)] sm:w-[40rem] sm:max-w-[calc(100vw-2rem)] sm:rounded-xl";
/**
* Stands where the chat card will appear, same size and place, while that panel's code loads
* (the panels are split out of the first load; issue 6). A status, not yet the dialog: focus stays
* on the launcher until the real panel takes it.
*/
function ChatPanelLoading({ role }) {
	return /* @__PURE__ */ jsx("div", {
		className: cn("fixed z-50 flex items-center justify-center border bg-card shadow-xl", role === "admin" ? ADMIN_PANEL_CLASS : BUYER_PANEL_CLASS),
		children: /* @__PURE__ */ jsx(Spinner, { label: "Memuat chat..." })
	});
}
// src/features/chat/components/chat-widget.tsx
var loadAdminPanel = () => import("./assets/admin-chat-panel-SOTDJynv.js");
var loadBuyerPanel = () => import("./assets/buyer-chat-panel-CNzUqVcM.js");
var AdminChatPanel = lazy(() => loadAdminPanel().then((m) => ({ default: m.AdminChatPanel })));
var BuyerChatPanel = lazy(() => loadBuyerPanel().then((m) => ({ default: m.BuyerChatPanel })));
/**
* The chat for whoever is signed in (spec sections 2 and 4; issue 3): the floating button with
* the unread badge, and the buyer's 'Hubungi Admin' panel or the admin's 'Chat Pembeli' panel.
* Renders nothing for a visitor. Mount it once, around every area (the root layout).
* A buyer's panel also opens on the product page's `Chat Penjual` (the window event
* `seulanga:open-chat`), with that product attached to the next message.
*/
function ChatWidget() {
	const { data: user } = useCurrentUser();
	if (!user) return null;
	return /* @__PURE__ */ jsx(SignedInChat, {
		username: user.username,
		role: user.role
	}, `${user.username}:${user.role}`);
}
function SignedInChat({ username, role }) {
	const panelId = useId();
	const launcher = useRef(null);
	const [open, setOpen] = useState(false);
	const [product, setProduct] = useState(null);
	const unread = useChatUnread(username);
	useOpenChatEvent((asked) => {
		if (asked) setProduct(asked);
		setOpen(true);
	}, role === "buyer");
	const close = useCallback(() => {
		setOpen(false);
		launcher.current?.focus();
	}, []);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(ChatLauncher, {
		ref: launcher,
		unread: unread.data ?? 0,
		open,
		panelId,
		onToggle: () => open ? close() : setOpen(true),
		onPrefetch: () => void (role === "admin" ? loadAdminPanel() : loadBuyerPanel())
	}), open && /* @__PURE__ */ jsx(Suspense, {
		fallback: /* @__PURE__ */ jsx(ChatPanelLoading, { role }),
		children: role === "admin" ? /* @__PURE__ */ jsx(AdminChatPanel, {
			id: panelId,
			onClose: close
		}) : /* @__PURE__ */ jsx(BuyerChatPanel, {
			id: panelId,
			username,
			product,
			onClearProduct: () => setProduct(null),
			onClose: close
		})
	})] });
}
// src/app/layouts/root-layout.tsx
/**
* The outermost layout: restores scroll between pages and, for any signed-in user, the floating
* chat (buyer or admin) in every area, and completes a sign-out once `/` is on screen; areas
* add their own chrome.
*/
function RootLayout() {
	useSignOutOnArrival();
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(Outlet, {}),
		/* @__PURE__ */ jsx(ChatWidget, {}),
		/* @__PURE__ */ jsx(ScrollRestoration, {})
	] });
}
// src/components/layout/maintenance-banner.tsx
/**
* The banner an admin sees on store pages while maintenance mode is on (docs/product/decisions.md,
* "Back office": admins keep full access and are told maintenance is on).
*/
function MaintenanceBanner() {
	return /* @__PURE__ */ jsx("div", {
		role: "status",
		className: "bg-secondary text-secondary-foreground",
		children: /* @__PURE__ */ jsxs("p", {
			className: "mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2 text-sm sm:px-6",
			children: [
				/* @__PURE__ */ jsx(WrenchIcon, {
					className: "size-4 shrink-0",
					"aria-hidden": "true"
				}),
				/* @__PURE__ */ jsx("span", { children: "Mode pemeliharaan aktif: pengunjung dan pembeli tidak dapat membuka toko." }),
				/* @__PURE__ */ jsx(Link, {
					to: "/admin/settings",
					className: "font-medium underline underline-offset-4",
					children: "Ubah di Pengaturan"
				})
			]
		})
	});
}
// src/components/layout/maintenance-notice.tsx
/**
* What visitors and buyers see instead of a store page while maintenance mode is on
* (docs/product/decisions.md, "Back office": every store route except /login). Renders the page's `h1`.
*/
function MaintenanceNotice() {
	return /* @__PURE__ */ jsxs("section", {
		className: "mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Sedang dalam pemeliharaan — Seulanga" }),
			/* @__PURE__ */ jsx("span", {
				className: "inline-flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground",
				children: /* @__PURE__ */ jsx(WrenchIcon, {
					className: "size-7",
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold tracking-tight",
				children: "Toko sedang dalam pemeliharaan"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-muted-foreground",
				children: "Kami sedang merapikan toko agar lebih nyaman untuk Anda. Silakan kembali lagi beberapa saat lagi."
			}),
			/* @__PURE__ */ jsx(Link, {
				to: "/login",
				className: "text-sm font-medium text-primary underline underline-offset-4",
				children: "Masuk sebagai admin"
			})
		]
	});
}
// src/components/layout/site-footer.tsx
/**
* The shop footer (spec section 2, "Public layout"): the main store's name and address from the
* store settings, the contact lines, the active partners (name and location), '© 2025 Seulanga'
* and the tagline.
*/
function SiteFooter({ contacts }) {
	const { data: store } = useStoreSettings();
	const { data: partners = [] } = usePartners();
	const active = partners.filter((partner) => partner.status === "Active");
	const headingClass = "text-sm font-semibold tracking-wide text-foreground uppercase";
	return /* @__PURE__ */ jsxs("footer", {
		className: "border-t bg-muted text-muted-foreground",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "grid content-start gap-3",
					children: [
						/* @__PURE__ */ jsx("h2", {
							className: headingClass,
							children: store?.storeName ?? "Seulanga"
						}),
						/* @__PURE__ */ jsx("p", {
							className: "text-sm",
							children: "Toko daring untuk produk usaha kecil dan perajin dari seluruh Aceh."
						}),
						store?.storeAddress && /* @__PURE__ */ jsxs("address", {
							className: "flex items-start gap-2 text-sm not-italic",
							children: [/* @__PURE__ */ jsx(MapPinIcon, {
								className: "mt-0.5 size-4 shrink-0",
								"aria-hidden": "true"
							}), /* @__PURE__ */ jsx("span", { children: store.storeAddress })]
						})
					]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "grid content-start gap-3",
					children: [/* @__PURE__ */ jsx("h2", {
						className: headingClass,
						children: "Hubungi Kami"
					}), contacts]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "grid content-start gap-3",
					children: [/* @__PURE__ */ jsx("h2", {
						className: headingClass,
						children: "Mitra Kami"
					}), active.length > 0 ? /* @__PURE__ */ jsx("ul", {
						className: "grid gap-1.5 text-sm",
						children: active.map((partner) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("span", {
							className: "font-medium text-foreground",
							children: partner.name
						}), partner.location && /* @__PURE__ */ jsxs(Fragment, { children: [" — ", partner.location] })] }, partner.id))
					}) : /* @__PURE__ */ jsx("p", {
						className: "text-sm",
						children: "Belum ada mitra aktif."
					})]
				})
			]
		}), /* @__PURE__ */ jsx("div", {
			className: "border-t",
			children: /* @__PURE__ */ jsxs("div", {
				className: "mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 text-sm sm:flex-row sm:justify-between sm:px-6",
				children: [/* @__PURE__ */ jsx("p", { children: "© 2025 Seulanga" }), /* @__PURE__ */ jsx("p", { children: "Produk UMKM Aceh, dari tangan perajin ke rumah Anda." })]
			})
		})]
	});
}
// src/components/layout/cart-link.tsx
/**
* The header's cart link (docs/product/ui-names.md "Everywhere"): a cart icon with a visible count badge,
* named `Keranjang (N)` where N is the number of units in the cart.
*/
function CartLink({ className }) {
	const { data: items = [] } = useCartItems();
	const count = cartCount(items);
	return /* @__PURE__ */ jsxs(Link, {
		to: "/cart",
		"aria-label": `Keranjang (${count})`,
		className: cn(buttonVariants({
			variant: "ghost",
			size: "icon"
		}), "relative", className),
		children: [/* @__PURE__ */ jsx(ShoppingCartIcon, { "aria-hidden": "true" }), /* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			className: "absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs leading-5 font-semibold text-primary-foreground",
			children: count > 99 ? "99+" : count
		})]
	});
}
// src/components/layout/main-nav.tsx
/**
* The header's horizontal navigation for tablets and desktops (a `<nav>` named
* 'Navigasi utama'); the current page's link carries `aria-current="page"`.
*/
function MainNav({ items, className }) {
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": "Navigasi utama",
		className,
		children: /* @__PURE__ */ jsx("ul", {
			className: "flex flex-wrap items-center gap-1",
			children: items.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
				to: item.to,
				end: item.end,
				className: ({ isActive }) => cn("inline-flex h-9 items-center rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground", isActive ? "bg-secondary text-secondary-foreground" : "text-foreground"),
				children: item.label
			}) }, item.to))
		})
	});
}
// src/components/layout/mobile-nav.tsx
var loadSheet = () => import("./assets/mobile-nav-sheet-rC_fjAe9.js");
var MobileNavSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileNavSheet })));
/**
* The phone navigation (< md): a button `Buka menu` opening the side sheet named 'Menu'
* ({@link MobileNavSheet}) with the main links, the account links and an optional footer
* control. The sheet and its dialog primitives load when the button is first pressed (issue 11:
* they are not part of the storefront's first load); until then the button is all there is.
*/
function MobileNav({ className, ...sheetProps }) {
	const [open, setOpen] = useState(false);
	const [wanted, setWanted] = useState(false);
	const trigger = useRef(null);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
		ref: trigger,
		type: "button",
		variant: "ghost",
		size: "icon",
		"aria-label": "Buka menu",
		"aria-haspopup": "dialog",
		"aria-expanded": open,
		className,
		onPointerDown: () => void loadSheet(),
		onFocus: () => void loadSheet(),
		onClick: () => {
			setWanted(true);
			setOpen(true);
		},
		children: /* @__PURE__ */ jsx(MenuIcon, { "aria-hidden": "true" })
	}), wanted && /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(MobileNavSheet, {
			...sheetProps,
			open,
			onOpenChange: setOpen,
			trigger
		})
	})] });
}
// src/components/layout/nav-items.ts
/**
* The shop header's links for a role (spec section 2, "Buyer layout header" and "Public layout";
* docs/product/ui-names.md "Everywhere"): `Beranda`, `Katalog`, for buyers `Pesanan Saya` and
* `Riwayat Pembelian`, then `Layanan`, `Tentang Kami`, `Lokasi Toko` — for a signed-in buyer
* these three point to their `-auth` copies.
* @param role - the signed-in user's role, or null for a visitor.
*/
function navItems(role) {
	const buyer = role === "buyer";
	const info = (path) => buyer ? `${path}-auth` : path;
	return [
		{
			to: "/",
			label: "Beranda",
			end: true
		},
		{
			to: "/catalog",
			label: "Katalog"
		},
		...buyer ? [{
			to: "/pesanan-saya",
			label: "Pesanan Saya"
		}, {
			to: "/purchase-history",
			label: "Riwayat Pembelian"
		}] : [],
		{
			to: info("/layanan"),
			label: "Layanan"
		},
		{
			to: info("/tentang-kami"),
			label: "Tentang Kami"
		},
		{
			to: info("/lokasi-toko"),
			label: "Lokasi Toko"
		}
	];
}
// src/components/layout/theme-toggle.tsx
/**
* The theme control (spec section 4, "Theme"; docs/product/ui-names.md): a button `Ganti tema` with
* `aria-pressed` true in dark mode. It saves the preference with `data.settings.setTheme`;
* `ThemeSync` applies the `dark` class.
*/
function ThemeToggle({ className }) {
	const data = useShopData();
	const { data: theme = "light" } = useQuery({
		queryKey: queryKeys.theme,
		queryFn: () => data.settings.getTheme()
	});
	const setTheme = useMutation({
		mutationFn: (next) => data.settings.setTheme(next),
		onError: (error) => toast.error(errorMessage(error))
	});
	const dark = theme === "dark";
	return /* @__PURE__ */ jsx(Button, {
		type: "button",
		variant: "ghost",
		size: "icon",
		className,
		"aria-label": "Ganti tema",
		"aria-pressed": dark,
		title: dark ? "Tema gelap aktif" : "Tema terang aktif",
		disabled: setTheme.isPending,
		onClick: () => setTheme.mutate(dark ? "light" : "dark"),
		children: dark ? /* @__PURE__ */ jsx(MoonIcon, { "aria-hidden": "true" }) : /* @__PURE__ */ jsx(SunIcon, { "aria-hidden": "true" })
	});
}
// src/components/layout/user-avatar.tsx
/**
* A round avatar: the user's profile image, or a generic person icon when there is none or it
* fails to load (spec section 2, "avatar (profileImage, generic icon fallback)").
*/
function UserAvatar({ username, src, className }) {
	const [failedSrc, setFailedSrc] = useState(null);
	const label = `Foto profil ${username}`;
	if (!src || failedSrc === src) return /* @__PURE__ */ jsx("span", {
		role: "img",
		"aria-label": label,
		className: cn("inline-flex size-9 items-center justify-center rounded-full bg-secondary text-secondary-foreground", className),
		children: /* @__PURE__ */ jsx(CircleUserIcon, {
			className: "size-6",
			"aria-hidden": "true"
		})
	});
	return /* @__PURE__ */ jsx("img", {
		src,
		alt: label,
		width: 36,
		height: 36,
		onError: () => setFailedSrc(src),
		className: cn("size-9 rounded-full border object-cover", className)
	});
}
// src/components/layout/site-header.tsx
/**
* The shop header (spec section 2, "Buyer layout header" and "Public layout"; docs/product/ui-names.md
* "Everywhere"): the logo and store name linking to `/`, the main links, the theme control
* `Ganti tema`; signed out `Masuk` and `Daftar`; for a buyer the cart link `Keranjang (N)`,
* `Pengaturan` and the avatar; for an admin `Dashboard Admin`; for every signed-in user `Keluar`.
* Below md the links collapse into the `Buka menu` sheet.
*/
function SiteHeader({ logoutButton }) {
	const { data: user } = useCurrentUser();
	const { data: store } = useStoreSettings();
	const role = user?.role ?? null;
	const items = navItems(role);
	const storeName = store?.storeName ?? "Seulanga";
	return /* @__PURE__ */ jsxs("header", {
		className: "sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6",
			children: [
				/* @__PURE__ */ jsx(MobileNav, {
					className: "md:hidden",
					items,
					accountLinks: !user ? [{
						to: "/login",
						label: "Masuk"
					}, {
						to: "/register",
						label: "Daftar"
					}] : role === "admin" ? [{
						to: "/admin",
						label: "Dashboard Admin"
					}] : [{
						to: "/settings",
						label: "Pengaturan"
					}],
					footer: user ? logoutButton : void 0,
					accountNote: user && /* @__PURE__ */ jsxs("div", {
						className: "flex items-center gap-3 px-3 pb-2",
						children: [/* @__PURE__ */ jsx(UserAvatar, {
							username: user.username,
							src: user.profileImage
						}), /* @__PURE__ */ jsx("span", {
							className: "text-sm font-medium",
							children: user.username
						})]
					})
				}),
				/* @__PURE__ */ jsxs(Link, {
					to: "/",
					className: "flex min-w-0 items-center gap-2 rounded-md font-bold text-foreground",
					children: [/* @__PURE__ */ jsx("img", {
						src: "/logo.svg",
						alt: "",
						width: 32,
						height: 32,
						className: "size-8 shrink-0"
					}), /* @__PURE__ */ jsx("span", {
						className: "truncate text-lg tracking-tight",
						children: storeName
					})]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "ml-auto flex items-center gap-1",
					children: [
						/* @__PURE__ */ jsx(ThemeToggle, {}),
						role === "buyer" && /* @__PURE__ */ jsx(CartLink, {}),
						!user && /* @__PURE__ */ jsxs("div", {
							className: "hidden items-center gap-2 md:flex",
							children: [/* @__PURE__ */ jsx(Link, {
								to: "/login",
								className: buttonVariants({
									variant: "ghost",
									size: "sm"
								}),
								children: "Masuk"
							}), /* @__PURE__ */ jsx(Link, {
								to: "/register",
								className: buttonVariants({ size: "sm" }),
								children: "Daftar"
							})]
						}),
						user && /* @__PURE__ */ jsxs("div", {
							className: "hidden items-center gap-1 md:flex",
							children: [
								role === "buyer" && /* @__PURE__ */ jsx(Link, {
									to: "/settings",
									"aria-label": "Pengaturan",
									title: "Pengaturan",
									className: buttonVariants({
										variant: "ghost",
										size: "icon"
									}),
									children: /* @__PURE__ */ jsx(SettingsIcon, { "aria-hidden": "true" })
								}),
								role === "admin" && /* @__PURE__ */ jsxs(Link, {
									to: "/admin",
									className: buttonVariants({
										variant: "outline",
										size: "sm"
									}),
									children: [/* @__PURE__ */ jsx(LayoutDashboardIcon, { "aria-hidden": "true" }), "Dashboard Admin"]
								}),
								/* @__PURE__ */ jsx(UserAvatar, {
									username: user.username,
									src: user.profileImage,
									className: "mx-1"
								}),
								logoutButton
							]
						})
					]
				})
			]
		}), /* @__PURE__ */ jsx("div", {
			className: "hidden border-t md:block",
			children: /* @__PURE__ */ jsx(MainNav, {
				items,
				className: "mx-auto max-w-7xl px-4 py-1.5 sm:px-6"
			})
		})]
	});
}
// src/features/auth/components/logout-button.tsx
/**
* The `Keluar` button (docs/product/ui-names.md "Everywhere"): goes to `/` and signs out there (see
* {@link useSignOut}), then toasts 'Anda telah keluar.'. A passed `onClick` runs first (e.g. to
* close a menu).
*/
function LogoutButton({ onClick, variant = "ghost", label = "Keluar", ...props }) {
	const signOut = useSignOut();
	return /* @__PURE__ */ jsxs(Button, {
		type: "button",
		variant,
		...props,
		onClick: (event) => {
			onClick?.(event);
			signOut();
		},
		children: [/* @__PURE__ */ jsx(LogOutIcon, { "aria-hidden": "true" }), label]
	});
}
// src/features/store-info/lib/contact-channels.ts
/**
* A WhatsApp number as international digits: non-digits dropped and a leading national `0`
* replaced by Indonesia's `62` (`0812-3456-7890` → `6281234567890`).
*/
function whatsappDigits(number) {
	const digits = number.replace(/\D/g, "");
	return digits.startsWith("0") ? `62${digits.slice(1)}` : digits;
}
/** A WhatsApp number for reading: `6281234567890` → `+62 812-3456-7890`. */
function formatWhatsapp(number) {
	const digits = whatsappDigits(number);
	if (!digits.startsWith("62") || digits.length < 10) return `+${digits}`;
	const rest = digits.slice(2);
	return `+62 ${rest.slice(0, 3)}-${rest.slice(3, 7)}-${rest.slice(7)}`;
}
/** A social-media handle without spaces or a leading `@` (`' @seulanga.aceh'` → `seulanga.aceh`). */
function cleanHandle(handle) {
	return handle.trim().replace(/^@+/, "");
}
/**
* The store's contact channels as links, in the order WhatsApp, Instagram, TikTok, e-mail
* (spec section 2, /layanan; docs/product/decisions.md: contact channels are store settings). Channels whose
* setting is empty are left out.
* @param contacts - the `contacts` of the store settings.
*/
function contactChannels(contacts) {
	const channels = [];
	const wa = whatsappDigits(contacts.whatsapp);
	if (wa) channels.push({
		id: "whatsapp",
		label: "WhatsApp",
		display: formatWhatsapp(wa),
		href: `https://wa.me/${wa}`,
		external: true,
		description: "Tanya stok, pesanan, dan pengiriman langsung dengan tim kami."
	});
	const instagram = cleanHandle(contacts.instagram);
	if (instagram) channels.push({
		id: "instagram",
		label: "Instagram",
		display: `@${instagram}`,
		href: `https://instagram.com/${encodeURIComponent(instagram)}`,
		external: true,
		description: "Lihat produk terbaru dan cerita para perajin mitra kami."
	});
	const tiktok = cleanHandle(contacts.tiktok);
	if (tiktok) channels.push({
		id: "tiktok",
		label: "TikTok",
		display: `@${tiktok}`,
		href: `https://www.tiktok.com/@${encodeURIComponent(tiktok)}`,
		external: true,
		description: "Tonton video proses pembuatan produk dari dapur dan bengkel UMKM Aceh."
	});
	const email = contacts.email.trim();
	if (email) channels.push({
		id: "email",
		label: "Email",
		display: email,
		href: `mailto:${email}`,
		external: false,
		description: "Untuk kerja sama, pesanan partai besar, atau keluhan tertulis."
	});
	return channels;
}
// src/features/store-info/components/channel-icon.tsx
var ICONS = {
	whatsapp: MessageCircleIcon,
	instagram: AtSignIcon,
	tiktok: MusicIcon,
	email: MailIcon
};
/** A decorative icon for a contact channel (lucide has no brand logos). */
function ChannelIcon({ id, ...props }) {
	const Icon = ICONS[id];
	return /* @__PURE__ */ jsx(Icon, {
		"aria-hidden": "true",
		...props
	});
}
// src/features/store-info/components/external-link.tsx
/**
* A link to another site: opens in a new tab with `rel="noopener noreferrer"` and tells screen
* readers so ('(membuka tab baru)').
*/
function ExternalLink({ children, ...props }) {
	return /* @__PURE__ */ jsxs("a", {
		target: "_blank",
		rel: "noopener noreferrer",
		...props,
		children: [children, /* @__PURE__ */ jsx("span", {
			className: "sr-only",
			children: " (membuka tab baru)"
		})]
	});
}
// src/features/store-info/components/contact-lines.tsx
/**
* The store's contact lines for the footer (spec section 2, "Public layout"): one short link per
* channel from the store settings' `contacts` (`WhatsApp: +62 …`, `Instagram: @…`, ...).
*/
function ContactLines() {
	const { data: store } = useStoreSettings();
	const channels = store ? contactChannels(store.contacts) : [];
	return /* @__PURE__ */ jsx("ul", {
		className: "grid gap-2 text-sm",
		children: channels.map((channel) => {
			const content = /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(ChannelIcon, {
				id: channel.id,
				className: "size-4 shrink-0"
			}), /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsxs("span", {
				className: "sr-only",
				children: [channel.label, ": "]
			}), channel.display] })] });
			const linkClass = "inline-flex items-center gap-2 break-all hover:text-foreground hover:underline";
			return /* @__PURE__ */ jsx("li", { children: channel.external ? /* @__PURE__ */ jsx(ExternalLink, {
				href: channel.href,
				className: linkClass,
				children: content
			}) : /* @__PURE__ */ jsx("a", {
				href: channel.href,
				className: linkClass,
				children: content
			}) }, channel.id);
		})
	});
}
// src/app/layouts/shop-layout.tsx
/**
* The layout route of every shop page (spec section 2, "Buyer layout header", "Public layout"):
* a 'Lewati ke konten' skip link, the header, `<main id="main">` with the page, and the footer.
* While maintenance mode is on (docs/product/decisions.md, "Back office") visitors and buyers see a
* maintenance notice on every shop page except /login, and an admin sees a banner.
*/
function Component() {
	const { pathname } = useLocation();
	const { data: user, isPending: userPending } = useCurrentUser();
	const { data: store } = useStoreSettings();
	const maintenance = store?.maintenanceMode === true;
	const isAdmin = user?.role === "admin";
	const blocked = maintenance && !isAdmin && pathname !== "/login";
	return /* @__PURE__ */ jsxs("div", {
		className: "flex min-h-svh flex-col",
		children: [
			/* @__PURE__ */ jsx("a", {
				href: "#main",
				className: "sr-only z-50 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2",
				children: "Lewati ke konten"
			}),
			/* @__PURE__ */ jsx(SiteHeader, { logoutButton: /* @__PURE__ */ jsx(LogoutButton, {}) }),
			maintenance && isAdmin && /* @__PURE__ */ jsx(MaintenanceBanner, {}),
			/* @__PURE__ */ jsx("main", {
				id: "main",
				tabIndex: -1,
				className: "min-h-svh flex-1 pb-20 focus:outline-hidden",
				children: blocked && userPending ? /* @__PURE__ */ jsx("div", {
					className: "flex justify-center p-12",
					children: /* @__PURE__ */ jsx(Spinner, { label: "Memuat..." })
				}) : blocked ? /* @__PURE__ */ jsx(MaintenanceNotice, {}) : /* @__PURE__ */ jsx(Outlet, {})
			}),
			/* @__PURE__ */ jsx(SiteFooter, { contacts: /* @__PURE__ */ jsx(ContactLines, {}) })
		]
	});
}
// src/domain/route-paths.ts
/**
* The shop's pages by path (spec section 2, route table; docs/product/decisions.md "Access"): the
* signed-in areas, which the role guard lets only their role open (src/app/route-access.ts) and
* the server's robots.txt keeps search engines out of (server/pages/head.ts); and every page the
* router has, so the server answers any other path with a real 404 (docs/server.md "Public pages").
*/
/** Paths (and everything below them) that only a signed-in buyer may open. */
var BUYER_ONLY_PATHS = [
	"/cart",
	"/checkout",
	"/payment-confirmation",
	"/pesanan-saya",
	"/purchase-history",
	"/settings",
	"/layanan-auth",
	"/tentang-kami-auth",
	"/lokasi-toko-auth"
];
/** Paths (and everything below them) that only an admin may open. */
var ADMIN_ONLY_PATHS = ["/admin"];
[...BUYER_ONLY_PATHS];
// src/app/route-access.ts
/**
* Which role may open which shop path (spec section 2, route table; docs/product/decisions.md "Access").
* Used after login to decide whether to return the user to the page the role guard refused.
*/
/** True when `pathname` is `base` or lies below it (`/admin/orders` is under `/admin`, `/administrasi` is not). */
function isUnder(pathname, base) {
	return pathname === base || pathname.startsWith(`${base}/`);
}
/** Lower-cases and drops a trailing slash, so `/Cart/` is checked as `/cart`. */
function normalize(pathname) {
	const lower = pathname.toLowerCase();
	return lower.length > 1 && lower.endsWith("/") ? lower.replace(/\/+$/, "") || "/" : lower;
}
/**
* Whether a user with `role` may open `pathname`.
* @param role - the signed-in user's role, or null/undefined for a visitor.
* @param pathname - a path such as `/admin/orders` (no query or hash).
* @returns `/admin` and below: admin only; the buyer routes (`/cart`, `/checkout`,
*   `/payment-confirmation`, `/pesanan-saya`, `/purchase-history`, `/settings` and the `-auth`
*   info pages): buyer only; every other path: anyone.
*/
function canAccess(role, pathname) {
	const path = normalize(pathname);
	if (ADMIN_ONLY_PATHS.some((base) => isUnder(path, base))) return role === "admin";
	if (BUYER_ONLY_PATHS.some((base) => isUnder(path, base))) return role === "buyer";
	return true;
}
/**
* The start page of a role after login when there is no page to return to (spec section 2):
* admin → `/admin`, anyone else → `/`.
*/
function homeFor(role) {
	return role === "admin" ? "/admin" : "/";
}
// src/app/require-role.tsx
/**
* Role guard (spec section 2): shows the child routes only to a signed-in user whose role may
* open the current path — the one rule of `route-access.ts` ({@link canAccess}) — otherwise
* redirects, replacing history, to /login and remembers the refused page
* (docs/product/decisions.md, "Access"). Shows 'Loading authentication...' while the session loads.
*/
function RequireRole() {
	const location = useLocation();
	const { data: user, isPending } = useCurrentUser();
	if (isPending) return /* @__PURE__ */ jsx("p", {
		role: "status",
		className: "p-8 text-center text-muted-foreground",
		children: messages.auth.loading
	});
	if (!user || !canAccess(user.role, location.pathname)) {
		const state = { from: {
			pathname: location.pathname,
			search: location.search,
			hash: location.hash
		} };
		return /* @__PURE__ */ jsx(Navigate, {
			to: "/login",
			replace: true,
			state
		});
	}
	return /* @__PURE__ */ jsx(Outlet, {});
}
// src/app/route-error-page.tsx
/**
* The router's error page (spec section 2): 'Unexpected Application Error!' with the status or
* message, and a way home — never a white screen.
*/
function RouteErrorPage() {
	const error = useRouteError();
	const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
	return /* @__PURE__ */ jsxs("main", {
		className: "mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "Unexpected Application Error!"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-muted-foreground",
				children: detail
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex gap-3",
				children: [/* @__PURE__ */ jsx(Link, {
					className: "font-medium text-primary underline underline-offset-4",
					to: "/",
					children: "Kembali ke beranda"
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "font-medium text-primary underline underline-offset-4",
					onClick: () => window.location.reload(),
					children: "Muat ulang"
				})]
			})
		]
	});
}
// src/app/router.tsx
/** The route tree; exported for tests (createMemoryRouter). */
var routes = [{
	element: /* @__PURE__ */ jsx(RootLayout, {}),
	errorElement: /* @__PURE__ */ jsx(RouteErrorPage, {}),
	children: [{
		Component,
		errorElement: /* @__PURE__ */ jsx(RouteErrorPage, {}),
		children: [
			{
				index: true,
				lazy: () => import("./assets/home-CQwqu2UN.js")
			},
			{
				path: "login",
				lazy: () => import("./assets/login-B7TkdNYF.js")
			},
			{
				path: "register",
				lazy: () => import("./assets/register-BJJ7Wy7d.js")
			},
			{
				path: "tentang-kami",
				lazy: () => import("./assets/about-Bkjt23Zc.js")
			},
			{
				path: "layanan",
				lazy: () => import("./assets/services-NQPF-NP6.js")
			},
			{
				path: "lokasi-toko",
				lazy: () => import("./assets/store-locations-ItHEToBE.js")
			},
			{
				path: "catalog",
				lazy: () => import("./assets/catalog-C4nbXqXZ.js")
			},
			{
				path: "product/:id",
				lazy: () => import("./assets/product-DSE_qJgZ.js")
			},
			{
				element: /* @__PURE__ */ jsx(RequireRole, {}),
				children: [
					{
						path: "cart",
						lazy: () => import("./assets/cart-De4CQghJ.js")
					},
					{
						path: "checkout",
						lazy: () => import("./assets/checkout-zwkrokpS.js")
					},
					{
						path: "payment-confirmation",
						lazy: () => import("./assets/payment-confirmation-4HXrqtsq.js")
					},
					{
						path: "pesanan-saya",
						lazy: () => import("./assets/my-orders-o2_1ji4V.js")
					},
					{
						path: "purchase-history",
						lazy: () => import("./assets/purchase-history-YT4AlN9n.js")
					},
					{
						path: "settings",
						lazy: () => import("./assets/settings-DGY25PPn.js")
					},
					{
						path: "tentang-kami-auth",
						lazy: () => import("./assets/about-Bkjt23Zc.js")
					},
					{
						path: "layanan-auth",
						lazy: () => import("./assets/services-NQPF-NP6.js")
					},
					{
						path: "lokasi-toko-auth",
						lazy: () => import("./assets/store-locations-ItHEToBE.js")
					}
				]
			},
			{
				path: "redirect",
				lazy: () => import("./assets/redirect-DRsHYlLu.js")
			},
			{
				path: "*",
				lazy: () => import("./assets/not-found-BCkJ-cSS.js")
			}
		]
	}, {
		path: "admin",
		element: /* @__PURE__ */ jsx(RequireRole, {}),
		errorElement: /* @__PURE__ */ jsx(RouteErrorPage, {}),
		children: [{
			lazy: () => import("./assets/admin-layout-BBudhqPz.js"),
			errorElement: /* @__PURE__ */ jsx(RouteErrorPage, {}),
			children: [
				{
					index: true,
					lazy: () => import("./assets/dashboard-P5Ru80PP.js")
				},
				{
					path: "products",
					lazy: () => import("./assets/products-vjQPAnqy.js")
				},
				{
					path: "partners",
					lazy: () => import("./assets/partners-DN4pjZlv.js")
				},
				{
					path: "orders",
					lazy: () => import("./assets/orders-J41EqSxb.js")
				},
				{
					path: "transactions",
					lazy: () => import("./assets/transactions-k9OB9dVb.js")
				},
				{
					path: "reports",
					lazy: () => import("./assets/reports-DhLNTgho.js")
				},
				{
					path: "sales-history",
					lazy: () => import("./assets/sales-history-P7YmQbYd.js")
				},
				{
					path: "settings",
					lazy: () => import("./assets/settings-C-SU1Ek8.js")
				},
				{
					path: "*",
					lazy: () => import("./assets/not-found-BCkJ-cSS.js")
				}
			]
		}]
	}]
}];
// src/entry-server.tsx
/**
* The storefront's server renderer (docs/decisions/013-server-rendered-storefront.md), built by
* `vite build --ssr` into `dist-server/` and called by the shop server (server/pages/ssr.ts) for
* the public pages. It renders the same route tree and providers as the browser, over the HTTP
* data port whose requests go to the server's own API in-process with the visitor's cookie, so
* the page shows exactly what the visitor's browser would ask for: their session, their cart
* count, the catalogue page of the URL's filters.
*
* The data is found by rendering: each pass builds, in the query cache, every query the tree
* asks for; the pending ones are fetched and the tree rendered again, until a pass asks for
* nothing new. The page is then rendered once more from a cache holding only the answered
* queries, the very cache the browser hydrates with, so both render the same markup.
*/
/** How many render passes may discover new queries (a product page needs two: product, then its partner). */
var MAX_PASSES = 4;
/** Renders `node` to HTML, waiting for every lazy part (prerender resolves each Suspense boundary). */
async function renderToHtml(node) {
	const { prelude } = await prerenderToNodeStream(node, { onError(error) {
		throw error;
	} });
	const chunks = [];
	for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
	return Buffer.concat(chunks).toString("utf8");
}
/** Whether a query of the cache asked for data the tree needs (not yet fetched, and enabled). */
function isWanted(query) {
	if (query.state.status !== "pending" || query.state.fetchStatus !== "idle") return false;
	const enabled = query.options.enabled;
	return (typeof enabled === "function" ? enabled(query) : enabled) !== false;
}
/**
* Renders the page at `request.url`.
* @returns the page, or null when it is not for the server to render: a redirect, or a route
*   error (the browser then renders the page as before).
* @throws what rendering throws (the server logs it and sends the page unrendered).
*/
async function renderPage(request) {
	const url = new URL(request.url);
	const handler = createStaticHandler(routes);
	const context = await handler.query(new Request(url));
	if (context instanceof Response || context.errors) return null;
	const data = createHttpShopData({
		baseUrl: url.origin,
		fetch: request.fetch,
		eventSource: null,
		themeStore: {
			get: () => request.theme,
			set() {},
			subscribe: () => () => {}
		}
	});
	const tree = (client) => /* @__PURE__ */ jsx(StrictMode, { children: /* @__PURE__ */ jsx(AppProvider, {
		data,
		queryClient: client,
		initialized: true,
		children: /* @__PURE__ */ jsx(StaticRouterProvider, {
			router: createStaticRouter(handler.dataRoutes, context),
			context,
			hydrate: false
		})
	}) });
	const discovery = createQueryClient();
	for (let pass = 0; pass < MAX_PASSES; pass += 1) {
		await renderToHtml(tree(discovery));
		const wanted = discovery.getQueryCache().getAll().filter(isWanted);
		if (wanted.length === 0) break;
		await Promise.all(wanted.map((query) => query.fetch().catch(() => void 0)));
	}
	const queries = dehydrate(discovery);
	const client = createQueryClient();
	hydrate(client, queries);
	return {
		html: await renderToHtml(tree(client)),
		status: context.statusCode,
		state: {
			queries,
			router: {
				loaderData: context.loaderData,
				actionData: context.actionData,
				errors: null
			}
		}
	};
}
export { THEMES as A, SORT_VALUES as C, CATEGORIES as D, pageCountOf as E, ORDER_STATUSES as O, withCurrentProducts as S, parseSort as T, buttonVariants as _, contactChannels as a, cartCount as b, MaintenanceBanner as c, BUYER_PANEL_CLASS as d, Spinner as f, Button as g, withUnread as h, ChannelIcon as i, SHIPPING_STATUSES as k, ADMIN_CHAT_TITLE as l, messageLabel as m, homeFor as n, UserAvatar as o, isOwnMessage as p, ExternalLink as r, renderPage, ThemeToggle as s, canAccess as t, ADMIN_PANEL_CLASS as u, useChatUnread as v, parsePage as w, cartTotal as x, useSignOut as y };
