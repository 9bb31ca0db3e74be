/**
 * The build files only the back office loads, read from Vite's build manifest
 * (`<outDir>/.vite/manifest.json`): the service worker precaches the storefront's shell, not
 * the owner's screens and their chart library, which a buyer on mobile data would download for
 * nothing (docs/decisions/025-installable-app.md). The owner's device loads them on first use,
 * as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Source modules only the owner loads (the same as scripts/check-bundle.mjs's `ADMIN_ONLY`). */
const ADMIN_ONLY = [
  /^src\/features\/admin-[^/]+\//,
  /^src\/app\/routes\/admin\//,
  /^src\/app\/layouts\/admin-layout/,
  /^src\/components\/admin-layout\//,
  /^src\/features\/chat\/components\/admin-chat/,
  /node_modules\/recharts\//,
];

/**
 * The files (`assets/…`, JavaScript and CSS) no non-admin entry of the build reaches through its
 * static or dynamic imports without passing through an admin-only module.
 * @param outDir - the build's folder; an empty set when it has no build manifest.
 * @returns {Set<string>}
 */
export function adminOnlyFiles(outDir) {
  const path = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return new Set();
  /** @type {Record<string, { file: string, src?: string, css?: string[], assets?: string[], imports?: string[], dynamicImports?: string[], isEntry?: boolean, isDynamicEntry?: boolean }>} */
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  const isAdmin = (key) => ADMIN_ONLY.some((pattern) => pattern.test(manifest[key]?.src ?? key));
  const reached = new Set();
  const queue = Object.keys(manifest).filter((key) => (manifest[key].isEntry || manifest[key].isDynamicEntry) && !isAdmin(key));
  while (queue.length > 0) {
    const key = queue.pop();
    if (reached.has(key) || !manifest[key] || isAdmin(key)) continue;
    reached.add(key);
    queue.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []));
  }
  const kept = new Set();
  for (const key of reached) for (const file of [manifest[key].file, ...(manifest[key].css ?? [])]) kept.add(file);
  const adminOnly = new Set();
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? [])]) if (!kept.has(file)) adminOnly.add(file);
  }
  return adminOnly;
}
