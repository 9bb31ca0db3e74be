/**
 * How a rating is drawn as stars (spec section 5, reviews; rating scale 1–5). Pure, so the
 * rounding is tested apart from the picture (src/components/ui/star-rating.tsx).
 */

/** How much of one star is filled. */
export type StarFill = 'full' | 'half' | 'empty';

/**
 * Rounds a rating to the nearest half star (4,24 → 4; 4,25 → 4,5; 4,75 → 5), within 0…`max`.
 * @param value - the rating or an average (any number; not finite counts as 0).
 * @param max - the number of stars.
 */
export function roundToHalfStar(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(Math.round(value * 2) / 2, 0), max);
}

/**
 * The fill of each of `max` stars for a rating rounded to the nearest half: e.g. 4,5 of 5 →
 * four full stars and a half one.
 */
export function starFills(value: number, max: number): StarFill[] {
  const rounded = roundToHalfStar(value, max);
  return Array.from({ length: max }, (_, i) => (rounded >= i + 1 ? 'full' : rounded >= i + 0.5 ? 'half' : 'empty'));
}
