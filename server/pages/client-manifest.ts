/**
 * The client build's manifest (Vite's `build.manifest`, `dist/.vite/manifest.json`): which script
 * files a source module needs. The server reads it to preload the page modules of a page it
 * rendered (docs/decisions/013-server-rendered-storefront.md, "Preloading the page's module"):
 * the browser loads them before it hydrates, and would otherwise ask for them only after its
 * entry script has run, one network round trip later.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One chunk of the manifest (the fields the server reads). */
export interface ManifestChunk {
  /** The chunk's file in the build folder, e.g. `assets/home-DWuHtKpG.js`. */
  file: string;
  /** The manifest keys of the chunks it imports statically. */
  imports?: string[];
  /** Whether it is the entry `index.html` loads. */
  isEntry?: boolean;
}

/** The manifest: chunks by key (a source path from the project root, or `_name-hash.js` for a shared chunk). */
export type ClientManifest = Record<string, ManifestChunk>;

/** The manifest's file in the build folder. */
export const MANIFEST_FILE = join('.vite', 'manifest.json');

/**
 * Reads the manifest of the client build in `staticDir`.
 * @returns the manifest, or null when the build has none or it cannot be read (the pages are then
 *   sent without the preloads; nothing else depends on it).
 */
export async function readClientManifest(staticDir: string): Promise<ClientManifest | null> {
  try {
    const manifest = JSON.parse(await readFile(join(staticDir, MANIFEST_FILE), 'utf8')) as unknown;
    return manifest && typeof manifest === 'object' && !Array.isArray(manifest) ? (manifest as ClientManifest) : null;
  } catch {
    return null;
  }
}

/** The files of chunk `key` and of every chunk it imports, directly or not, into `files`. */
function collect(manifest: ClientManifest, key: string, files: Set<string>, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files, seen);
}

/**
 * The script files the page modules `modules` need that `index.html` does not already load (its
 * entry and what the entry imports statically, which the built page preloads itself).
 * @param modules - source paths from the project root (`src/app/routes/public/home.tsx`); a path
 *   the manifest does not know is skipped.
 * @returns URL paths (`/assets/home-DWuHtKpG.js`), each once, in import order (the page module first).
 */
export function modulePreloadsOf(manifest: ClientManifest, modules: readonly string[]): string[] {
  const loaded = new Set<string>();
  const seen = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(manifest, key, loaded, seen);
  const needed = new Set<string>();
  for (const module of modules) collect(manifest, module, needed, seen);
  return [...needed].filter((file) => !loaded.has(file) && file.endsWith('.js')).map((file) => `/${file}`);
}
