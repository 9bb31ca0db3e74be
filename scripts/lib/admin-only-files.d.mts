/** See admin-only-files.mjs. */
export function adminOnlyFiles(outDir: string): Set<string>;
