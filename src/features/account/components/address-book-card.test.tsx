import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { seedUsers } from '@/testing/seed';
import { accountMessages } from '@/shared/messages-account';
import { messages } from '@/shared/messages';
import type { Address, User } from '@/domain/core/records';
import { expectFieldValues } from '@/testing/list-page';
import { renderApp } from '@/testing/render-app';
import { SettingsPage } from './settings-page';

const rumah = seedUsers.find((u) => u.username === 'pembeli')!.addresses[0]!;
const kantor: Address = {
  id: 'ADDR1749700000000',
  label: 'Kantor',
  recipientName: 'Cut Nyak Dhien',
  phone: '0651 7551234',
  fullAddress: 'Jl. Tgk. H. Mohd. Daud Beureueh No. 9, Banda Aceh',
  postalCode: '23121',
  isDefault: false,
};

function usersWith(addresses: Address[]): User[] {
  return seedUsers.map((u) => (u.username === 'pembeli' ? { ...u, addresses } : u));
}

async function renderSettings(addresses?: Address[]) {
  const result = await renderApp(<SettingsPage />, {
    user: 'pembeli',
    url: '/settings',
    ...(addresses ? { stored: { users: usersWith(addresses) } } : {}),
  });
  const section = within(await screen.findByRole('region', { name: 'Alamat Tersimpan' }));
  return { ...result, section };
}

/** The listed addresses' headings, in display order. */
function listedLabels(section: ReturnType<typeof within>) {
  return section.queryAllByRole('heading', { level: 3 }).map((h: HTMLElement) => h.textContent);
}

function addressCard(section: ReturnType<typeof within>, label: string) {
  return within(section.getByRole('heading', { level: 3, name: label }).closest('article')!);
}

async function fillAddress(user: UserEvent, dialog: ReturnType<typeof within>, values: Omit<Address, 'id' | 'isDefault'>) {
  const fields = [
    ['Label', values.label],
    ['Nama Penerima', values.recipientName],
    ['Nomor Telepon', values.phone],
    ['Alamat Lengkap', values.fullAddress],
    ['Kode Pos', values.postalCode],
  ] as const;
  for (const [label, value] of fields) {
    const field = dialog.getByLabelText(label);
    await user.clear(field);
    await user.paste(value); // fast: one input event per field
  }
}

/**
 * Clicks `button` and waits for the address dialog `title` ('Tambah Alamat' or 'Ubah Alamat');
 * returns it and its 'Jadikan alamat utama' checkbox.
 */
async function openAddressDialog(user: UserEvent, button: HTMLElement, title: 'Tambah Alamat' | 'Ubah Alamat') {
  await user.click(button);
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  return { dialog, makeDefault: dialog.getByRole('checkbox', { name: 'Jadikan alamat utama' }) };
}

function activityTypes(raw: string | null) {
  return (JSON.parse(raw ?? '[]') as Array<{ type: string }>).map((l) => l.type);
}

