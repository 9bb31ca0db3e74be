/**
 * Repositories whose code loads on their first call (docs/decisions/012-lean-first-load.md):
 * the browser mode's first load carries only what a storefront page reads at once
 * (session, catalogue, store settings, cart); the orders, the back office's reports, users, logs
 * and backup, the account, the chat and the vouchers load with their first use.
 */

/** A port repository: every member is a method that returns a promise. */
type AsyncRepository<T> = { [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? T[K] : never };

/**
 * A stand-in for the repository `load` makes: each method call waits for `load` (called once,
 * at the first call; a failed load is tried again at the next call) and then calls the real method.
 * A method assigned to the stand-in (a test's spy) is kept and called instead.
 * @param load - imports the repository's module and creates the repository.
 */
export function lazyRepository<T extends AsyncRepository<T>>(load: () => Promise<T>): T {
  let loading: Promise<T> | null = null;
  const repository = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  /** One stand-in method per name, made at its first read (the same function at every read). */
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const methodOf = (name: string) => {
    let method = methods.get(name);
    if (!method) {
      method = async (...args: unknown[]) => {
        const loaded = await repository();
        const real = loaded[name as keyof T] as ((...args: unknown[]) => Promise<unknown>) | undefined;
        if (typeof real !== 'function') throw new TypeError(`No method ${name}`);
        return real.apply(loaded, args);
      };
      methods.set(name, method);
    }
    return method;
  };
  // Not a thenable: `await repository` gives the stand-in itself.
  const isMethodName = (name: string | symbol): name is string => typeof name === 'string' && name !== 'then';
  return new Proxy({} as T, {
    get(target, name) {
      // A method set on the stand-in (a test's spy or replacement) answers instead.
      if (Object.hasOwn(target, name)) return Reflect.get(target, name);
      return isMethodName(name) ? methodOf(name) : undefined;
    },
    // Every method name exists (so a test may spy on one), as a configurable, writable property.
    getOwnPropertyDescriptor(target, name) {
      if (Object.hasOwn(target, name) || !isMethodName(name)) return Reflect.getOwnPropertyDescriptor(target, name);
      return { value: methodOf(name), writable: true, configurable: true, enumerable: true };
    },
    has: (target, name) => Object.hasOwn(target, name) || isMethodName(name),
  });
}
