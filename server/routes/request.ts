/**
 * What most routes do first (docs/api.md): check the actor's role before anything is read, then
 * read the JSON body with a strict schema. Thin helpers over the services' context and
 * `readJson`, so each route states only its role, its schema and its service call.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { ValidationError } from '@/domain/core/errors';
import { messages } from '@/shared/messages';
import type { Role } from '@/domain/core/records';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/errors';
import type { Services } from '../services';

/**
 * The request's services, once its actor has one of `roles` (any signed-in user when none).
 * @param c - the request's context.
 * @param roles - the roles the route admits.
 * @returns the services bound to the request's actor.
 * @throws PermissionError (401) when signed out, (403) when the actor's role is not admitted.
 */
export function servicesFor(c: Context<AppEnv>, ...roles: Role[]): Services {
  const services = c.get('services');
  services.ctx.requireRole(...roles);
  return services;
}

/**
 * Checks a request body with a strict schema; issues without their own message get `message`
 * (Indonesian, from the catalogue), never zod's English text.
 * @returns the parsed body.
 * @throws ValidationError (400) with the first issue's message and per-field messages keyed by
 * the field's name (`form` for the body itself).
 */
export function parseBody<T extends z.ZodType>(
  schema: T,
  body: unknown,
  message: string = messages.generic.unexpected,
): z.output<T> {
  const parsed = schema.safeParse(body, { error: () => message });
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.filter((part) => typeof part === 'string').at(-1) ?? 'form';
    fieldErrors[field] ??= issue.message;
  }
  throw new ValidationError(parsed.error.issues[0]?.message ?? message, fieldErrors);
}

/**
 * Reads the request's JSON body and checks it with {@link parseBody}.
 * @param c - the request's context.
 * @param schema - the body's strict schema.
 * @param message - the message of an issue without its own (default: the generic one).
 * @returns the parsed body.
 * @throws ValidationError (400) when the body is not JSON or does not match `schema`.
 */
export async function readBody<T extends z.ZodType>(
  c: Context<AppEnv>,
  schema: T,
  message?: string,
): Promise<z.output<T>> {
  return parseBody(schema, await readJson(c), message);
}
