// @vitest-environment node
/**
 * Every file a spec, script or server module opens by a path relative to itself
 * (`new URL('../x', import.meta.url)`) exists. A moved module otherwise fails only when that
 * program runs: an e2e spec that read the storage keys from their old path stopped the whole
 * browser-mode e2e run at collection, at the end of CI.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');
const FOLDERS = ['e2e', 'scripts', 'server', 'functions', 'src'];
const SOURCE = /\.(ts|tsx|mjs|cjs|js)$/;
const RELATIVE_URL = /new URL\(\s*'(\.{1,2}\/[^']+)',\s*import\.meta\.url\s*\)/g;

/** Source files under `folder`, without node_modules or build output. */
function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder)) {
    if (entry === 'node_modules' || entry.startsWith('.') || entry === 'dist') continue;
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) found.push(...sourceFiles(path));
    else if (SOURCE.test(entry)) found.push(path);
  }
  return found;
}

/** The relative paths `source` opens through `new URL(…, import.meta.url)`. */
export function relativeUrls(source: string): string[] {
  return [...source.matchAll(RELATIVE_URL)].map((match) => match[1]!);
}

describe('files opened by a path relative to the module', () => {
  it('finds the paths of new URL(…, import.meta.url), and only relative ones', () => {
    const source = "readFileSync(new URL('../../src/a.ts', import.meta.url)); new URL('./b.json',\n import.meta.url); new URL('https://x', base);";
    expect(relativeUrls(source)).toEqual(['../../src/a.ts', './b.json']);
  });

  it('every such path names a file or folder that exists', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const folder of FOLDERS) {
      // This file's own examples are not paths it opens.
      for (const file of sourceFiles(join(ROOT, folder)).filter((path) => path !== __filename)) {
        for (const path of relativeUrls(readFileSync(file, 'utf8'))) {
          checked += 1;
          if (!existsSync(resolve(dirname(file), path))) missing.push(`${relative(ROOT, file)}: ${path}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(3);
    expect(missing).toEqual([]);
  });
});
