/**
 * Input validation of the use cases, shared by the browser adapter and the server: inputs are
 * checked with the shop's refusing schemas (the subjects' `inputs.ts`) and a failure becomes a
 * {@link ValidationError} whose message is the first field's.
 */
import type { z } from 'zod';
import { messages } from '@/shared/messages';
import { ValidationError } from './errors';
import { accept, refuse, type Decision } from './decision';

/**
 * Validates `input` with `schema`.
 * @returns the parsed value.
 * @throws ValidationError with per-field messages (the first one as the error's message).
 */
export function validate<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  throw new ValidationError(Object.values(errors)[0] ?? messages.generic.unexpected, errors);
}

/**
 * {@link validate} as a decision: the parsed value accepted, or its ValidationError (per-field
 * messages) as the refusal.
 */
export function validated<T extends z.ZodType>(schema: T, input: unknown): Decision<z.output<T>> {
  try {
    return accept(validate(schema, input));
  } catch (error) {
    if (error instanceof ValidationError) return refuse(error);
    throw error;
  }
}
