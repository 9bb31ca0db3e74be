import { errorMessage, PermissionError } from '@/data';
import { messages } from '@/shared/messages';

/**
 * Why a list could not be loaded, as an alert: 'Anda tidak memiliki akses ke halaman ini.' when
 * the data layer refused the role (`PermissionError`), else the error's own message.
 */
export function ListError({ error }: { error: unknown }) {
  return (
    <p role="alert" className="text-sm text-destructive">
      {error instanceof PermissionError ? messages.auth.noAccess : errorMessage(error)}
    </p>
  );
}
