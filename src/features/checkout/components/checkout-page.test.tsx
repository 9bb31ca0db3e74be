import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { seedProducts, seedUsers } from '@/testing/seed';
import { messages } from '@/shared/messages';
import type { Address, CartItem, EmailLog, User } from '@/domain/core/records';
import { vi } from 'vitest';
import { createTestData } from '@/testing/create-test-data';
import { renderApp } from '@/testing/render-app';
import { CheckoutPage } from './checkout-page';
import { rp } from '@/testing/list-page';
import { HEMAT10_FIELDS } from '@/testing/test-values';
import { DEFAULT_SHIPPING_TABLE, tableShippingRates } from '@/domain/shipping/cost';
import type { StoredVoucher } from '@/domain/vouchers/records';

// The e-mail function is not configured in tests: both e-mails are logged as failed.
vi.mock('@/config/env', () => ({ orderEmailConfig: { url: '', key: '', timeoutMs: 1000 } }));

// Sonner keeps toasts in a module-level store and replays active ones to a new Toaster.
afterEach(() => {
  toast.dismiss();
});

function line(productId: number, quantity: number): CartItem {
  const product = seedProducts.find((p) => p.id === productId);
  if (!product) throw new Error(`no product ${productId}`);
  return { ...product, quantity };
}

/** Kopi Arabika Gayo (stock 48) × 2 + Kue Adee (stock 30) × 1 = Rp 205.000. */
const cartItems = [line(1, 2), line(11, 1)];

function ShowState() {
  const location = useLocation();
  return <pre data-testid="state">{JSON.stringify(location.state)}</pre>;
}

const routes = [
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/payment-confirmation', element: <ShowState /> },
  { path: '/', element: <p>Beranda</p> },
];

function usersWithAddresses(addresses: Address[]): User[] {
  return seedUsers.map((u) => (u.username === 'pembeli' ? { ...u, addresses } : u));
}

async function renderCheckout(options: { items?: CartItem[]; users?: User[]; vouchers?: StoredVoucher[] } = {}) {
  const result = await renderApp(null, {
    routes,
    url: '/checkout',
    user: 'pembeli',
    stored: {
      cartItems: options.items ?? cartItems,
      ...(options.users ? { users: options.users } : {}),
      ...(options.vouchers ? { vouchers: options.vouchers } : {}),
    },
    // As the browser build without VITE_ORDER_EMAIL_URL: the adapter sends (and logs) the e-mails.
    orderEmails: { config: { url: '', key: '', timeoutMs: 1000 } },
  });
  await screen.findByRole('button', { name: 'Buat Pesanan' });
  return result;
}

const seedAddress = seedUsers.find((u) => u.username === 'pembeli')!.addresses[0]!;

/** Chooses a courier of the radio group `Kurir` (its name starts with `name`). */
async function chooseCourier(user: Awaited<ReturnType<typeof renderCheckout>>['user'], name = 'JNE') {
  const couriers = screen.getByRole('radiogroup', { name: 'Kurir' });
  await user.click(within(couriers).getByRole('radio', { name: new RegExp(`^${name.replace(/[&]/g, '\\$&')} ·`) }));
}

