/**
 * A small, fast, repeatable random source in [0, 1): mulberry32 from `seed`. Tests, benchmarks
 * and the load tools get the same draws at every run, yet successive draws differ, as a real
 * source's do (a constant source would, for one, give every order the same payment-code
 * candidates, docs/decisions/016).
 */
export function seededRandom(seed = 1): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
