import { HistoryIcon } from 'lucide-react';
import { ListView } from '@/components/list-kit';
import { adminMessages } from '@/domain/messages';
import { usePageNumber } from '@/lib/use-page-number';
import { useSalesHistory } from '../api/use-sales-history';
import { SalesHistoryTable } from './sales-history-table';

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
      <ListView
        query={activity}
        loadingLabel="Memuat riwayat..."
        icon={<HistoryIcon />}
        empty={adminMessages.noActivity}
        pagination={{ label: 'Halaman riwayat penjualan', noun: 'aktivitas', onPageChange: setPage }}
      >
        {(data) => <SalesHistoryTable entries={data.items} />}
      </ListView>
    </div>
  );
}
