#!/usr/bin/env node
/**
 * Writes the installable app's icons (docs/decisions/025-installable-app.md) from public/logo.svg
 * into public/icons/: 192 and 512 pixels as the logo is (its rounded corners transparent), and a
 * maskable 512 whose logo sits inside the middle 80 % (the safe zone a phone's launcher may crop
 * to a circle or a squircle) on the logo's own green, edge to edge.
 *
 * Run after a change of the logo: `node scripts/generate-icons.mjs`; commit the PNGs.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const root = new URL('../', import.meta.url);
const logo = readFileSync(new URL('public/logo.svg', root));
const outDir = new URL('public/icons/', root);
mkdirSync(outDir, { recursive: true });

/** The logo's background green (public/logo.svg), for the maskable icon's full bleed. */
const LOGO_GREEN = '#1f6f5c';

/** The logo rendered at `size` pixels square (high density, so the vector stays sharp). */
function logoAt(size) {
  return sharp(logo, { density: Math.ceil((72 * size) / 192) * 2 }).resize(size, size).png();
}

for (const size of [192, 512]) {
  await logoAt(size).toFile(new URL(`icon-${size}.png`, outDir).pathname);
}

const MASKABLE = 512;
const inner = Math.round(MASKABLE * 0.8);
await sharp({ create: { width: MASKABLE, height: MASKABLE, channels: 4, background: LOGO_GREEN } })
  .composite([{ input: await logoAt(inner).toBuffer(), gravity: 'centre' }])
  .png()
  .toFile(new URL('icon-maskable-512.png', outDir).pathname);

console.log('public/icons/: icon-192.png, icon-512.png, icon-maskable-512.png');
