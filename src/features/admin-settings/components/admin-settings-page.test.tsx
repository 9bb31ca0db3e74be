import { screen, waitFor, within } from '@testing-library/react';
import { PermissionError } from '@/data';
import type { ShopBackup } from '@/data';
import { renderApp } from '@/testing/render-app';
import { replaceText } from '@/testing/replace-text';
import type { ReactNode } from 'react';
import { AdminSettingsPage } from './admin-settings-page';
import { BackupCard } from './backup-card';
import { NotificationCard } from './notification-card';
import { SettingsSectionPage, type SettingsSectionData } from './settings-section-page';
import { StoreSettingsCard } from './store-settings-card';
import { UserAccountsCard } from './user-accounts-card';
import { SETTINGS_SECTIONS, type SettingsSlug } from '../lib/settings-sections';

function section(name: string) {
  return screen.getByRole('region', { name });
}

/** The cards of the sections these tests open, as their routes compose them. */
const CARDS: Partial<Record<SettingsSlug, (data: SettingsSectionData) => ReactNode>> = {
  toko: ({ store }) => <StoreSettingsCard store={store} />,
  notifikasi: ({ store }) => <NotificationCard enabled={store.newOrderNotifications} />,
  pengguna: ({ user }) => <UserAccountsCard currentUserId={user.id} />,
  cadangan: () => <BackupCard />,
};

/** Opens the section `slug`'s page and waits for its card `region`. */
async function renderSection(
  slug: SettingsSlug,
  region: string,
  options: Parameters<typeof renderApp>[1] = {},
) {
  const result = await renderApp(
    <SettingsSectionPage slug={slug}>{CARDS[slug]!}</SettingsSectionPage>,
    {
      url: `/admin/settings/${slug}`,
      user: 'admin',
      ...options,
    },
  );
  const name = SETTINGS_SECTIONS.find((s) => s.slug === slug)!.name;
  expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  await screen.findByRole('region', { name: region });
  return result;
}

