import { useMemo } from 'react';
import { HistoryIcon } from 'lucide-react';
import { usePartners } from '@/data/react';
import { ListPage, useListSearch, type ListPageTexts } from '@/components/list-kit';
import { adminMessages } from '@/shared/messages-admin';
import { useSalesHistory } from '../api/use-sales-history';
import { SalesHistoryTable } from './sales-history-table';

/** Texts of the sales-history screen. */
const SALES_HISTORY_PAGE_TEXT: ListPageTexts = {
  title: 'Log Aktivitas',
  description: 'Perubahan produk, profil, dan kata sandi oleh admin.',
  loading: 'Memuat log aktivitas...',
  empty: adminMessages.noActivity,
  pagesLabel: 'Halaman log aktivitas',
  noun: 'aktivitas',
};

/**
 * /admin/sales-history, 'Log Aktivitas' (spec sections 2 and 6): the admins' product, profile
 * and password activity (`salesHistory`), newest first, 20 per page (paged by the data port, `logs.salesHistory`), with time, user, activity
 * type (Indonesian), description and readable details (a partner named, not only its id). Empty: 'Belum ada aktivitas yang
 * tercatat.'; a non-admin (refused by the data layer): 'Anda tidak memiliki akses ke halaman ini.'.
 */
export function AdminSalesHistoryPage() {
  const list = useListSearch();
  const activity = useSalesHistory(list.search);
  const partners = usePartners();
  const names = useMemo(() => ({ partners: new Map(partners.data?.map((p) => [p.id, p.name]) ?? []) }), [partners.data]);

  return (
    <ListPage texts={SALES_HISTORY_PAGE_TEXT} icon={<HistoryIcon />} query={activity} list={list}>
      {(items) => <SalesHistoryTable entries={items} names={names} />}
    </ListPage>
  );
}
