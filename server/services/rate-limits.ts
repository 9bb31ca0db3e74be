/**
 * The server's rate limits (docs/security.md "Limits"), counted with
 * rate-limiter-flexible's `RateLimiterDrizzle` in the `rate_limits` table, so every instance on
 * one database shares them. Each limit is consumed BEFORE the work it guards (a password check,
 * an argon2id hash, an order's transaction): the consumption is one atomic upsert, so a burst of
 * parallel requests cannot all pass. Refusals throw {@link RateLimitError} (429 with
 * `Retry-After`) with a message of the catalogue (`rateLimitMessages`).
 *
 * Client addresses are keyed by {@link addressKey}: IPv4 whole, IPv6 by its /64 prefix (one
 * household or phone gets a whole /64), an IPv4-mapped IPv6 address as its IPv4 address.
 *
 * The store's clock is the machine's (`Date`), not the services' injectable `now`.
 *
 * Long on purpose: every limit of the shop, its numbers and its message in one place, as
 * docs/security.md "Limits" lists them.
 */
import { productCsvMessages } from '@/shared/messages-product-csv';
import { like, lt, or } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitError } from '@/domain/core/errors';
import { rateLimitMessages } from '@/shared/messages';
import type { Role } from '@/domain/core/records';
import type { Executor } from '../db/client';
import { rateLimits } from '../db/schema';
import { addressKey, formatWait } from '@/shared/rate-limit-keys';

export { addressKey, formatWait };

/** Sign-in attempts of one (username, address) pair that need no wait. */
export const LOGIN_FREE_ATTEMPTS = 5;
/** The wait after the last free attempt of a pair (seconds); it doubles at each further failure. */
export const LOGIN_BACKOFF_BASE_SECONDS = 60;
/** The longest wait between two sign-in attempts of one pair (seconds): 1 hour. */
export const LOGIN_BACKOFF_MAX_SECONDS = 60 * 60;
/** How long a pair's failures are remembered from its first one (seconds): 1 day (a success forgets them). */
export const LOGIN_FAILURE_MEMORY_SECONDS = 24 * 60 * 60;
/** Failed password checks per client address in {@link LOGIN_ADDRESS_WINDOW_SECONDS}, whatever the usernames. */
export const LOGIN_ADDRESS_FAILURES = 50;
/** The window of the per-address sign-in limit (seconds): 1 hour. */
export const LOGIN_ADDRESS_WINDOW_SECONDS = 60 * 60;
/** The window of the sign-up limit (`REGISTER_LIMIT` sign-ups per address in it; seconds): 15 minutes. */
export const SIGN_UP_WINDOW_SECONDS = 15 * 60;
/** Password-change attempts per account in {@link PASSWORD_CHANGE_WINDOW_SECONDS} (counted before the old password is checked). */
export const PASSWORD_CHANGE_ATTEMPTS = 5;
/** The window of the password-change limit (seconds): 15 minutes. */
export const PASSWORD_CHANGE_WINDOW_SECONDS = 15 * 60;
/** E-mail changes (each answers whether the e-mail is taken) per account in {@link EMAIL_CHANGE_WINDOW_SECONDS}. */
export const EMAIL_CHANGES_PER_ACCOUNT = 5;
/** E-mail changes per client address in {@link EMAIL_CHANGE_WINDOW_SECONDS}, whatever the accounts. */
export const EMAIL_CHANGES_PER_ADDRESS = 20;
/** The window of the e-mail change limits (seconds): 1 hour. */
export const EMAIL_CHANGE_WINDOW_SECONDS = 60 * 60;
/** New verification links ('Kirim Ulang Tautan Verifikasi', decision 022) per account in {@link VERIFICATION_RESEND_WINDOW_SECONDS}. */
export const VERIFICATION_RESENDS_PER_ACCOUNT = 3;
/** The window of the verification resend limit (seconds): 1 hour. */
export const VERIFICATION_RESEND_WINDOW_SECONDS = 60 * 60;
/** Order e-mails an admin may send again ('Kirim Ulang') in {@link EMAIL_RESEND_WINDOW_SECONDS}. */
export const EMAIL_RESENDS_PER_ADMIN = 10;
/** The window of the resend limit (seconds): 10 minutes. */
export const EMAIL_RESEND_WINDOW_SECONDS = 10 * 60;
/** The window of the order limits (seconds): 10 minutes. */
export const ORDER_WINDOW_SECONDS = 10 * 60;
/** Reviews (each a new review or an edit of the buyer's own) per account in {@link REVIEW_WINDOW_SECONDS}. */
export const REVIEWS_PER_ACCOUNT = 10;
/** The window of the review limit (seconds): 1 hour. */
export const REVIEW_WINDOW_SECONDS = 60 * 60;
/** Product imports (`Impor Produk`, previews included: a file read and decided) per admin in {@link PRODUCT_IMPORT_WINDOW_SECONDS}. */
export const PRODUCT_IMPORTS_PER_ADMIN = 60;
/** The window of the product import limit (seconds): 1 hour. */
export const PRODUCT_IMPORT_WINDOW_SECONDS = 60 * 60;
/**
 * Image uploads (each valid upload, the same bytes again too) per account in
 * {@link IMAGE_UPLOAD_WINDOW_SECONDS}, by the account's role: a buyer has a profile picture only,
 * an admin's product photos come in batches, up to 8 a product: 400 are 50 products an hour with
 * full galleries.
 */
