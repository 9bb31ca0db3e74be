/** Types of scripts/lib/browser.mjs (see there). */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function startPreview(options: {
  outDir: string;
  port: number;
}): Promise<{ url: string; close: () => Promise<void> }>;
