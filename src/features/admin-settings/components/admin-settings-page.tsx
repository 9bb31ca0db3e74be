import type { ReactNode } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { SectionNav } from '@/components/ui/section-nav';
import { errorMessage } from '@/data';
import { useCurrentUser, useStoreSettings } from '@/data/react';
import { messages } from '@/shared/messages';
import { BackupCard } from './backup-card';
import { NotificationCard } from './notification-card';
import { LowStockCard } from './low-stock-card';
import { OrderFlowCard } from './order-flow-card';
import { OrderLimitsCard } from './order-limits-card';
import { PaymentAccountsCard } from './payment-accounts-card';
import { ShippingTableCard } from './shipping-table-card';
import { StoreSettingsCard } from './store-settings-card';
import { UserAccountsCard } from './user-accounts-card';
import { SETTINGS_CARDS } from '../lib/settings-cards';

/** The admin's own sections, given by the route as `accountSections`. */
const ACCOUNT_SECTIONS = [
  { id: 'profil', label: 'Profil' },
  { id: 'kata-sandi', label: 'Kata Sandi' },
  { id: 'sesi', label: 'Sesi' },
];

/** In-page links to the sections (ids of the section elements), in page order. */
const SECTIONS = [
  ...ACCOUNT_SECTIONS,
  ...Object.values(SETTINGS_CARDS).map(({ id, nav }) => ({ id, label: nav })),
  { id: 'notifikasi', label: 'Notifikasi' },
  { id: 'pengguna', label: 'Pengguna' },
  { id: 'cadangan', label: 'Cadangan' },
];

/** Props of {@link AdminSettingsPage}. */
export interface AdminSettingsPageProps {
  /**
   * The admin's own profile and password sections (section ids `profil` and `kata-sandi`),
   * composed by the route from the account feature.
   */
  accountSections?: ReactNode;
}

/**
 * /admin/settings, 'Pengaturan' (spec section 2, "Admin settings"; docs/product/decisions.md "Back office"):
 * the admin's profile and password (given by the route), store settings with maintenance mode,
 * the order limits ('Batas Pesanan'), the order flow ('Alur Pesanan': payment deadline, automatic
 * completion, payment verification), the low-stock mark ('Batas Stok Menipis'), the shipping
 * table ('Ongkos Kirim'), the payment accounts ('Rekening Pembayaran'),
 * the new-order notification preference, user accounts with the role toggle, and the data backup.
 */
export function AdminSettingsPage({ accountSections }: AdminSettingsPageProps) {
  const user = useCurrentUser();
  const store = useStoreSettings();
  const sections = accountSections ? SECTIONS : SECTIONS.slice(ACCOUNT_SECTIONS.length);

  let body: ReactNode;
  if (user.isPending || store.isPending) {
    body = (
      <PageLoading
        label="Memuat pengaturan..."
        heights={['h-96', 'h-96']}
        className="grid items-start gap-6 lg:grid-cols-2"
      />
    );
  } else if (user.isError || store.isError || !user.data) {
    body = (
      <p role="alert" className="text-destructive">
        {user.error || store.error
          ? errorMessage(user.error ?? store.error)
          : messages.permission.signInRequired}
      </p>
    );
  } else {
    body = (
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          {accountSections}
          <NotificationCard enabled={store.data.newOrderNotifications} />
          <BackupCard />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <StoreSettingsCard store={store.data} />
          <OrderLimitsCard store={store.data} />
          <OrderFlowCard store={store.data} />
          <LowStockCard store={store.data} />
          <ShippingTableCard store={store.data} />
          <PaymentAccountsCard store={store.data} />
          <UserAccountsCard currentUserId={user.data.id} />
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">Pengaturan</h1>
        <p className="text-muted-foreground">
          Profil admin, pengaturan toko, pengguna, dan cadangan data.
        </p>
      </div>
      <SectionNav label="Bagian pengaturan" sections={sections} />
      {body}
    </div>
  );
}
