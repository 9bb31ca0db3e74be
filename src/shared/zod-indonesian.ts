/**
 * zod's messages in Indonesian for the server and the e-mail function, which load zod anyway
 * (the storefront loads the locale with zod instead: `setIndonesianZodMessages`, src/lib/zod-config.ts).
 */
import { config } from 'zod/v4/core';
import indonesian from 'zod/v4/locales/id.js';

/**
 * Sets zod's `id` locale (what `z.config(z.locales.id())` sets, without loading every other
 * locale) for this process: a library message that reaches a response, e.g. 'Input tidak valid:
 * diharapkan string, diterima number', is Indonesian like the rest. Every copy of zod in the
 * process shares the setting (`globalThis.__zod_globalConfig`), the server renderer's bundled one
 * too. Idempotent.
 */
export function applyIndonesianZod(): void {
  config(indonesian());
}
