import { useId, useState } from 'react';
import { actionsColumn, ListView, ResponsiveTable, type ListColumn } from '@/components/list-kit';
import { toast } from '@/components/ui/toast';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PendingButton } from '@/components/ui/pending-button';
import { errorMessage } from '@/data';
import { adminMessages } from '@/shared/messages-admin';
import type { Role } from '@/domain/core/records';
import { useSetRole } from '../api/use-set-role';
import { useUsers } from '../api/use-users';
import { SETTINGS_TEXT } from '../lib/texts';

/** One account as the user list has it. */
type AccountUser = NonNullable<ReturnType<typeof useUsers>['data']>[number];

/** The username, and '(Anda)' on the signed-in admin's own account. */
function UserName({ user, own }: { user: AccountUser; own: boolean }) {
  return (
    <>
      {user.username}
      {own && <span className="ml-1 font-normal text-muted-foreground">(Anda)</span>}
    </>
  );
}

/**
 * 'Akun Pengguna' (spec sections 2, 5 and 8): every account with username, e-mail and role
 * ('Admin' / 'Pembeli'). Every other user's row has `Jadikan admin` or `Jadikan pembeli`, which
 * calls `data.users.setRole` and toasts 'Peran pengguna berhasil diperbarui menjadi {role}!';
 * the signed-in admin's own row has no button (the data layer refuses it too). Errors of the data
 * layer show in the card and as a toast. On a phone each account is a card headed by its username,
 * with the same role badge and button (described by the username in both layouts).
 * @param currentUserId - the signed-in admin's id.
 */
export function UserAccountsCard({ currentUserId }: { currentUserId: string }) {
  const titleId = useId();
  const users = useUsers();
  const setRole = useSetRole();
  const [error, setError] = useState<string | null>(null);

  async function change(userId: string, role: Role) {
    setError(null);
    try {
      await setRole.mutateAsync({ userId, role });
      toast.success(adminMessages.roleUpdated(SETTINGS_TEXT.roleLabels[role]));
    } catch (caught) {
      const message = errorMessage(caught);
      setError(message);
      toast.error(message);
    }
  }

  const columns: ListColumn<AccountUser>[] = [
    {
      id: 'username',
      header: 'Username',
      rowHeader: true,
      className: 'break-all',
      cell: (u) => <UserName user={u} own={u.id === currentUserId} />,
    },
    { id: 'email', header: 'Email', className: 'break-all', cell: (u) => u.email || '-' },
    {
      id: 'role',
      header: 'Peran',
      cell: (u) => (
        <Badge variant={u.role === 'admin' ? 'default' : 'secondary'}>
          {SETTINGS_TEXT.roleLabels[u.role]}
        </Badge>
      ),
    },
    actionsColumn(
      (u, { titleId }) => {
        if (u.id === currentUserId) return null;
        const target: Role = u.role === 'admin' ? 'buyer' : 'admin';
        return (
          <PendingButton
            type="button"
            size="sm"
            variant="outline"
            aria-describedby={titleId}
            pending={setRole.isPending && setRole.variables?.userId === u.id}
            onClick={() => void change(u.id, target)}
          >
            {target === 'admin' ? 'Jadikan admin' : 'Jadikan pembeli'}
          </PendingButton>
        );
      },
      { hideHeader: true },
    ),
  ];

  return (
    <section id="pengguna" aria-labelledby={titleId} className="scroll-mt-24">
      <Card>
        <CardHeader>
          <CardTitle id={titleId}>Akun Pengguna</CardTitle>
          <CardDescription>Ubah peran pengguna lain menjadi admin atau pembeli.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <ListView
            query={users}
            loadingLabel="Memuat pengguna..."
            loadingClassName="h-24"
            empty="Belum ada akun pengguna."
          >
            {(data) => (
              <ResponsiveTable
                variant="plain"
                rows={data}
                columns={columns}
                caption="Daftar akun pengguna"
                regionLabel="Tabel akun pengguna"
                tableClassName="min-w-[32rem]"
                verticalAlign="middle"
              />
            )}
          </ListView>
        </CardContent>
      </Card>
    </section>
  );
}
