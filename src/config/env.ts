/**
 * Build-time configuration (Vite `VITE_*` variables). See the README's "Configuration".
 */

/** Where and how the shop calls the order e-mail function (spec section 7). */
export interface OrderEmailConfig {
  /** The function's URL; empty when not configured. */
  url: string;
  /** The public client key sent as the bearer token. */
  key: string;
  /** How long to wait for the function, in milliseconds. */
  timeoutMs: number;
}

/** The order e-mail configuration read from `VITE_ORDER_EMAIL_URL` and `VITE_ORDER_EMAIL_KEY`. */
export const orderEmailConfig: OrderEmailConfig = {
  url: (import.meta.env.VITE_ORDER_EMAIL_URL as string | undefined)?.trim() ?? '',
  key: (import.meta.env.VITE_ORDER_EMAIL_KEY as string | undefined)?.trim() ?? '',
  timeoutMs: 10_000,
};
