/** The back office's role check, run by its routes before a body is read. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { serverMessages } from '@/shared/messages';
import { PermissionError } from '@/domain/core/errors';
import type { AppEnv } from '../http/env';
import { readBody } from './request';

/** The admin's check before anything is read (401 signed out, 403 otherwise). */
export function requireAdmin(c: Context<AppEnv>, message?: string) {
  const { ctx } = c.get('services');
  if (message && ctx.actor && ctx.actor.role !== 'admin') throw new PermissionError(message);
  return ctx.requireRole('admin');
}

/**
 * The body of an admin's request, read once the role is checked (see {@link requireAdmin}).
 * @returns the body parsed by `schema`.
 * @throws PermissionError (401, 403) before the body is read; ValidationError (400) for a body
 *   that is not JSON or does not match ('Data permintaan tidak sesuai format.' without a field message).
 */
export async function adminBody<T extends z.ZodType>(c: Context<AppEnv>, schema: T, message?: string): Promise<z.output<T>> {
  requireAdmin(c, message);
  return readBody(c, schema, serverMessages.requestInvalid);
}
