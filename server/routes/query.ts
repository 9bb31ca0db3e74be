/**
 * Query strings of the list endpoints (docs/api.md "Catalogue search", "Back-office lists",
 * "Paging"): each parameter at most once, no unknown parameter, page numbers as whole numbers.
 * The values are checked again by the services with the domain's refusing schemas.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { serverMessages } from '@/shared/messages';
import { ValidationError } from '@/domain/core/errors';
import type { AppEnv } from '../http/env';

/** A whole number in a query string (a sign, then at most 20 digits); the service clamps it. */
const wholeNumber = z
  .string()
  .regex(/^-?\d{1,20}$/)
  .transform(Number);

/** `page` and `pageSize` of a list's query (docs/api.md "Paging"). */
export const pageQueryFields = { page: wholeNumber.optional(), pageSize: wholeNumber.optional() };

/**
 * A searched list's query (docs/api.md "Back-office lists", "Paging"): each of `names` an optional
 * text parameter (its values are the service's to check), `page` and `pageSize`, and nothing else.
 */
export function listQuerySchema<K extends string>(...names: K[]) {
  const texts = Object.fromEntries(names.map((name) => [name, z.string().optional()])) as Record<K, z.ZodOptional<z.ZodString>>;
  return z.object({ ...texts, ...pageQueryFields }).strict();
}

/**
 * The query parameters of a request, each given at most once.
 * @throws ValidationError 'Data permintaan tidak sesuai format.' when one is repeated.
 */
export function singleQuery(c: Context<AppEnv>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (values.length !== 1) throw new ValidationError(serverMessages.requestInvalid);
    result[key] = values[0]!;
  }
  return result;
}

/**
 * Reads a list's query with a strict schema (each parameter at most once, see
 * {@link singleQuery}).
 * @param schema - the endpoint's parameters, `.strict()`, with {@link pageQueryFields}.
 * @param pageMessage - the message of a page or page size that is no whole number.
 * @returns the parsed parameters.
 * @throws ValidationError with `pageMessage` for a bad page or page size, else 'Data permintaan
 *   tidak sesuai format.' (an unknown or repeated parameter).
 */
export function parseQuery<T extends z.ZodType>(
  c: Context<AppEnv>,
  schema: T,
  pageMessage: string,
): z.output<T> {
  const parsed = schema.safeParse(singleQuery(c));
  if (parsed.success) return parsed.data;
  const page = parsed.error.issues.some(
    (issue) => issue.path[0] === 'page' || issue.path[0] === 'pageSize',
  );
  throw new ValidationError(page ? pageMessage : serverMessages.requestInvalid);
}
