/**
 * The seed's clock (docs/product/decisions.md "Seed data"): every dated record of the demo shop is
 * placed relative to the moment the seed is written, `now`, which the shell passes in (the domain
 * never reads the clock). Days are Asia/Jakarta days (WIB, UTC+7, no daylight saving).
 */

/** Milliseconds in a minute, an hour and a day. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** WIB is UTC+7 all year. */
const WIB_OFFSET_MS = 7 * HOUR_MS;

/** Moments relative to the seed's `now`. */
export interface SeedClock {
  /** The moment the seed is written. */
  now: Date;
  /**
   * `days` Jakarta days before today at `hour`:`minute` WIB.
   * @param days - whole days back, at least 1 (so the moment is before `now`).
   */
  daysAgo(days: number, hour: number, minute?: number): Date;
  /**
   * A moment of today so far: the fraction `share` (0–1) of the time from 00:00 WIB to `now`, to
   * the millisecond below — so a seed written at 00:05 WIB still has orders of today.
   */
  today(share: number): Date;
  /** `base` moved by `minutes` (may be negative). */
  after(base: Date, minutes: number): Date;
}

/** 00:00 WIB of the Jakarta day of `now`, in epoch milliseconds. */
export function jakartaMidnight(now: Date): number {
  return Math.floor((now.getTime() + WIB_OFFSET_MS) / DAY_MS) * DAY_MS - WIB_OFFSET_MS;
}

/** The seed's clock at `now` (see {@link SeedClock}). */
export function seedClock(now: Date): SeedClock {
  const midnight = jakartaMidnight(now);
  const elapsed = now.getTime() - midnight;
  return {
    now,
    daysAgo: (days, hour, minute = 0) => new Date(midnight - days * DAY_MS + hour * HOUR_MS + minute * MINUTE_MS),
    today: (share) => new Date(midnight + Math.floor(elapsed * share)),
    after: (base, minutes) => new Date(base.getTime() + minutes * MINUTE_MS),
  };
}

/**
 * The day the seed's reviews and the admin's own log entries were first written for (their fixed
 * timestamps in reviews.ts and logs.ts are all before it): {@link shiftedToToday} makes it today.
 */
export const WRITTEN_FOR_DAY = '2025-11-18T00:00:00.000Z';

/**
 * A fixed timestamp of the seed (before {@link WRITTEN_FOR_DAY}) moved to the same WIB time of day
 * as many Jakarta days before the day of `now` as it was before that day: how reviews and the
 * admin's own log entries keep their spacing and their hour while following `now`, always before it.
 * @param iso - the fixed timestamp (ISO).
 */
export function shiftedToToday(iso: string, now: Date): Date {
  const days = Math.round((jakartaMidnight(now) - jakartaMidnight(new Date(WRITTEN_FOR_DAY))) / DAY_MS);
  return new Date(Date.parse(iso) + days * DAY_MS);
}