describe('settings: address book', { timeout: 15_000 }, () => {
  it('lists the saved address with its details and the default badge', async () => {
    const { section } = await renderSettings();
    const card = addressCard(section, 'Rumah');
    expect(card.getByText('Utama')).toBeInTheDocument();
    expect(card.getByText(rumah.recipientName)).toBeInTheDocument();
    expect(card.getByText(rumah.phone)).toBeInTheDocument();
    expect(card.getByText(rumah.fullAddress)).toBeInTheDocument();
    expect(card.getByText(`Kode Pos ${rumah.postalCode}`)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Ubah Rumah' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Hapus Rumah' })).toBeInTheDocument();
  });

  it('adds a new default address: the old default loses its badge, focus returns to the button', async () => {
    const { user, section, driver } = await renderSettings();
    const add = section.getByRole('button', { name: 'Tambah Alamat' });
    const { dialog, makeDefault } = await openAddressDialog(user, add, 'Tambah Alamat');
    await fillAddress(user, dialog, kantor);
    expect(makeDefault).not.toBeChecked();
    await user.click(makeDefault);
    expect(makeDefault).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Simpan Alamat' }));

    expect(await screen.findByText(accountMessages.addressAdded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listedLabels(section)).toEqual(['Kantor', 'Rumah']));
    expect(addressCard(section, 'Kantor').getByText('Utama')).toBeInTheDocument();
    expect(addressCard(section, 'Rumah').queryByText('Utama')).not.toBeInTheDocument();
    expect(add).toHaveFocus();
    expect(activityTypes(driver.getItem('activityLogs'))).toContain('addAddress');
  });

  it("requires every field ('Harap lengkapi semua bidang.') and checks the postal code", async () => {
    const { user, section } = await renderSettings();
    const { dialog } = await openAddressDialog(user, section.getByRole('button', { name: 'Tambah Alamat' }), 'Tambah Alamat');
    await user.click(dialog.getByRole('button', { name: 'Simpan Alamat' }));

    expect(await dialog.findAllByText(accountMessages.addressRequired)).toHaveLength(5);
    expect(dialog.getByLabelText('Label')).toHaveAttribute('aria-invalid', 'true');
    // …and once as a toast.
    expect(screen.getAllByText(accountMessages.addressRequired)).toHaveLength(6);

    await fillAddress(user, dialog, { ...kantor, postalCode: '2312' });
    await user.click(dialog.getByRole('button', { name: 'Simpan Alamat' }));
    expect(await dialog.findByText(messages.checkout.postalCodeInvalid)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Tambah Alamat' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(listedLabels(section)).toEqual(['Rumah']);
    expect(section.getByRole('button', { name: 'Tambah Alamat' })).toHaveFocus();
  });

  it('edits an address in the same dialog, filled; the default stays default', async () => {
    const { user, section, driver } = await renderSettings();
    const edit = section.getByRole('button', { name: 'Ubah Rumah' });
    const { dialog, makeDefault } = await openAddressDialog(user, edit, 'Ubah Alamat');
    expectFieldValues(dialog, {
      Label: 'Rumah',
      'Nama Penerima': rumah.recipientName,
      'Nomor Telepon': rumah.phone,
      'Alamat Lengkap': rumah.fullAddress,
      'Kode Pos': rumah.postalCode,
    });
    expect(makeDefault).toBeChecked();
    expect(makeDefault).toBeDisabled();

    await user.clear(dialog.getByLabelText('Label'));
    await user.type(dialog.getByLabelText('Label'), 'Rumah Orang Tua');
    await user.clear(dialog.getByLabelText('Kode Pos'));
    await user.type(dialog.getByLabelText('Kode Pos'), '23116');
    await user.click(dialog.getByRole('button', { name: 'Simpan Alamat' }));

    expect(await screen.findByText(accountMessages.addressUpdated)).toBeInTheDocument();
    await section.findByRole('heading', { level: 3, name: 'Rumah Orang Tua' });
    const card = addressCard(section, 'Rumah Orang Tua');
    expect(card.getByText('Kode Pos 23116')).toBeInTheDocument();
    expect(card.getByText('Utama')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(edit).toHaveFocus();
    expect(edit).toHaveAccessibleName('Ubah Rumah Orang Tua');
    expect(activityTypes(driver.getItem('activityLogs'))).toContain('editAddress');
  });

  it('moves the default when another address is edited into the default', async () => {
    const { user, section } = await renderSettings([rumah, kantor]);
    const { dialog, makeDefault } = await openAddressDialog(user, section.getByRole('button', { name: 'Ubah Kantor' }), 'Ubah Alamat');
    expect(makeDefault).toBeEnabled();
    await user.click(makeDefault);
    await user.click(dialog.getByRole('button', { name: 'Simpan Alamat' }));
    expect(await screen.findByText(accountMessages.addressUpdated)).toBeInTheDocument();
    await waitFor(() => expect(listedLabels(section)).toEqual(['Kantor', 'Rumah']));
    expect(addressCard(section, 'Kantor').getByText('Utama')).toBeInTheDocument();
    expect(addressCard(section, 'Rumah').queryByText('Utama')).not.toBeInTheDocument();
  });

  it('deletes only after confirmation; the default passes on and focus goes to Tambah Alamat', async () => {
    const { user, section, driver } = await renderSettings([rumah, kantor]);
    const remove = section.getByRole('button', { name: 'Hapus Rumah' });

    // Cancel keeps the address.
    await user.click(remove);
    let confirm = within(await screen.findByRole('alertdialog', { name: accountMessages.addressDeleteConfirm }));
    expect(confirm.getByText(/Rumah/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(remove).toHaveFocus();
    expect(listedLabels(section)).toEqual(['Rumah', 'Kantor']);

    // Confirm deletes it.
    await user.click(remove);
    confirm = within(await screen.findByRole('alertdialog', { name: accountMessages.addressDeleteConfirm }));
    await user.click(confirm.getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText(accountMessages.addressDeleted)).toBeInTheDocument();
    await waitFor(() => expect(listedLabels(section)).toEqual(['Kantor']));
    expect(addressCard(section, 'Kantor').getByText('Utama')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(section.getByRole('button', { name: 'Tambah Alamat' })).toHaveFocus();
    expect(activityTypes(driver.getItem('activityLogs'))).toContain('deleteAddress');
  });

  it('shows the empty state; the first address added becomes the default', async () => {
    const { user, section } = await renderSettings([]);
    expect(section.getByText(accountMessages.addressesEmpty)).toBeInTheDocument();
    const { dialog, makeDefault } = await openAddressDialog(user, section.getByRole('button', { name: 'Tambah Alamat' }), 'Tambah Alamat');
    expect(makeDefault).toBeChecked();
    expect(makeDefault).toBeDisabled();
    await fillAddress(user, dialog, kantor);
    await user.click(dialog.getByRole('button', { name: 'Simpan Alamat' }));
    expect(await screen.findByText(accountMessages.addressAdded)).toBeInTheDocument();
    expect(await section.findByRole('heading', { level: 3, name: 'Kantor' })).toBeInTheDocument();
    expect(addressCard(section, 'Kantor').getByText('Utama')).toBeInTheDocument();
    expect(section.queryByText(accountMessages.addressesEmpty)).not.toBeInTheDocument();
  });
});