export const IMAGE_UPLOADS_PER_HOUR: Readonly<Record<Role, number>> = { buyer: 10, admin: 400 };
/** The window of the image upload limits (seconds): 1 hour. */
export const IMAGE_UPLOAD_WINDOW_SECONDS = 60 * 60;
/** The window of the chat message limits (seconds): 1 minute. */
export const CHAT_WINDOW_SECONDS = 60;
/**
 * Catalogue searches per client address in {@link SEARCH_WINDOW_SECONDS} that the instance's search
 * cache does not hold (each costs a statement over the catalogue); a cached search is not counted.
 */
export const SEARCHES_PER_ADDRESS = 120;
/** The window of the uncached search limit (seconds): 1 minute. */
export const SEARCH_WINDOW_SECONDS = 60;
/** Voucher codes that name no voucher (at `Pakai` or `Buat Pesanan`) per account in {@link VOUCHER_CODE_WINDOW_SECONDS}. */
export const WRONG_VOUCHER_CODES_PER_ACCOUNT = 10;
/** Voucher codes that name no voucher per client address in {@link VOUCHER_CODE_WINDOW_SECONDS}, whatever the accounts. */
export const WRONG_VOUCHER_CODES_PER_ADDRESS = 30;
/** The window of the wrong voucher code limits (seconds): 10 minutes. */
export const VOUCHER_CODE_WINDOW_SECONDS = 10 * 60;
/** How often, at most, rows expired for an hour are deleted (milliseconds). */
const CLEANUP_EVERY_MS = 5 * 60 * 1000;
const CLEANUP_AFTER_MS = 60 * 60 * 1000;
/** Points of a counter that only counts (its refusals are decided elsewhere). */
const UNLIMITED = 1_000_000_000;

/** The limits that deployments may set (README "Server environment"). */
export interface RateLimitSettings {
  /** Sign-ups per client address in 15 minutes (`REGISTER_LIMIT`). */
  registrationsPerIp: number;
  /** Orders per buyer account in 10 minutes (`ORDER_LIMIT`). */
  ordersPerAccount: number;
  /** Orders per client address in 10 minutes (`ORDER_ADDRESS_LIMIT`). */
  ordersPerAddress: number;
  /** Chat messages per buyer account in a minute (`CHAT_LIMIT`). */
  chatMessagesPerAccount: number;
  /** Chat messages per client address in a minute (`CHAT_ADDRESS_LIMIT`). */
  chatMessagesPerAddress: number;
  /** Uncached catalogue searches per client address in a minute (default {@link SEARCHES_PER_ADDRESS}; tests lift it). */
  searchesPerAddress?: number;
}

