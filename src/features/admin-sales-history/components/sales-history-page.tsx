import { TableScrollRegion } from '@/components/ui/table-scroll-region';
import { HistoryIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TablePagination } from '@/components/ui/table-pagination';
import { errorMessage, PermissionError } from '@/data';
import { formatDateTime } from '@/domain/format';
import { adminMessages, messages } from '@/domain/messages';
import { isSalesHistoryType, SALES_HISTORY_TYPE_LABELS } from '@/domain/report-figures';
import { tablePageProps } from '@/lib/table-page';
import { usePageNumber } from '@/lib/use-page-number';
import { useSalesHistory } from '../api/use-sales-history';
import { describeDetails } from '../lib/details';
import { ActivityDetails } from './activity-details';

/**
 * /admin/sales-history, 'Riwayat Penjualan' (spec sections 2 and 6): the admins' product, profile
 * and password activity (`salesHistory`), newest first, 20 per page (paged by the data port, `logs.salesHistory`), with time, user, activity
 * type (Indonesian), description and readable details. Empty: 'Belum ada riwayat aktivitas
 * penjualan.'; a non-admin (refused by the data layer): 'Anda tidak memiliki akses ke halaman ini.'.
 */
export function AdminSalesHistoryPage() {
  const [page, setPage] = usePageNumber('');
  const activity = useSalesHistory({ page });

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">Riwayat Penjualan</h1>
        <p className="text-muted-foreground">
          Perubahan produk, profil, dan kata sandi oleh admin.
        </p>
      </div>
      {activity.isPending ? (
        <div className="flex flex-col gap-3">
          <Spinner label="Memuat riwayat..." />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : activity.isError ? (
        <p role="alert" className="text-destructive">
          {activity.error instanceof PermissionError
            ? messages.auth.noAccess
            : errorMessage(activity.error)}
        </p>
      ) : activity.data.total === 0 ? (
        <EmptyState icon={<HistoryIcon />} title={adminMessages.noActivity} />
      ) : (
        <div className="flex flex-col gap-6" aria-busy={activity.isPlaceholderData}>
          <TableScrollRegion label="Tabel riwayat penjualan" className="rounded-lg border">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption className="sr-only">Riwayat aktivitas penjualan</caption>
              <thead className="border-b bg-muted/50 text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Waktu
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Pengguna
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Jenis Aktivitas
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Deskripsi
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Detail
                  </th>
                </tr>
              </thead>
              <tbody>
                {activity.data.items.map((entry) => (
                  <tr key={entry.id} className="border-b align-top last:border-0">
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                      <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
                    </td>
                    <td className="px-3 py-2">{entry.username}</td>
                    <td className="px-3 py-2">
                      <Badge variant="secondary" data-type={entry.type}>
                        {isSalesHistoryType(entry.type)
                          ? SALES_HISTORY_TYPE_LABELS[entry.type]
                          : entry.type}
                      </Badge>
                    </td>
                    <td className="max-w-72 px-3 py-2 break-words">{entry.description}</td>
                    <td className="max-w-80 px-3 py-2">
                      <ActivityDetails items={describeDetails(entry.details)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScrollRegion>
          <TablePagination
            label="Halaman riwayat penjualan"
            {...tablePageProps(activity.data)}
            noun="aktivitas"
            onPageChange={setPage}
          />
        </div>
      )}
    </div>
  );
}
