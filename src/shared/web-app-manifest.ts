/**
 * The installable app's web app manifest (`/manifest.webmanifest`, docs/decisions/025-installable-app.md):
 * written by the build (vite.config.ts, browser mode's static one) and, in server mode, answered by
 * the shop server with the store's name from its settings ({@link webAppManifestOf}).
 */

/** The theme's primary green (src/index.css `--primary`), the browser's bar of the installed app. */
export const THEME_COLOR = '#287c63';
/** The theme's page background (src/index.css `--background`), the splash screen's. */
export const BACKGROUND_COLOR = '#faf8f4';

/** The icons written by scripts/generate-icons.mjs into public/icons/. */
const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The manifest with the shop's default name, Seulanga. */
export const webAppManifest = {
  id: '/',
  name: 'Seulanga',
  short_name: 'Seulanga',
  description: 'Belanja produk UMKM Aceh langsung dari mitra usaha kecil di seluruh Aceh.',
  lang: 'id',
  dir: 'ltr' as const,
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: ICONS.map((icon) => ({ ...icon })),
};

/** The longest `short_name` a phone's launcher shows under the icon without cutting it. */
const SHORT_NAME_LIMIT = 12;

/**
 * The manifest named after the store (`Nama Toko` of the settings): `name` the store's name,
 * `short_name` too when it fits under an icon, else the default's. A blank name keeps the default.
 */
export function webAppManifestOf(storeName: string): typeof webAppManifest {
  const name = storeName.trim();
  if (!name) return webAppManifest;
  return { ...webAppManifest, name, short_name: name.length <= SHORT_NAME_LIMIT ? name : webAppManifest.short_name };
}
