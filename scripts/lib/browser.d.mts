/** Types of scripts/lib/browser.mjs (see there). */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function startPreview(options: {
  outDir: string;
  port: number;
}): Promise<{ url: string; close: () => Promise<void> }>;
export declare const DEMO_ACCOUNTS: Record<'buyer' | 'admin', { username: string; password: string }>;
export declare function signInWithCart(
  page: import('@playwright/test').Page,
  origin: string,
  account: { username: string; password: string },
  cart?: number[],
): Promise<void>;
