/**
 * The shape of every use case's decision (docs/decisions/014-use-cases-once.md): a pure
 * `decide…` function in src/domain returns a plan for its shell to apply, or a typed refusal.
 */
import type { ShopError } from './errors';
import type { ActivityLog, ActivityType, SessionUser } from './records';

/** What a use case decided: a plan to apply, or a refusal to throw (nothing is written then). */
export type Decision<Plan> = { ok: true; plan: Plan } | { ok: false; refusal: ShopError };

/** An accepted decision of `plan`. */
export const accept = <Plan>(plan: Plan): Decision<Plan> => ({ ok: true, plan });

/** A refused decision: `refusal` is thrown by the shell. */
export const refuse = <Plan>(refusal: ShopError): Decision<Plan> => ({ ok: false, refusal });

/**
 * The plan of a decision.
 * @throws the decision's refusal.
 */
export function planOrThrow<Plan>(decision: Decision<Plan>): Plan {
  if (!decision.ok) throw decision.refusal;
  return decision.plan;
}

/** An activity-log entry a use case writes (spec section 7); the shell adds id, time and actor. */
export interface LogEntry {
  type: ActivityType;
  description: string;
  details: Record<string, unknown>;
}

/**
 * The activity-log record of `entry` (spec section 7) as both modes store it: written by `actor`
 * at `now`, under `id`; `details` only when the entry has some.
 */
export function activityRecord(
  actor: Pick<SessionUser, 'username' | 'role'>,
  entry: { type: ActivityType; description: string; details?: Record<string, unknown> },
  id: string,
  now: Date,
): ActivityLog {
  return {
    id,
    timestamp: now.toISOString(),
    username: actor.username,
    role: actor.role,
    type: entry.type,
    description: entry.description,
    ...(entry.details ? { details: entry.details } : {}),
  };
}