describe('CheckoutPage', () => {
  it('pre-fills the form with the default saved address and fills it from another one', async () => {
    const office: Address = {
      id: 'ADDR2',
      label: 'Kantor',
      recipientName: 'Cut Nyak',
      phone: '0811223344',
      fullAddress: 'Jl. Daud Beureueh No. 5, Banda Aceh',
      postalCode: '23122',
      isDefault: false,
    };
    const { user } = await renderCheckout({ users: usersWithAddresses([office, seedAddress]) });
    // The default address is one card until `Ubah`.
    const card = screen.getByRole('region', { name: 'Alamat Pengiriman' });
    expect(card).toHaveTextContent('Rumah');
    expect(card).toHaveTextContent('Rahmat Hidayat · 081260457321');
    expect(card).toHaveTextContent(`${seedAddress.fullAddress}, 23115`);
    expect(screen.queryByLabelText('Nama Lengkap')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ubah alamat pengiriman' }));
    expect(screen.getByLabelText('Nama Lengkap')).toHaveValue('Rahmat Hidayat');
    expect(screen.getByLabelText('Nomor Telepon')).toHaveValue('081260457321');
    expect(screen.getByLabelText('Alamat Lengkap')).toHaveValue(seedAddress.fullAddress);
    expect(screen.getByLabelText('Kode Pos')).toHaveValue('23115');

    const saved = screen.getByRole('radiogroup', { name: 'Gunakan alamat tersimpan' });
    const radios = within(saved).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toHaveAccessibleName(expect.stringContaining('Rumah'));
    expect(radios[0]).toBeChecked();

    await user.click(within(saved).getByRole('radio', { name: /Kantor/ }));
    expect(screen.getByLabelText('Nama Lengkap')).toHaveValue('Cut Nyak');
    expect(screen.getByLabelText('Kode Pos')).toHaveValue('23122');
  });

  it('shows the spec message as a toast and inline when shipping fields are missing', async () => {
    const { user, data } = await renderCheckout({ users: usersWithAddresses([]) });
    expect(
      screen.queryByRole('radiogroup', { name: 'Gunakan alamat tersimpan' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    const text = messages.checkout.shippingRequired;
    expect(
      await screen.findByText(text, { selector: '[data-sonner-toast] *' }),
    ).toBeInTheDocument();
    for (const label of ['Nama Lengkap', 'Nomor Telepon', 'Alamat Lengkap', 'Kode Pos']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text);
    }
    expect(await data.orders.listMine()).toHaveLength(2);
  });

  it('rejects a postal code that is not 5 digits and a malformed phone number', async () => {
    const { user } = await renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Ubah alamat pengiriman' }));
    const postalCode = screen.getByLabelText('Kode Pos');
    await user.clear(postalCode);
    await user.type(postalCode, '123');
    const phone = screen.getByLabelText('Nomor Telepon');
    await user.clear(phone);
    await user.type(phone, '12ab');
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    await waitFor(() =>
      expect(postalCode).toHaveAccessibleDescription(messages.checkout.postalCodeInvalid),
    );
    expect(phone).toHaveAccessibleDescription(messages.checkout.phoneInvalid);
    expect(screen.queryByText(messages.checkout.shippingRequired)).not.toBeInTheDocument();
  });

  it('selects the default method of the payment group chosen', async () => {
    const { user } = await renderCheckout();
    const groups = screen.getByRole('radiogroup', { name: 'Metode Pembayaran' });
    const methods = () => screen.getByRole('radiogroup', { name: 'Pilih Pembayaran' });
    expect(within(groups).getByRole('radio', { name: 'E-Wallet & QRIS' })).toBeChecked();
    expect(within(methods()).getByRole('radio', { name: 'GoPay' })).toBeChecked();
    expect(
      within(methods())
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['GoPay', 'OVO', 'Dana', 'QRIS']);

    await user.click(within(groups).getByRole('radio', { name: 'Transfer Bank' }));
    expect(within(methods()).getByRole('radio', { name: 'Bank Aceh Syariah Transfer' })).toBeChecked();
    await user.click(within(methods()).getByRole('radio', { name: 'BSI Transfer' }));
    expect(within(methods()).getByRole('radio', { name: 'BSI Transfer' })).toBeChecked();

    await user.click(within(groups).getByRole('radio', { name: 'Bayar di Tempat (COD)' }));
    expect(within(methods()).getByRole('radio', { name: 'COD' })).toBeChecked();
    await user.click(within(groups).getByRole('radio', { name: 'E-Wallet & QRIS' }));
    expect(within(methods()).getByRole('radio', { name: 'GoPay' })).toBeChecked();
  });

  it('places the order, logs the e-mails and goes to the payment confirmation with its data', async () => {
    const { user, data, driver } = await renderCheckout();
    expect(screen.getByRole('list', { name: 'Produk yang dipesan' })).toHaveTextContent(
      'Kopi Arabika Gayo × 2',
    );
    await user.click(screen.getByRole('radio', { name: 'Transfer Bank' }));
    // The saved address is in Banda Aceh: preselected; 2 × 250 g + 900 g = 1,400 g, charged as 2 kg.
    expect(screen.getByLabelText('Tujuan Pengiriman')).toHaveValue('Kota Banda Aceh');
    await chooseCourier(user, 'JNE');
    const summary = screen.getByText('Subtotal').closest('dl')!;
    expect(summary).toHaveTextContent(`Subtotal${rp(205000)}`);
    expect(summary).toHaveTextContent(`Ongkos KirimJNE, 2 kg ke Kota Banda Aceh${rp(18000)}`);
    expect(summary).toHaveTextContent(`Total${rp(223000)}`);
    await user.type(screen.getByLabelText('Catatan untuk Penjual'), 'Kirim sebelum Jumat, ya.');
    const place = vi.spyOn(data.orders, 'place');
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));

    const state = JSON.parse((await screen.findByTestId('state')).textContent ?? 'null') as Record<
      string,
      unknown
    >;
    expect(await screen.findByText(messages.checkout.orderSuccess)).toBeInTheDocument();
    // Exactly the lines of the summary are ordered (docs/decisions/002).
    expect(place).toHaveBeenCalledWith(
      expect.objectContaining({ paymentMethod: 'Bank Aceh Transfer', destination: 'Kota Banda Aceh', courierId: 'jne', buyerNote: 'Kirim sebelum Jumat, ya.' }),
      [
        { productId: 1, quantity: 2 },
        { productId: 11, quantity: 1 },
      ],
    );

    const [order] = await data.orders.listMine();
    expect(order).toMatchObject({
      status: 'Pending',
      subtotal: 205000,
      shippingCost: 18000,
      total: 223000,
      courierName: 'JNE',
      paymentMethod: 'Bank Aceh Transfer',
      customerName: 'Rahmat Hidayat',
      postalCode: '23115',
      username: 'pembeli',
      buyerNote: 'Kirim sebelum Jumat, ya.',
    });
    expect(order?.paymentCode).toMatch(/^TJ-\d{12}$/);
    expect(state).toEqual({
      orderId: order?.id,
      paymentCode: order?.paymentCode,
      total: 223000,
      paymentMethod: 'Bank Aceh Transfer',
      subtotal: 205000,
      shippingCost: 18000,
      courierName: 'JNE',
      destination: 'Kota Banda Aceh',
    });
    const products = await data.products.list();
    expect(products.find((p) => p.id === 1)?.stock).toBe(46);
    expect(products.find((p) => p.id === 11)?.stock).toBe(29);
    expect(await data.cart.list()).toEqual([]);

    // Only an admin may list the e-mail log: read what is stored.
    await waitFor(() => {
      const stored = JSON.parse(driver.snapshot().emailLogs ?? '[]') as EmailLog[];
      const logs = stored.filter((log) => log.orderId === order?.id);
      expect(logs.map((log) => [log.type, log.recipient, log.status, log.error]).sort()).toEqual([
        ['admin_new_order', 'admin@seulanga.id', 'failed', messages.email.notConfigured],
        ['buyer_order_confirmation', 'pembeli@example.com', 'failed', messages.email.notConfigured],
      ]);
    });
  });

  it('applies a voucher with Pakai, previews its discount and places the order with it; Enter never places it', async () => {
    const hemat10: StoredVoucher = { ...HEMAT10_FIELDS, productIds: [], categories: [], id: 'V1', used: 0, startsAt: null, createdAt: '2026-11-01T00:00:00.000Z' };
    const { user, data } = await renderCheckout({ vouchers: [hemat10] });
    const code = screen.getByRole('textbox', { name: 'Kode Voucher' });
    await user.type(code, 'tidakada{Enter}');
    expect(await screen.findByText('Voucher tidak ditemukan.')).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription('Voucher tidak ditemukan.');
    expect(screen.queryByTestId('state')).toBeNull();

    await user.clear(code);
    await user.type(code, 'hemat10');
    await user.click(screen.getByRole('button', { name: 'Pakai' }));
    expect(await screen.findByRole('list', { name: 'Voucher dipakai' })).toHaveTextContent('HEMAT10');
    await chooseCourier(user, 'JNE');
    const summary = screen.getByText('Subtotal').closest('dl')!;
    // 10 % of Rp 205.000 is Rp 20.500: capped at Rp 20.000.
    expect(summary).toHaveTextContent(`Diskon Voucher (HEMAT10)-${rp(20000)}`);
    expect(summary).toHaveTextContent(`Total${rp(203000)}`);

    const place = vi.spyOn(data.orders, 'place');
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    await screen.findByTestId('state');
    expect(place).toHaveBeenCalledWith(expect.anything(), expect.anything(), ['HEMAT10']);
    const [order] = await data.orders.listMine();
    expect(order).toMatchObject({ total: 203000, discount: 20000, vouchers: [{ code: 'HEMAT10', appliesTo: 'goods', amount: 20000 }] });
  });

  it('leaves out a voucher the cart does not meet, saying why, and takes it off with Hapus Voucher', async () => {
    const large: StoredVoucher = { ...HEMAT10_FIELDS, productIds: [], categories: [], minSpend: 500_000, id: 'V1', used: 0, startsAt: null, createdAt: '2026-11-01T00:00:00.000Z' };
    const { user } = await renderCheckout({ vouchers: [large] });
    await user.type(screen.getByRole('textbox', { name: 'Kode Voucher' }), 'HEMAT10');
    await user.click(screen.getByRole('button', { name: 'Pakai' }));
    const applied = await screen.findByRole('list', { name: 'Voucher dipakai' });
    expect(applied).toHaveTextContent('Minimal belanja Rp');
    expect(screen.queryByText(/Diskon Voucher/)).toBeNull();
    await user.click(within(applied).getByRole('button', { name: 'Hapus Voucher HEMAT10' }));
    expect(screen.queryByRole('list', { name: 'Voucher dipakai' })).toBeNull();
  });

  it('shows the stock message and changes nothing when the stock ran out meanwhile', async () => {
    const { user, data, driver } = await renderCheckout();
    const products = (await data.products.list()).map((p) =>
      p.id === 1 ? { ...p, stock: 1 } : p,
    );
    driver.writeExternally('products', JSON.stringify(products)); // another tab bought most of it
    await chooseCourier(user);
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    expect(
      await screen.findByText('Stok untuk Kopi Arabika Gayo tidak mencukupi!'),
    ).toBeInTheDocument();
    expect(await data.orders.listMine()).toHaveLength(2);
    expect((await data.products.list()).find((p) => p.id === 11)?.stock).toBe(30);
    expect(await data.cart.list()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeEnabled();
    expect(screen.queryByTestId('state')).not.toBeInTheDocument();
  });

  it('shows the storage quota message and changes nothing when the browser storage is full', async () => {
    const { user, data, driver } = await renderCheckout();
    driver.setQuota(1);
    await chooseCourier(user);
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    expect(await screen.findByText(messages.storage.quota)).toBeInTheDocument();
    expect(await data.orders.listMine()).toHaveLength(2);
    const products = await data.products.list();
    expect(products.find((p) => p.id === 1)?.stock).toBe(48);
    expect(products.find((p) => p.id === 11)?.stock).toBe(30);
    expect(await data.cart.list()).toHaveLength(2);
    expect(screen.queryByTestId('state')).not.toBeInTheDocument();
  });

  it('orders at the catalogue’s current price, asking only for the cart’s products', async () => {
    const testData = await createTestData({
      user: 'pembeli',
      stored: {
        cartItems,
        products: seedProducts.map((p) => (p.id === 11 ? { ...p, price: 36000 } : p)),
      },
    });
    const getProducts = vi.spyOn(testData.data.products, 'getMany');
    const listProducts = vi.spyOn(testData.data.products, 'list');
    await renderApp(null, { routes, url: '/checkout', testData });
    await screen.findByRole('button', { name: 'Buat Pesanan' });
    await waitFor(() => expect(getProducts).toHaveBeenCalledWith([1, 11]));
    expect(await screen.findAllByText(rp(2 * 85000 + 36000))).not.toHaveLength(0);
    expect(listProducts).not.toHaveBeenCalled();
  });

  it('offers the couriers of the destination with their costs, the cheapest chosen, and asks for a destination', async () => {
    const { user, data } = await renderCheckout({ users: usersWithAddresses([{ ...seedAddress, fullAddress: 'Jl. Merdeka 1, Medan' }]) });
    const destination = screen.getByLabelText('Tujuan Pengiriman');
    expect(destination).toHaveValue('');
    expect(screen.queryByRole('radiogroup', { name: 'Kurir' })).not.toBeInTheDocument();
    expect(screen.getByText('Subtotal').closest('dl')).toHaveTextContent('Ongkos KirimPilih kurir');
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    expect(await screen.findByText('Pilih tujuan pengiriman.', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(destination).toHaveAccessibleDescription('Pilih tujuan pengiriman.');

    await user.selectOptions(destination, 'Simeulue');
    const couriers = screen.getByRole('radiogroup', { name: 'Kurir' });
    // The cheapest is chosen for the buyer: POS Indonesia.
    await waitFor(() => expect(within(couriers).getByRole('radio', { checked: true })).toHaveAttribute('value', 'pos'));
    // 1,400 g: 2 kg at each courier's Simeulue rate; SiCepat and Kurir Toko do not go there.
    expect(within(couriers).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['jne', 'jnt', 'pos']);
    const names = within(couriers).getAllByRole('radio').map((r) => document.querySelector(`label[for="${r.id}"]`)?.textContent);
    expect(names.map((n) => n?.replace(/\s/g, ' '))).toEqual([`JNE · ${rp(70000)}`, `J&T · ${rp(72000)}`, `POS Indonesia · ${rp(66000)}`]);
    await chooseCourier(user, 'J&T');
    expect(screen.getByText('Subtotal').closest('dl')).toHaveTextContent(`Total${rp(205000 + 72000)}`);
    await user.selectOptions(destination, 'Kota Banda Aceh');
    await chooseCourier(user, 'Kurir Toko');
    await user.selectOptions(destination, 'Luar Aceh');
    // Kurir Toko does not go outside Banda Aceh and Aceh Besar: the cheapest of Luar Aceh takes its place.
    const outside = tableShippingRates(DEFAULT_SHIPPING_TABLE).options('Luar Aceh', 1400);
    const cheapest = outside.reduce((a, b) => (b.cost < a.cost ? b : a));
    await waitFor(() =>
      expect(within(screen.getByRole('radiogroup', { name: 'Kurir' })).getByRole('radio', { checked: true })).toHaveAttribute('value', cheapest.courierId),
    );
    expect(await data.orders.listMine()).toHaveLength(2);
  });

  it('redirects an empty cart to the home page', async () => {
    await renderApp(null, { routes, url: '/checkout', user: 'pembeli', stored: { cartItems: [] } });
    expect(await screen.findByText('Beranda')).toBeInTheDocument();
  });
});
