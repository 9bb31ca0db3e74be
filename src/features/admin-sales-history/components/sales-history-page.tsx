import { HistoryIcon } from 'lucide-react';
import { ListPage, useListSearch, type ListPageTexts } from '@/components/list-kit';
import { adminMessages } from '@/shared/messages';
import { useSalesHistory } from '../api/use-sales-history';
import { SalesHistoryTable } from './sales-history-table';

/** Texts of the sales-history screen. */
const SALES_HISTORY_PAGE_TEXT: ListPageTexts = {
  title: 'Riwayat Penjualan',
  description: 'Perubahan produk, profil, dan kata sandi oleh admin.',
  loading: 'Memuat riwayat...',
  empty: adminMessages.noActivity,
  pagesLabel: 'Halaman riwayat penjualan',
  noun: 'aktivitas',
};

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
    <ListPage texts={SALES_HISTORY_PAGE_TEXT} icon={<HistoryIcon />} query={activity} list={list}>
      {(items) => <SalesHistoryTable entries={items} />}
    </ListPage>
  );
}
