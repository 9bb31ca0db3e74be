// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, modulePreloadsOf, readClientManifest, type ClientManifest } from './client-manifest';

/** A manifest shaped as the client build writes it (shared chunks keyed `_name-hash.js`). */
const MANIFEST: ClientManifest = {
  'index.html': {
    file: 'assets/index-E1.js',
    isEntry: true,
    imports: ['_runtime-R1.js', '_framework-F1.js', '_data-D1.js'],
  },
  '_runtime-R1.js': { file: 'assets/runtime-R1.js' },
  '_framework-F1.js': { file: 'assets/framework-F1.js', imports: ['_runtime-R1.js'] },
  // Imported by the entry only through another shared chunk.
  '_data-D1.js': { file: 'assets/data-D1.js', imports: ['_icons-I1.js'] },
  '_icons-I1.js': { file: 'assets/icons-I1.js' },
  '_card-C1.js': { file: 'assets/card-C1.js', imports: ['_framework-F1.js', '_price-P1.js', '_icons-I1.js'] },
  '_price-P1.js': { file: 'assets/price-P1.js', imports: ['_card-C1.js'] },
  '_store-S1.js': { file: 'assets/store-S1.js', imports: ['_framework-F1.js'] },
  'src/app/routes/public/home.tsx': { file: 'assets/home-H1.js', imports: ['_framework-F1.js', '_store-S1.js', '_card-C1.js'] },
  'src/app/routes/public/catalog.tsx': { file: 'assets/catalog-K1.js', imports: ['_card-C1.js'] },
  'src/app/routes/public/about.tsx': { file: 'assets/about-A1.js', imports: ['_framework-F1.js'] },
};

describe('modulePreloadsOf', () => {
  it("lists a page module's file and the chunks it imports, directly or not, the module first", () => {
    expect(modulePreloadsOf(MANIFEST, ['src/app/routes/public/home.tsx'])).toEqual([
      '/assets/home-H1.js',
      '/assets/store-S1.js',
      '/assets/card-C1.js',
      '/assets/price-P1.js',
    ]);
  });

  it('leaves out what the entry already loads, also through another chunk, and handles import cycles', () => {
    const files = modulePreloadsOf(MANIFEST, ['src/app/routes/public/catalog.tsx']);
    expect(files).toEqual(['/assets/catalog-K1.js', '/assets/card-C1.js', '/assets/price-P1.js']);
    expect(files).not.toContain('/assets/icons-I1.js');
    expect(modulePreloadsOf(MANIFEST, ['src/app/routes/public/about.tsx'])).toEqual(['/assets/about-A1.js']);
  });

  it('lists a chunk two modules share once, and skips modules the build does not know', () => {
    expect(modulePreloadsOf(MANIFEST, ['src/app/routes/public/catalog.tsx', 'src/app/routes/public/home.tsx', 'src/app/routes/nothing.tsx'])).toEqual([
      '/assets/catalog-K1.js',
      '/assets/card-C1.js',
      '/assets/price-P1.js',
      '/assets/home-H1.js',
      '/assets/store-S1.js',
    ]);
    expect(modulePreloadsOf(MANIFEST, [])).toEqual([]);
    expect(modulePreloadsOf({}, ['src/app/routes/public/home.tsx'])).toEqual([]);
  });

  it('never preloads a stylesheet or an asset', () => {
    const manifest: ClientManifest = { ...MANIFEST, 'src/app/routes/x.tsx': { file: 'assets/x.css' } };
    expect(modulePreloadsOf(manifest, ['src/app/routes/x.tsx'])).toEqual([]);
  });
});

describe('readClientManifest', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('reads the build folder’s manifest, and gives null when it is missing or broken', async () => {
    dir = await mkdtemp(join(tmpdir(), 'seulanga-manifest-'));
    expect(await readClientManifest(dir)).toBeNull();
    await mkdir(join(dir, '.vite'));
    await writeFile(join(dir, MANIFEST_FILE), '{ not json');
    expect(await readClientManifest(dir)).toBeNull();
    await writeFile(join(dir, MANIFEST_FILE), '[1, 2]');
    expect(await readClientManifest(dir)).toBeNull();
    await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(MANIFEST));
    expect(await readClientManifest(dir)).toEqual(MANIFEST);
  });
});
