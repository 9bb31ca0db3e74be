/**
 * zod's global settings, set without loading zod (issue 11: zod is not part of the storefront's
 * first load). zod keeps them on `globalThis.__zod_globalConfig`, so that every copy of the library
 * shares them (`zod/v4/core/core.js`; `z.config()` writes the same object), and adopts an object
 * already there when it loads.
 */

type ZodGlobalConfig = Record<string, unknown> & { jitless?: boolean };

/**
 * Tells zod never to compile its checks with `new Function`, nor to probe whether it may. Server
 * mode runs under the server's Content Security Policy, which refuses evaluated code; the browser
 * reports zod's refused probe as a policy violation even though zod catches the error.
 */
export function disableZodEval(): void {
  const holder = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
  holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
}
