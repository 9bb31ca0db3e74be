import { act, screen, within } from '@testing-library/react';
import type { StoredVoucher } from '@/domain/vouchers/records';
import { renderApp } from '@/testing/render-app';
import { storedHemat10 } from '@/testing/test-values';
import { ShopVouchers } from './shop-vouchers';

/** A stored voucher on show, with `changes`. */
const stored = (changes: Partial<StoredVoucher>): StoredVoucher => storedHemat10({ id: `V-${changes.code}`, ...changes });

const VOUCHERS = [
  stored({ code: 'HEMAT10', endsAt: '2099-12-31T16:59:00.000Z' }),
  stored({ code: 'KOPI5', discountType: 'fixed', value: 5_000, maxDiscount: null, minSpend: 0, productIds: [1], createdAt: '2026-11-02T00:00:00.000Z' }),
  stored({ code: 'RAHASIA', showInStore: false }),
];

describe('ShopVouchers', () => {
  it('shows each voucher on show with its terms, its end and Salin, which copies the code with a toast', async () => {
    const { user } = await renderApp(<ShopVouchers />, { stored: { vouchers: VOUCHERS } });
    const section = within((await screen.findByRole('heading', { name: 'Voucher Toko', level: 2 })).closest('section')!);
    const cards = section.getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/^KOPI5Voucher Rp\u00a05\.000Salin$/),
      expect.stringMatching(/^HEMAT10Diskon 10% hingga Rp\u00a020\.000 dengan min\. belanja Rp\u00a050\.000Berlaku sampai 31 Des 2099Salin$/),
    ]);
    expect(section.queryByText('RAHASIA')).not.toBeInTheDocument();

    const copy = section.getByRole('button', { name: 'Salin kode HEMAT10' });
    expect(copy).toHaveClass('h-11');
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe('HEMAT10');
    expect(await screen.findByText('Kode voucher HEMAT10 disalin.')).toBeInTheDocument();
  });

  it('on a product shows only the vouchers that apply to it', async () => {
    await renderApp(<ShopVouchers product={{ id: 2, category: 'Minuman' }} />, { stored: { vouchers: VOUCHERS } });
    expect(await screen.findByRole('button', { name: 'Salin kode HEMAT10' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salin kode KOPI5' })).not.toBeInTheDocument();
  });

  it('renders nothing, no heading and no empty box, when the shop shows no voucher (or none applies)', async () => {
    const { data } = await renderApp(<ShopVouchers product={{ id: 2, category: 'Kain' }} />, {
      stored: { vouchers: [VOUCHERS[1]!, VOUCHERS[2]!] },
    });
    expect(await data.vouchers.listShown()).toHaveLength(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('heading', { name: 'Voucher Toko' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
