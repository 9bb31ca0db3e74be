import { useSearchParams } from 'react-router';
import { VerifyEmailCard } from '@/features/auth';

/**
 * /verifikasi-email?token=… (server mode; docs/decisions/022-verified-email.md): the page a
 * verification e-mail links to. A form, so not rendered by the server (like /login and /register):
 * the button works once the app runs, and nothing of the token is kept in the page cache.
 */
export function Component() {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <VerifyEmailCard token={params.get('token')} />
    </div>
  );
}