/** A sign-in attempt that was let through to the password check. */
export interface LoginAttempt {
  /** The password was right: the pair's failures and wait are forgotten, the address's point given back. */
  succeeded(): Promise<void>;
}

/** An order attempt that was let through; {@link OrderAttempt.refund} when no order was placed. */
export interface OrderAttempt {
  /** Gives the attempt's points back (the order was refused: empty cart, stock, validation). */
  refund(): Promise<void>;
}

/**
 * The wait a pair's `n`-th attempt (1-based, n ≥ {@link LOGIN_FREE_ATTEMPTS}) sets before the
 * next one: {@link LOGIN_BACKOFF_BASE_SECONDS} doubled at each attempt past the free ones, at most
 * {@link LOGIN_BACKOFF_MAX_SECONDS}.
 * @returns seconds.
 */
export function loginBackoffSeconds(n: number): number {
  const doublings = Math.max(0, n - LOGIN_FREE_ATTEMPTS);
  return Math.min(LOGIN_BACKOFF_BASE_SECONDS * 2 ** Math.min(doublings, 30), LOGIN_BACKOFF_MAX_SECONDS);
}

/**
 * The 429 error of a refusal.
 * @param refusal - what the limiter rejected with: a `RateLimiterRes`, or an error of the store
 * (rethrown as it is: the database's faults answer 503 like any other).
 * @param message - the catalogue's message for a wait.
 */
function refused(refusal: unknown, message: (wait: string) => string): never {
  if (!(refusal instanceof RateLimiterRes)) throw refusal;
  const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
  throw new RateLimitError(message(formatWait(seconds)), seconds);
}

/**
 * Every rate limit of the shop over one database.
 * @param db - the Drizzle database (PGlite or postgres.js); never a transaction, so a counted
 * attempt stays counted when the request's work rolls back.
 * @param settings - the deployment's limits.
 */
