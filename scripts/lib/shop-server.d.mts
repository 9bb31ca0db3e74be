/** Types of scripts/lib/shop-server.mjs (see there). */
export declare function startShopServer(options: { staticDir: string; port: number }): Promise<{ url: string; close: () => Promise<void> }>;
