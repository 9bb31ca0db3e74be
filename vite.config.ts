/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppManifest } from './src/shared/web-app-manifest.ts';
import { adminOnlyFiles } from './scripts/lib/admin-only-files.mjs';

/** The node_modules every page of the shop loads at start (see `codeSplitting` below). */
const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|clsx|tailwind-merge|class-variance-authority|cookie|set-cookie-parser|lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|defaultAttributes|context|shared[\\/].*))([\\/.]|$)/;

// Suites that `npm test` runs on PostgreSQL only (scripts/test-unit.mjs sets
// SERVER_SUITES_ON_POSTGRES): the HTTP layer above the data layer, whose database is the same
// code on either engine (docs/decisions/024-server-suites-once-per-database.md).
const POSTGRES_ONLY_SUITES = [
  'server/{auth,events,http,pages,routes,testing}/**',
  'server/tests/!(deploy-recipe).test.ts',
  'server/!(index).test.ts',
  'src/testing/contract/http.test.ts',
];

/**
 * The installable app (docs/decisions/025-installable-app.md): the web app manifest and the
 * service worker built from src/pwa/sw.ts, precaching the app shell. Server mode precaches no
 * page's HTML (the server renders them; its template `index.html` is no page), only the offline
 * page; browser mode also its `index.html`, which holds no user data.
 */
function installableApp(): PluginOption[] {
  const browserMode = process.env.VITE_SHOP_MODE === 'browser';
  let outDir = 'dist';
  const readOutDir: PluginOption = { name: 'seulanga-pwa-out-dir', configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)) };
  const pwa = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/pwa',
    filename: 'sw.ts',
    // Registered by the app itself after the first paint (src/pwa/worker-registration.ts).
    injectRegister: false,
    manifest: webAppManifest,
    injectManifest: {
      globPatterns: ['**/*.{js,css,woff2,png,svg}', 'offline.html', ...(browserMode ? ['index.html'] : [])],
      // The demo shop's product images are kept as they are shown (the worker's image cache).
      globIgnores: ['images/**'],
      // Not the back office's screens and chart library: a buyer would download them for nothing.
      manifestTransforms: [
        (entries) => {
          const adminOnly = adminOnlyFiles(outDir);
          return { manifest: entries.filter((entry) => !adminOnly.has(entry.url)), warnings: [] };
        },
      ],
    },
    // The icons are in the precache through the patterns above already.
    includeManifestIcons: false,
  });
  return [readOutDir, pwa];
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [installableApp()])],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    // `vite build --ssr` (the server renderer, dist-ssr/) needs none of public/.
    copyPublicDir: !isSsrBuild,
    // dist/.vite/manifest.json: which files each page module needs, for the shop server to
    // preload with a page it rendered (server/pages/client-manifest.ts).
    manifest: !isSsrBuild,
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // The shop's rules and data layer run nothing when imported (docs/conventions.md: domain/
        // is pure TypeScript), so a module none of whose exports is used is left out whole, with
        // the zod schemas it builds at load. Without this, the browser adapter's modules, unused
        // in server mode, kept zod in the storefront's first load.
        moduleSideEffects: [{ test: /\/src\/(domain|data|shared)\/.*\.tsx?$/, sideEffects: false }],
      },
      // The libraries every page runs (React, the router, TanStack Query, the class helpers, the
      // icons' base) in one chunk instead of a dozen: on a slow phone's HTTP/1.1 connections each
      // request queued in front of the page's image (Lighthouse). No icon and no
      // admin-only library is in it.
      // zod and its Indonesian locale in one chunk, so the locale, loaded with zod
      // (src/lib/zod-config.ts), costs no chunk of its own and no split of zod's.
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK_MODULES },
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
              ],
              // Common chunks under 24 kB of source (rolldown sums the modules' transformed
              // source, comments included) are copied into the chunks that use them rather than
              // being files of their own. At 8 kB the route manifest, the coded errors, the
              // catalogue query and the data hooks were each one more file on every first load;
              // at 24 kB each storefront first load is 2-4 kB (server mode) and 6-7 kB (browser
              // mode) smaller and a buyer's visit of eight pages downloads about as much as
              // before; 16 and 32 kB copied more and made that visit larger (docs/measuring.md,
              // "Bundle budget history").
              experimentalInlineCommonChunks: { maxSize: 24 * 1024 },
            },
          },
    },
  },
  // `npm run dev` (scripts/dev.mjs): the API of the shop server on DEV_API_PORT.
  server: process.env.DEV_API_PORT
    ? { proxy: { '/api': { target: `http://127.0.0.1:${process.env.DEV_API_PORT}`, changeOrigin: false } } }
    : {},
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 4173),
    strictPort: true,
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'functions/**/*.test.ts', 'server/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/.git/**', ...(process.env.SERVER_SUITES_ON_POSTGRES ? POSTGRES_ONLY_SUITES : [])],
    css: false,
    restoreMocks: true,
    // The 2-core CI machine runs component tests in parallel; 5 s was too tight under load.
    testTimeout: 30_000,
    // Server tests open a database in their hooks (migrations on an embedded PostgreSQL): 10 s
    // was too tight on a loaded 2-core machine.
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
  },
}));