export function createRateLimits(db: Executor, settings: RateLimitSettings) {
  const limiter = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix, points, duration, clearExpiredByTimeout: false });
  const loginAddress = limiter('login-address', LOGIN_ADDRESS_FAILURES, LOGIN_ADDRESS_WINDOW_SECONDS);
  const loginPair = limiter('login-pair', UNLIMITED, LOGIN_FAILURE_MEMORY_SECONDS);
  /** One point per wait: live while the pair must wait, its window the wait itself. */
  const loginWait = limiter('login-wait', 1, LOGIN_BACKOFF_BASE_SECONDS);
  /**
   * The pair's attempts past the free ones that reached the password check. `loginPair` counts the
   * attempts in flight too (a refused one gives its point back only when refused), so under a burst
   * of parallel attempts its count runs ahead; the wait doubles with this count instead.
   */
  const loginChecked = limiter('login-checked', UNLIMITED, LOGIN_FAILURE_MEMORY_SECONDS);
  const signUp = limiter('sign-up', settings.registrationsPerIp, SIGN_UP_WINDOW_SECONDS);
  const passwordChange = limiter('password-change', PASSWORD_CHANGE_ATTEMPTS, PASSWORD_CHANGE_WINDOW_SECONDS);
  const emailAccount = limiter('email-change', EMAIL_CHANGES_PER_ACCOUNT, EMAIL_CHANGE_WINDOW_SECONDS);
  const emailAddress = limiter('email-change-address', EMAIL_CHANGES_PER_ADDRESS, EMAIL_CHANGE_WINDOW_SECONDS);
  const emailResend = limiter('email-resend', EMAIL_RESENDS_PER_ADMIN, EMAIL_RESEND_WINDOW_SECONDS);
  const verificationResend = limiter('verification-resend', VERIFICATION_RESENDS_PER_ACCOUNT, VERIFICATION_RESEND_WINDOW_SECONDS);
  const orderAccount = limiter('orders', settings.ordersPerAccount, ORDER_WINDOW_SECONDS);
  const orderAddress = limiter('orders-address', settings.ordersPerAddress, ORDER_WINDOW_SECONDS);
  const reviewAccount = limiter('reviews', REVIEWS_PER_ACCOUNT, REVIEW_WINDOW_SECONDS);
  const productImports = limiter('product-imports', PRODUCT_IMPORTS_PER_ADMIN, PRODUCT_IMPORT_WINDOW_SECONDS);
  const chatAccount = limiter('chat', settings.chatMessagesPerAccount, CHAT_WINDOW_SECONDS);
  const chatAddress = limiter('chat-address', settings.chatMessagesPerAddress, CHAT_WINDOW_SECONDS);
  const voucherAccount = limiter('voucher-codes', WRONG_VOUCHER_CODES_PER_ACCOUNT, VOUCHER_CODE_WINDOW_SECONDS);
  const voucherAddress = limiter('voucher-codes-address', WRONG_VOUCHER_CODES_PER_ADDRESS, VOUCHER_CODE_WINDOW_SECONDS);
  const searchAddress = limiter('search-address', settings.searchesPerAddress ?? SEARCHES_PER_ADDRESS, SEARCH_WINDOW_SECONDS);
  const imageUploads: Record<Role, RateLimiterDrizzle> = {
    buyer: limiter('images-buyer', IMAGE_UPLOADS_PER_HOUR.buyer, IMAGE_UPLOAD_WINDOW_SECONDS),
    admin: limiter('images-admin', IMAGE_UPLOADS_PER_HOUR.admin, IMAGE_UPLOAD_WINDOW_SECONDS),
  };

  let lastCleanup = 0;
  /** Deletes rows expired for an hour, at most every five minutes (failures are ignored). */
  async function cleanup(): Promise<void> {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = Date.now();
    await db
      .delete(rateLimits)
      .where(lt(rateLimits.expire, new Date(Date.now() - CLEANUP_AFTER_MS)))
      .catch(() => undefined);
  }

  /**
   * Consumes one point of `first`'s key and one of `second`'s at once (two statements in flight
   * together: one round trip): a refusal of `first` gives `second`'s point back (as if `second`
   * had not been asked), a refusal of `second` alone gives `first`'s back. Refused with `first`'s
   * wait when it refused, else `second`'s.
   *
   * One after the other these are the counts of consuming the two in turn. Under a burst of
   * parallel requests they never let more through than either limit, but `second` may refuse a
   * request within `first`'s limit while the points of requests `first` refused are not yet given
   * back; the `first` point then returned is lost to the burst if no later request takes it. So a
   * flood is held to at most the limit, sometimes a point or two under it, for that window only.
   */
  async function consumeBoth(
    first: [RateLimiterDrizzle, string],
    second: [RateLimiterDrizzle, string],
    message: (wait: string) => string,
  ): Promise<void> {
    await cleanup();
    const [a, b] = await Promise.allSettled([first[0].consume(first[1]), second[0].consume(second[1])]);
    if (a.status === 'rejected') {
      if (b.status === 'fulfilled' || b.reason instanceof RateLimiterRes) await second[0].reward(second[1]);
      refused(a.reason, message);
    }
    if (b.status === 'rejected') {
      await first[0].reward(first[1]);
      refused(b.reason, message);
    }
  }

  /** {@link consumeBoth}, answering the attempt that gives both points back. */
  async function refundable(
    first: [RateLimiterDrizzle, string],
    second: [RateLimiterDrizzle, string],
    message: (wait: string) => string,
  ): Promise<OrderAttempt> {
    await consumeBoth(first, second, message);
    return {
      async refund() {
        await Promise.all([first[0].reward(first[1]), second[0].reward(second[1])]);
      },
    };
  }

  return {
    /**
     * Lets one sign-in attempt through to the password check, or refuses it. Counted before the
     * check: per client address ({@link LOGIN_ADDRESS_FAILURES} an hour; a success gives its
     * point back) and per (username lower-cased, address) pair: {@link LOGIN_FREE_ATTEMPTS}
     * attempts freely, then each further one only after a wait that doubles from
     * {@link LOGIN_BACKOFF_BASE_SECONDS} up to {@link LOGIN_BACKOFF_MAX_SECONDS}. Another address
     * is never slowed by a pair's failures, so nobody can lock an account's owner out.
     * @param username - as typed (any letter case; unknown names are counted the same way).
     * @param address - the client address (`clientIp`).
     * @returns the attempt, to report a success.
     * @throws RateLimitError (429) with the wait.
     */
    async login(username: string, address: string): Promise<LoginAttempt> {
      await cleanup();
      const ip = addressKey(address);
      const pair = `${username.toLowerCase()}|${ip}`;
      await loginAddress.consume(ip).catch((refusal: unknown) => refused(refusal, rateLimitMessages.login));
      try {
        const { consumedPoints: n } = await loginPair.consume(pair);
        if (n >= LOGIN_FREE_ATTEMPTS) {
          try {
            // Passes only while no wait is running, and starts the shortest one at once.
            await loginWait.consume(pair, 1, { customDuration: LOGIN_BACKOFF_BASE_SECONDS });
          } catch (refusal) {
            // Not checked: it counts as no attempt of the pair.
            await loginPair.reward(pair);
            throw refusal;
          }
          // Then lengthens it by the attempts checked before this one, never by those in flight.
          const { consumedPoints: checked } = await loginChecked.consume(pair);
          const wait = loginBackoffSeconds(LOGIN_FREE_ATTEMPTS - 1 + checked);
          if (wait > LOGIN_BACKOFF_BASE_SECONDS) await loginWait.set(pair, 1, wait);
        }
      } catch (refusal) {
        await loginAddress.reward(ip);
        refused(refusal, rateLimitMessages.login);
      }
      return {
        async succeeded() {
          await Promise.all([loginPair.delete(pair), loginWait.delete(pair), loginChecked.delete(pair), loginAddress.reward(ip)]);
        },
      };
    },

    /**
     * Counts one sign-up attempt of `address` (valid input, taken names included: each answers
     * whether a name is taken), `REGISTER_LIMIT` per {@link SIGN_UP_WINDOW_SECONDS}.
     * @throws RateLimitError (429) past the limit.
     */
    async signUp(address: string): Promise<void> {
      await cleanup();
      await signUp.consume(addressKey(address)).catch((refusal: unknown) => refused(refusal, rateLimitMessages.register));
    },

    /**
     * Counts one resent order e-mail of admin `userId` (before it is sent):
     * {@link EMAIL_RESENDS_PER_ADMIN} per {@link EMAIL_RESEND_WINDOW_SECONDS}.
     * @throws RateLimitError (429) past the limit.
     */
    async emailResend(userId: string): Promise<void> {
      await cleanup();
      await emailResend.consume(userId).catch((refusal: unknown) => refused(refusal, rateLimitMessages.emailResend));
    },

    /**
     * Counts one request for a new verification link of account `userId` (before anything is
     * read): {@link VERIFICATION_RESENDS_PER_ACCOUNT} per {@link VERIFICATION_RESEND_WINDOW_SECONDS}.
     * @throws RateLimitError (429) past the limit.
     */
    async verificationResend(userId: string): Promise<void> {
      await cleanup();
      await verificationResend.consume(userId).catch((refusal: unknown) => refused(refusal, rateLimitMessages.verificationResend));
    },

    /**
     * Counts one review written by buyer `userId` (a new one or an edit), before its transaction:
     * {@link REVIEWS_PER_ACCOUNT} per {@link REVIEW_WINDOW_SECONDS}.
     * @throws RateLimitError (429) past the limit.
     */
    async review(userId: string): Promise<void> {
      await cleanup();
      await reviewAccount.consume(userId).catch((refusal: unknown) => refused(refusal, rateLimitMessages.reviews));
    },

    /**
     * Counts one product import (or its preview) of admin `userId`, before the file is read:
     * {@link PRODUCT_IMPORTS_PER_ADMIN} per {@link PRODUCT_IMPORT_WINDOW_SECONDS}.
     * @throws RateLimitError (429) past the limit.
     */
    async productImport(userId: string): Promise<void> {
      await cleanup();
      await productImports.consume(userId).catch((refusal: unknown) => refused(refusal, productCsvMessages.rateLimited));
    },

    /**
     * Counts one image upload of account `userId` (a valid image, before it is looked up or
     * encoded; the same bytes again count too): {@link IMAGE_UPLOADS_PER_HOUR} of its role per
     * {@link IMAGE_UPLOAD_WINDOW_SECONDS}.
     * @param role - the account's role, which picks the limit.
     * @throws RateLimitError (429) past the limit.
     */
    async imageUpload(userId: string, role: Role): Promise<void> {
      await cleanup();
      await imageUploads[role].consume(userId).catch((refusal: unknown) => refused(refusal, rateLimitMessages.images));
    },

    /**
     * Counts one catalogue search of `address` that the instance's search cache does not hold,
     * before its statement: {@link SEARCHES_PER_ADDRESS} per {@link SEARCH_WINDOW_SECONDS}.
     * @throws RateLimitError (429) past the limit.
     */
    async uncachedSearch(address: string): Promise<void> {
      await cleanup();
      await searchAddress.consume(addressKey(address)).catch((refusal: unknown) => refused(refusal, rateLimitMessages.search));
    },

    /**
     * Counts one password-change attempt of account `userId`, before its old password is
     * checked: {@link PASSWORD_CHANGE_ATTEMPTS} per {@link PASSWORD_CHANGE_WINDOW_SECONDS}.
     * @throws RateLimitError (429) past the limit.
     */
    async passwordChange(userId: string): Promise<void> {
      await cleanup();
      await passwordChange.consume(userId).catch((refusal: unknown) => refused(refusal, rateLimitMessages.passwordChange));
    },

    /**
     * Counts one e-mail change (which answers whether the new e-mail is taken) of account
     * `userId` from `address`: {@link EMAIL_CHANGES_PER_ACCOUNT} per account and
     * {@link EMAIL_CHANGES_PER_ADDRESS} per address in {@link EMAIL_CHANGE_WINDOW_SECONDS}.
     * @throws RateLimitError (429) past either limit (then neither is counted).
     */
    async emailChange(userId: string, address: string): Promise<void> {
      await consumeBoth([emailAccount, userId], [emailAddress, addressKey(address)], rateLimitMessages.emailChange);
    },

    /**
     * Counts one chat message of buyer `userId` from `address`, before its transaction:
     * `CHAT_LIMIT` per account and `CHAT_ADDRESS_LIMIT` per address in
     * {@link CHAT_WINDOW_SECONDS}. Counted once the text and the attachment's shape are valid; a
     * message then refused in its transaction (an unknown product, the thread's unread cap) keeps
     * its point, as it still cost a transaction.
     * @throws RateLimitError (429) past either limit (then neither is counted).
     */
    async chatMessage(userId: string, address: string): Promise<void> {
      await consumeBoth([chatAccount, userId], [chatAddress, addressKey(address)], rateLimitMessages.chat);
    },

    /**
     * The voucher codes of buyer `userId` from `address` (the checkout's `Pakai`, an order naming
     * codes), so codes cannot be enumerated: only a code that names no voucher counts,
     * {@link WRONG_VOUCHER_CODES_PER_ACCOUNT} per account and {@link WRONG_VOUCHER_CODES_PER_ADDRESS}
     * per address in {@link VOUCHER_CODE_WINDOW_SECONDS}. Right codes are never counted, so a
     * rush of buyers behind one address (a mobile carrier's shared address) is not refused.
     * @returns `allowed()`, called before a code is looked up: throws RateLimitError (429) once
     *   either limit is reached, whatever the code, so past the limit a right and a wrong code
     *   answer alike; `wrong()`, called when a code named no voucher: counts it, atomically, and
     *   throws RateLimitError (429) instead of the code's refusal when it passes either limit (then
     *   neither is counted), so concurrent wrong codes learn at most the limit's worth.
     */
    voucherCodes(userId: string, address: string): { allowed(): Promise<void>; wrong(): Promise<void> } {
      const address_ = addressKey(address);
      return {
        async allowed() {
          const [account, fromAddress] = await Promise.all([voucherAccount.get(userId), voucherAddress.get(address_)]);
          if (account && account.consumedPoints >= WRONG_VOUCHER_CODES_PER_ACCOUNT) refused(account, rateLimitMessages.voucherCodes);
          if (fromAddress && fromAddress.consumedPoints >= WRONG_VOUCHER_CODES_PER_ADDRESS) refused(fromAddress, rateLimitMessages.voucherCodes);
        },
        wrong: () => consumeBoth([voucherAccount, userId], [voucherAddress, address_], rateLimitMessages.voucherCodes),
      };
    },

    /**
     * Counts one order attempt of buyer `userId` from `address`, before the order's transaction:
     * `ORDER_LIMIT` per account and `ORDER_ADDRESS_LIMIT` per address in
     * {@link ORDER_WINDOW_SECONDS}.
     * @returns the attempt: {@link OrderAttempt.refund} it when the order is refused.
     * @throws RateLimitError (429) past either limit (then neither is counted).
     */
    async placeOrder(userId: string, address: string): Promise<OrderAttempt> {
      return refundable([orderAccount, userId], [orderAddress, addressKey(address)], rateLimitMessages.orders);
    },
  };
}

