import { HistoryIcon } from 'lucide-react';
import { ListView, PageHeader, useListSearch } from '@/components/list-kit';
import { adminMessages } from '@/domain/messages';
import { useSalesHistory } from '../api/use-sales-history';
import { SalesHistoryTable } from './sales-history-table';

/**
 * /admin/sales-history, 'Riwayat Penjualan' (spec sections 2 and 6): the admins' product, profile
 * and password activity (`salesHistory`), newest first, 20 per page (paged by the data port, `logs.salesHistory`), with time, user, activity
 * type (Indonesian), description and readable details. Empty: 'Belum ada riwayat aktivitas
 * penjualan.'; a non-admin (refused by the data layer): 'Anda tidak memiliki akses ke halaman ini.'.
 */
export function AdminSalesHistoryPage() {
  const list = useListSearch();
  const activity = useSalesHistory(list.search);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Riwayat Penjualan"
        description="Perubahan produk, profil, dan kata sandi oleh admin."
      />
      <ListView
        query={activity}
        loadingLabel="Memuat riwayat..."
        icon={<HistoryIcon />}
        empty={adminMessages.noActivity}
        pagination={{
          label: 'Halaman riwayat penjualan',
          noun: 'aktivitas',
          onPageChange: list.setPage,
        }}
      >
        {(data) => <SalesHistoryTable entries={data.items} />}
      </ListView>
    </div>
  );
}
