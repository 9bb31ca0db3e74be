import { errorMessage } from '@/data/errors';
import { toast } from './toast';

/**
 * Runs a user's action and says how it went (docs/conventions.md "Forms, errors, feedback"):
 * `success` as a success toast once the action resolved, else the error's user message
 * (`errorMessage`) as an error toast.
 * @param action - the action, e.g. a mutation and what its success changes on the page.
 * @param success - the success toast's text; none: no success toast.
 * @returns whether the action succeeded; it never rejects (the failure is toasted).
 */
export async function toastOutcome(
  action: () => Promise<unknown>,
  success?: string,
): Promise<boolean> {
  try {
    await action();
  } catch (error) {
    toast.error(errorMessage(error));
    return false;
  }
  if (success !== undefined) toast.success(success);
  return true;
}
