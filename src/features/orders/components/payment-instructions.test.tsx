import { screen, within } from '@testing-library/react';
import { seedPaymentAccounts } from '@/testing/seed';
import { NO_PAYMENT_ACCOUNTS } from '@/domain/payment/accounts';
import { renderApp } from '@/testing/render-app';
import { PaymentInstructions } from './payment-instructions';

/** The instructions for `method` over the seed's store (its demo accounts) or `accounts`. */
function renderFor(method: string, accounts = seedPaymentAccounts) {
  return renderApp(<PaymentInstructions method={method} total={185000} />, {
    user: 'pembeli',
    stored: { paymentAccounts: accounts },
  });
}

/** The description of term `term` in the account details. */
function detail(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

describe('PaymentInstructions', () => {
  it("shows the store's bank account with the amount for a bank transfer, and copies the number", async () => {
    const { user } = await renderFor('BCA Transfer');
    await screen.findByText('Bank Tujuan');
    expect(detail('Bank Tujuan')).toHaveTextContent('Bank Aceh Syariah');
    expect(detail('Atas Nama')).toHaveTextContent('Seulanga Aceh (Rekening contoh — jangan transfer)');
    expect(screen.getByRole('note')).toHaveTextContent(/^Rekening contoh — jangan transfer\. Ini toko demo/);
    expect(detail('Nomor Rekening')).toHaveTextContent(seedPaymentAccounts.accountNumber);
    expect(detail('Jumlah Pembayaran')).toHaveTextContent(/Rp\s?185\.000/);
    await user.click(within(detail('Nomor Rekening')).getByRole('button', { name: 'Salin Nomor Rekening' }));
    expect(await navigator.clipboard.readText()).toBe(seedPaymentAccounts.accountNumber);
    expect(await screen.findByText('Nomor rekening disalin.')).toBeInTheDocument();
  });

  it('says so when the browser refuses to copy', async () => {
    const { user } = await renderFor('Bank Aceh Transfer');
    const button = await screen.findByRole('button', { name: 'Salin Nomor Rekening' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(button);
    expect(await screen.findByText('Nomor rekening gagal disalin. Salin secara manual.')).toBeInTheDocument();
  });

  it('shows the e-wallet number for GoPay, OVO and Dana', async () => {
    await renderFor('OVO');
    await screen.findByText('Nomor E-Wallet');
    expect(detail('Nomor E-Wallet')).toHaveTextContent(seedPaymentAccounts.ewalletNumber);
    expect(screen.getByText(/Buka aplikasi OVO/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salin Nomor Rekening' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/jangan transfer/);
  });

  it("warns of no account once the owner entered the shop's own holder", async () => {
    await renderFor('BCA Transfer', { ...seedPaymentAccounts, accountHolder: 'CV Seulanga Aceh' });
    await screen.findByText('Bank Tujuan');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("draws the store's QRIS as an image named after the store, with the amount", async () => {
    await renderFor('QRIS');
    const image = await screen.findByRole('img', { name: 'Kode QRIS Seulanga' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(detail('Jumlah Pembayaran')).toHaveTextContent(/185\.000/);
  });

  it('keeps the general steps when the store has not set the account, and for COD', async () => {
    await renderFor('BCA Transfer', NO_PAYMENT_ACCOUNTS);
    expect(await screen.findByText(/Transfer sejumlah total pembayaran melalui BCA/)).toBeInTheDocument();
    expect(screen.queryByText('Nomor Rekening')).not.toBeInTheDocument();
  });

  it('keeps the general QRIS steps without a payload, and the COD steps', async () => {
    const { unmount } = await renderFor('QRIS', { ...seedPaymentAccounts, qrisPayload: '' });
    expect(await screen.findByText(/Pilih menu bayar atau pindai QRIS/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    await renderFor('COD');
    expect(await screen.findByText(/Siapkan uang tunai/)).toBeInTheDocument();
    expect(screen.queryByText('Jumlah Pembayaran')).not.toBeInTheDocument();
  });
});
