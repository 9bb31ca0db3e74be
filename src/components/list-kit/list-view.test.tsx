import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PermissionError } from '@/data';
import type { Page } from '@/domain/core/paging';
import { ALL, FilterSelect } from './filter-select';
import { ListFilters } from './list-filters';
import { ListView, type ListQuery } from './list-view';
import { SearchField } from './search-field';

const page = (items: string[], total = items.length): Page<string> => ({
  items,
  total,
  page: 1,
  pageSize: 20,
});

const loaded = <D,>(data: D, isPlaceholderData = false): ListQuery<D> => ({
  isPending: false,
  isError: false,
  error: null,
  data,
  isPlaceholderData,
});

function renderView(query: ListQuery<Page<string>>, filtering = false) {
  const onPageChange = vi.fn();
  render(
    <ListView
      query={query}
      loadingLabel="Memuat contoh..."
      empty="Belum ada contoh."
      noMatch="Tidak ada yang cocok."
      filtering={filtering}
      filters={<ListFilters label="Filter contoh">filter</ListFilters>}
      pagination={{ label: 'Halaman contoh', noun: 'contoh', onPageChange }}
    >
      {(data) => <ul>{data.items.map((item) => <li key={item}>{item}</li>)}</ul>}
    </ListView>,
  );
  return onPageChange;
}

describe('ListView', () => {
  it('announces the loading', () => {
    renderView({ isPending: true, isError: false, error: null, data: undefined });
    expect(screen.getByRole('status', { name: 'Memuat contoh...' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it("says a refused role is 'no access' and shows other errors' messages", () => {
    const failed = (error: Error): ListQuery<Page<string>> => ({
      isPending: false,
      isError: true,
      error,
      data: undefined,
    });
    renderView(failed(new PermissionError('Silakan login.')));
    expect(screen.getByRole('alert')).toHaveTextContent('Anda tidak memiliki akses ke halaman ini.');
    renderView(failed(new Error('Jaringan putus.')));
    expect(screen.getByText('Jaringan putus.')).toHaveAttribute('role', 'alert');
  });

  it('shows only the empty state when there is nothing and no filter is set', () => {
    renderView(loaded(page([])));
    expect(screen.getByText('Belum ada contoh.')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('keeps the filters above the no-match state', () => {
    renderView(loaded(page([])), true);
    expect(screen.getByRole('search', { name: 'Filter contoh' })).toBeInTheDocument();
    expect(screen.getByText('Tidak ada yang cocok.')).toBeInTheDocument();
  });

  it('shows the filters, the rows and the page switcher, busy while the next page loads', async () => {
    const onPageChange = renderView(loaded(page(['satu', 'dua'], 45), true));
    expect(screen.getByRole('search', { name: 'Filter contoh' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const pager = screen.getByRole('navigation', { name: 'Halaman contoh' });
    expect(pager).toHaveTextContent('Menampilkan 1–2 dari 45 contoh');
    expect(pager.parentElement).toHaveAttribute('aria-busy', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});

describe('SearchField and FilterSelect', () => {
  function Filters() {
    const [text, setText] = useState('');
    const [status, setStatus] = useState<'Aktif' | 'Nonaktif' | typeof ALL>(ALL);
    return (
      <ListFilters label="Filter contoh" className="sm:grid-cols-2">
        <SearchField label="Cari contoh" value={text} onValueChange={setText} />
        <SearchField label="Cari lagi" value={text} onValueChange={setText} labelHidden />
        <FilterSelect
          label="Status"
          value={status}
          onValueChange={setStatus}
          options={['Aktif', 'Nonaktif'] as const}
          optionLabel={(value) => `${value}!`}
        />
        <output>{`${text}|${status}`}</output>
      </ListFilters>
    );
  }

  it('names every field and reports its value', async () => {
    const user = userEvent.setup();
    render(<Filters />);
    const search = screen.getByRole('searchbox', { name: 'Cari contoh' });
    expect(search).toHaveAttribute('maxLength');
    await user.type(search, 'kopi');
    expect(screen.getByRole('searchbox', { name: 'Cari lagi' })).toHaveValue('kopi');
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Semua',
      'Aktif!',
      'Nonaktif!',
    ]);
    await user.selectOptions(select, 'Nonaktif');
    expect(screen.getByRole('status')).toHaveTextContent('kopi|Nonaktif');
  });
});