describe('AdminSettingsPage — the index', () => {
  it('lists every section, grouped, as a link with its description to its own page', async () => {
    await renderApp(<AdminSettingsPage />, { url: '/admin/settings', user: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pengaturan' })).toBeInTheDocument();
    const groups = ['Akun Anda', 'Toko & Penjualan', 'Pengguna & Data'];
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(groups);
    const links = groups.flatMap((name) => within(section(name)).getAllByRole('link'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      SETTINGS_SECTIONS.map((s) => `/admin/settings/${s.slug}`),
    );
    expect(
      within(section('Toko & Penjualan')).getByRole('link', { name: 'Toko' }),
    ).toHaveAccessibleDescription('Identitas toko, email pesanan, kontak, dan mode pemeliharaan.');
    expect(screen.getByRole('link', { name: 'Pesanan' })).toHaveAccessibleDescription(
      'Batas waktu bayar, verifikasi pembayaran, selesai otomatis, dan batas belanja.',
    );
  });

  it('opens a section page from its link, which leads back to the index', async () => {
    const { user, router } = await renderApp(null, {
      url: '/admin/settings',
      user: 'admin',
      routes: [
        { path: '/admin/settings', element: <AdminSettingsPage /> },
        {
          path: '/admin/settings/toko',
          element: <SettingsSectionPage slug="toko">{CARDS.toko!}</SettingsSectionPage>,
        },
      ],
    });
    await user.click(await screen.findByRole('link', { name: 'Toko' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Toko' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/settings/toko');
    expect(await screen.findByRole('region', { name: 'Pengaturan Toko' })).toBeInTheDocument();
    // From lg, every section beside it, this one current.
    const nav = screen.getByRole('navigation', { name: 'Bagian pengaturan', hidden: true });
    expect(within(nav).getByRole('link', { name: 'Toko', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(screen.getByRole('link', { name: 'Kembali ke Pengaturan' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pengaturan' }),
    ).toBeInTheDocument();
  });
});

/** Captures files saved through a Blob URL and an `<a download>` click. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | null = null;
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:file';
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, blob: lastBlob! });
  });
  return {
    files,
    restore() {
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
      click.mockRestore();
    },
  };
}

const jsonFile = (content: string, name = 'cadangan.json') =>
  new File([content], name, { type: 'application/json' });

describe('Pengaturan → Toko', () => {
  it('shows the stored settings and saves changes, maintenance mode included', async () => {
    const { user, data } = await renderSection('toko', 'Pengaturan Toko');
    const store = section('Pengaturan Toko');
    expect(within(store).getByLabelText('Nama Toko')).toHaveValue('Seulanga');
    expect(within(store).getByLabelText('Email Penerima Pesanan')).toHaveValue(
      (await data.settings.getStore()).adminEmail,
    );
    const maintenance = within(store).getByRole('switch', { name: 'Mode Pemeliharaan' });
    expect(maintenance).not.toBeChecked();

    await replaceText(user, within(store).getByLabelText('Nama Toko'), 'Seulanga Aceh');
    await replaceText(user, within(store).getByLabelText('Instagram'), 'seulanga.baru');
    await user.click(maintenance);
    expect(maintenance).toBeChecked();
    await user.click(within(store).getByRole('button', { name: 'Simpan Pengaturan' }));

    expect(await screen.findByText('Pengaturan toko berhasil disimpan!')).toBeInTheDocument();
    const saved = await data.settings.getStore();
    expect(saved).toMatchObject({ storeName: 'Seulanga Aceh', maintenanceMode: true });
    expect(saved.contacts.instagram).toBe('seulanga.baru');
  });

  it('shows validation errors inline and saves nothing', async () => {
    const { user, data } = await renderSection('toko', 'Pengaturan Toko');
    const store = section('Pengaturan Toko');
    await replaceText(user, within(store).getByLabelText('Email Penerima Pesanan'), 'bukan-email');
    await user.clear(within(store).getByLabelText('Nama Toko'));
    await user.click(within(store).getByRole('button', { name: 'Simpan Pengaturan' }));
    expect(await within(store).findByText('Format email tidak valid.')).toBeInTheDocument();
    expect(within(store).getByLabelText('Email Penerima Pesanan')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(store).getByText('Harap lengkapi semua bidang.')).toBeInTheDocument();
    expect((await data.settings.getStore()).storeName).toBe('Seulanga');
  });
});

describe('Pengaturan → Notifikasi', () => {
  it('saves the new-order notification preference', async () => {
    const { user, data } = await renderSection('notifikasi', 'Notifikasi');
    const card = section('Notifikasi');
    const toggle = within(card).getByRole('switch', { name: 'Notifikasi Pesanan Baru' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await user.click(within(card).getByRole('button', { name: 'Simpan Preferensi' }));
    expect(await screen.findByText('Preferensi notifikasi berhasil disimpan!')).toBeInTheDocument();
    expect((await data.settings.getStore()).newOrderNotifications).toBe(false);
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});

describe('Pengaturan → Pengguna', () => {
  it('toggles another user’s role and back, never offering the admin’s own', async () => {
    const { user, data } = await renderSection('pengguna', 'Akun Pengguna');
    const card = section('Akun Pengguna');
    const table = await within(card).findByRole('table', { name: 'Daftar akun pengguna' });
    const row = (name: string) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(`^${name}`) })
        .closest('tr') as HTMLElement;

    expect(within(row('admin')).getByText('Admin')).toBeInTheDocument();
    expect(within(row('admin')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('pembeli')).getByText('Pembeli')).toBeInTheDocument();

    await user.click(within(row('pembeli')).getByRole('button', { name: 'Jadikan admin' }));
    expect(
      await screen.findByText('Peran pengguna berhasil diperbarui menjadi Admin!'),
    ).toBeInTheDocument();
    expect((await data.users.list()).find((u) => u.username === 'pembeli')?.role).toBe('admin');
    const back = await within(row('pembeli')).findByRole('button', { name: 'Jadikan pembeli' });
    await user.click(back);
    expect(
      await screen.findByText('Peran pengguna berhasil diperbarui menjadi Pembeli!'),
    ).toBeInTheDocument();
    expect((await data.users.list()).find((u) => u.username === 'pembeli')?.role).toBe('buyer');
  });

  it('shows the data layer’s refusal', async () => {
    const { user, data } = await renderSection('pengguna', 'Akun Pengguna');
    vi.spyOn(data.users, 'setRole').mockRejectedValue(
      new PermissionError('Anda tidak memiliki izin untuk mengubah peran pengguna.'),
    );
    const card = section('Akun Pengguna');
    await user.click(await within(card).findByRole('button', { name: 'Jadikan admin' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Anda tidak memiliki izin untuk mengubah peran pengguna.',
    );
  });
});

describe('Pengaturan → Cadangan', () => {
  it('downloads all shop data as seulanga-cadangan-YYYY-MM-DD.json', async () => {
    const downloads = captureDownloads();
    try {
      const { user } = await renderSection('cadangan', 'Cadangan Data');
      await user.click(
        within(section('Cadangan Data')).getByRole('button', { name: 'Unduh Cadangan Data' }),
      );
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const [file] = downloads.files;
      expect(file!.name).toMatch(/^seulanga-cadangan-\d{4}-\d{2}-\d{2}\.json$/);
      expect(file!.blob.type).toBe('application/json');
      const backup = JSON.parse(await file!.blob.text()) as ShopBackup;
      expect(backup.format).toBe('seulanga-backup');
      expect(backup.data.products).toHaveLength(17);
      expect(backup.data).not.toHaveProperty('currentUser');
    } finally {
      downloads.restore();
    }
  });

  it('restores a backup after confirmation', async () => {
    const { user, data } = await renderSection('cadangan', 'Cadangan Data');
    const backup = await data.backup.export();
    const orders = (backup.data.orders as unknown[]).slice(0, 1);
    const edited = { ...backup, data: { ...backup.data, orders } };
    await data.orders.update('ORD002', { status: 'Completed' });

    await user.upload(
      within(section('Cadangan Data')).getByLabelText('Pulihkan Cadangan Data'),
      jsonFile(JSON.stringify(edited)),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Pulihkan cadangan data?' });
    expect(
      within(dialog).getByText('Semua data toko akan diganti dengan isi cadangan. Lanjutkan?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pulihkan' }));
    expect(await screen.findByText('Cadangan data berhasil dipulihkan!')).toBeInTheDocument();
    expect((await data.orders.listAll()).map((o) => o.id)).toEqual(['ORD001']);
  });

  it('changes nothing when the restore is cancelled', async () => {
    const { user, data } = await renderSection('cadangan', 'Cadangan Data');
    const backup = await data.backup.export();
    const orders = (await data.orders.listAll()).length;
    await user.upload(
      within(section('Cadangan Data')).getByLabelText('Pulihkan Cadangan Data'),
      jsonFile(JSON.stringify({ ...backup, data: { ...backup.data, orders: [] } })),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await data.orders.listAll()).toHaveLength(orders);
  });

  it('rejects a file that is not JSON without asking', async () => {
    const { user } = await renderSection('cadangan', 'Cadangan Data');
    const card = section('Cadangan Data');
    await user.upload(
      within(card).getByLabelText('Pulihkan Cadangan Data'),
      jsonFile('{ bukan json'),
    );
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Berkas cadangan tidak valid: bukan berkas JSON yang sah. Tidak ada data yang diubah.',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('rejects an invalid backup and changes nothing', async () => {
    const { user, data } = await renderSection('cadangan', 'Cadangan Data');
    const backup = await data.backup.export();
    const orders = (await data.orders.listAll()).length;
    const card = section('Cadangan Data');
    await user.upload(
      within(card).getByLabelText('Pulihkan Cadangan Data'),
      jsonFile(
        JSON.stringify({
          ...backup,
          data: { ...backup.data, orders: [], products: [{ id: 'x' }] },
        }),
      ),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Pulihkan' }),
    );
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      /^Berkas cadangan tidak valid: data "products\.0\./,
    );
    expect(await data.orders.listAll()).toHaveLength(orders);
    expect(await data.products.list()).toHaveLength(17);

    await user.upload(
      within(card).getByLabelText('Pulihkan Cadangan Data'),
      jsonFile(JSON.stringify({ hello: 'world' })),
    );
    expect(await within(card).findByText(/bukan berkas cadangan Seulanga/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
