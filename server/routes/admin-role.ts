/** The back office's role check, run by its routes before a body is read. */
import type { Context } from 'hono';
import { PermissionError } from '@/data/errors';
import type { AppEnv } from '../http/env';

/** The admin's check before anything is read (401 signed out, 403 otherwise). */
export function requireAdmin(c: Context<AppEnv>, message?: string) {
  const { ctx } = c.get('services');
  if (message && ctx.actor && ctx.actor.role !== 'admin') throw new PermissionError(message);
  return ctx.requireRole('admin');
}
