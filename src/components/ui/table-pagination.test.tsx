import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TablePagination, type TablePaginationProps } from './table-pagination';

/** Renders page 1 of 500 of 10,000 orders, 20 shown, with `props` over it. */
function renderPagination(props: Partial<TablePaginationProps> = {}) {
  render(
    <TablePagination
      label="Halaman daftar pesanan"
      page={1}
      pageCount={500}
      start={0}
      shown={20}
      total={10_000}
      noun="pesanan"
      onPageChange={() => {}}
      {...props}
    />,
  );
}

describe('TablePagination', () => {
  it('names the navigation, shows the range and the page, and disables the ends', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderPagination({ onPageChange });
    const nav = within(screen.getByRole('navigation', { name: 'Halaman daftar pesanan' }));
    expect(nav.getByText('Menampilkan 1–20 dari 10.000 pesanan')).toBeInTheDocument();
    expect(nav.getByText('Halaman 1 dari 500')).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
    await user.click(nav.getByRole('button', { name: 'Berikutnya' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows a capped total as "1.000+" and the page without a last page, and pages on', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderPagination({ label: 'Halaman katalog', page: 42, pageCount: 43, start: 984, shown: 24, total: 1009, totalCapped: true, noun: 'produk', onPageChange });
    const nav = within(screen.getByRole('navigation', { name: 'Halaman katalog' }));
    expect(nav.getByText('Menampilkan 985–1.008 dari 1.000+ produk')).toBeInTheDocument();
    expect(nav.getByText('Halaman 42')).toBeInTheDocument();
    await user.click(nav.getByRole('button', { name: 'Berikutnya' }));
    expect(onPageChange).toHaveBeenCalledWith(43);
  });

  it('says "0 <noun>" for an empty list and disables both buttons', () => {
    renderPagination({
      label: 'Halaman daftar produk',
      pageCount: 1,
      shown: 0,
      total: 0,
      noun: 'produk',
    });
    expect(screen.getByText('0 produk')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Berikutnya' })).toBeDisabled();
  });
});
