/**
 * zod's global settings, set without loading zod (zod is not part of the storefront's
 * first load). zod keeps them on `globalThis.__zod_globalConfig`, so that every copy of the library
 * shares them (`zod/v4/core/core.js`; `z.config()` writes the same object), and adopts an object
 * already there when it loads.
 */

/** zod's per-issue message maker (`localeError` of `z.config`): a message, or undefined for its fallback. */
type LocaleError = (issue: never) => unknown;

type ZodGlobalConfig = Record<string, unknown> & { jitless?: boolean; localeError?: LocaleError };

/** Where zod looks for its settings. */
const holder = globalThis as { __zod_globalConfig?: ZodGlobalConfig };

/**
 * Tells zod never to compile its checks with `new Function`, nor to probe whether it may. Server
 * mode runs under the server's Content Security Policy, which refuses evaluated code; the browser
 * reports zod's refused probe as a policy violation even though zod catches the error.
 */
export function disableZodEval(): void {
  Object.assign((holder.__zod_globalConfig ??= {}), { jitless: true });
}

/** A locale module of zod (`zod/v4/locales/*.js`): its default export makes `{ localeError }`. */
export interface ZodLocaleModule {
  default: () => { localeError: LocaleError };
}

/**
 * Makes zod's own messages Indonesian (its `id` locale, what `z.config(z.locales.id())` sets) for
 * the messages a person may read: a field without a message of its own in a form, an input the
 * data layer refuses (src/domain/core/validate-input.ts). The locale is loaded with zod, not before it:
 * `localeError` is set at once to a function that answers with the Indonesian locale once it is
 * there (zod's English default only applies when none is set), and the locale's module is
 * fetched the first time zod reads its settings, i.e. when zod itself loads (or at once when it
 * already has). Until it arrives, zod's fallback 'Invalid input' stands.
 * @param load - loads the locale (default: zod's `id` locale, a small chunk beside zod's).
 * @returns a promise that settles once the locale is in use (rejected when it cannot be loaded:
 *   zod's English fallback then stays).
 */
export function setIndonesianZodMessages(
  load: () => Promise<ZodLocaleModule> = () => import('zod/v4/locales/id.js'),
): Promise<void> {
  const config = (holder.__zod_globalConfig ??= {});
  // zod sets its English default and its memoizer when it builds its first schema.
  const zodLoaded = config.localeError !== undefined || config.memoizer !== undefined;
  let indonesian: LocaleError | undefined;
  config.localeError = (issue) => indonesian?.(issue);
  let begin!: () => void;
  const ready = new Promise<void>((resolve) => (begin = resolve))
    .then(load)
    .then((locale) => {
      indonesian = locale.default().localeError;
    });
  Object.defineProperty(globalThis, '__zod_globalConfig', {
    configurable: true,
    enumerable: false,
    get() {
      begin();
      return config;
    },
    set(value: ZodGlobalConfig) {
      Object.assign(config, value);
    },
  });
  if (zodLoaded) begin();
  return ready;
}
