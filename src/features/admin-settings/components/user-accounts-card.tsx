import { TableScrollRegion } from '@/components/ui/table-scroll-region';
import { useId, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PendingButton } from '@/components/ui/pending-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/data';
import { adminMessages } from '@/domain/messages';
import type { Role } from '@/domain/schemas';
import { useSetRole } from '../api/use-set-role';
import { useUsers } from '../api/use-users';
import { SETTINGS_TEXT } from '../lib/texts';

/**
 * 'Akun Pengguna' (spec sections 2, 5 and 8): every account with username, e-mail and role
 * ('Admin' / 'Pembeli'). Every other user's row has `Jadikan admin` or `Jadikan pembeli`, which
 * calls `data.admin.setRole` and toasts 'Peran pengguna berhasil diperbarui menjadi {role}!';
 * the signed-in admin's own row has no button (the data layer refuses it too). Errors of the data
 * layer show in the card and as a toast.
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
          {users.isPending ? (
            <div className="flex flex-col gap-2">
              <Spinner label="Memuat pengguna..." />
              <Skeleton className="h-24 w-full" />
            </div>
          ) : users.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(users.error)}
            </p>
          ) : (
            <TableScrollRegion label="Tabel akun pengguna">
              <table className="w-full min-w-[32rem] text-left text-sm">
                <caption className="sr-only">Daftar akun pengguna</caption>
                <thead className="border-b text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Username
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Email
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Peran
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      <span className="sr-only">Aksi</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {users.data.map((u) => {
                    const own = u.id === currentUserId;
                    const target: Role = u.role === 'admin' ? 'buyer' : 'admin';
                    const nameId = `${titleId}-${u.id}`;
                    return (
                      <tr key={u.id} className="border-b last:border-0">
                        <th scope="row" id={nameId} className="py-2 pr-3 font-medium break-all">
                          {u.username}
                          {own && (
                            <span className="ml-1 font-normal text-muted-foreground">(Anda)</span>
                          )}
                        </th>
                        <td className="py-2 pr-3 break-all">{u.email || '-'}</td>
                        <td className="py-2 pr-3">
                          <Badge variant={u.role === 'admin' ? 'default' : 'secondary'}>
                            {SETTINGS_TEXT.roleLabels[u.role]}
                          </Badge>
                        </td>
                        <td className="py-2 text-right">
                          {!own && (
                            <PendingButton
                              type="button"
                              size="sm"
                              variant="outline"
                              aria-describedby={nameId}
                              pending={setRole.isPending && setRole.variables?.userId === u.id}
                              onClick={() => void change(u.id, target)}
                            >
                              {target === 'admin' ? 'Jadikan admin' : 'Jadikan pembeli'}
                            </PendingButton>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableScrollRegion>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