/**
 * Deletes the sign-in failures and waits of `username` (any letter case) from every address:
 * the pairs' rows of the `rate_limits` table.
 * @param executor - the database or a transaction.
 */
export async function forgetLoginFailures(executor: Executor, username: string): Promise<void> {
  const escaped = username.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  await executor
    .delete(rateLimits)
    .where(
      or(
        like(rateLimits.key, `login-pair:${escaped}|%`),
        like(rateLimits.key, `login-wait:${escaped}|%`),
        like(rateLimits.key, `login-checked:${escaped}|%`),
      ),
    );
}

/**
 * A limit on `rate_limits` that guards work the instance does itself (the render limit,
 * server/pages/render-limit.ts): shared by every instance on the database, yet cheap past its
 * limit — a key that used its points is refused from memory until its window ends (no statement),
 * and while the database fails the instance counts in memory (a page must never wait on it).
 * @param db - the Drizzle database (never a transaction).
 * @param keyPrefix - the limit's name in the table.
 * @param points - allowed per key in `durationSeconds`.
 * @returns consume(key): resolves within the limit, rejects past it.
 */
export function createSharedLimit(db: Executor, keyPrefix: string, points: number, durationSeconds: number) {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix,
    points,
    duration: durationSeconds,
    clearExpiredByTimeout: false,
    inMemoryBlockOnConsumed: points,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds }),
  });
  return { consume: (key: string) => limiter.consume(key) };
}

/** Every rate limit of the shop over one database (see {@link createRateLimits}). */
export type RateLimits = ReturnType<typeof createRateLimits>;
