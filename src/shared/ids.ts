/**
 * Record ids: the spec's prefix plus a timestamp (spec section 3), made unique even when two are
 * made in the same millisecond (docs/product/decisions.md).
 */

/** Makes ids `PREFIX<ms timestamp><2 random base-36 chars>` that never repeat in this tab. */
export function createIdFactory(now: () => Date = () => new Date(), random: () => number = Math.random) {
  let last = 0;
  return (prefix: string, taken?: ReadonlySet<string>): string => {
    for (;;) {
      const stamp = Math.max(now().getTime(), last + 1);
      last = stamp;
      const suffix = Math.floor(random() * 36 * 36)
        .toString(36)
        .padStart(2, '0');
      const id = `${prefix}${stamp}${suffix}`;
      if (!taken?.has(id)) return id;
    }
  };
}
