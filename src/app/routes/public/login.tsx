import { Link, useLocation, useNavigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useCurrentUser } from '@/data/react';
import type { SessionUser } from '@/domain/core/records';
import { LoginForm } from '@/features/auth';
import type { ReturnState } from '@/app/require-role';
import { canAccess, homeFor } from '@/app/route-access';

/**
 * /login (spec section 2; docs/product/decisions.md "Access"): the login form. After login the user returns
 * to the page the role guard refused (router state `from`) when their role may open it;
 * otherwise an admin goes to /admin and anyone else to /. A signed-in user still sees the form,
 * with a note saying who is signed in.
 */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const { data: currentUser } = useCurrentUser();
  const from = (location.state as ReturnState | null)?.from;

  const afterLogin = (user: SessionUser) => {
    if (from && canAccess(user.role, from.pathname)) {
      void navigate(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`, { replace: true });
    } else {
      void navigate(homeFor(user.role), { replace: true });
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Masuk</h1>
          <CardDescription>Masuk ke akun Anda untuk berbelanja dan melacak pesanan.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {currentUser && (
            <p className="rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground">
              Anda sudah masuk sebagai <strong>{currentUser.username}</strong>. Masuk lagi untuk berganti akun.
            </p>
          )}
          <LoginForm onSuccess={afterLogin} />
          <p className="text-center text-sm text-muted-foreground">
            Belum punya akun?{' '}
            <Link to="/register" className="font-medium text-primary underline underline-offset-4">
              Daftar sekarang
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
