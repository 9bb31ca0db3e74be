import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubMatchMedia } from '@/testing/stub-match-media';
import type { ListColumn } from './list-column';
import { ResponsiveTable } from './responsive-table';

interface Item {
  id: string;
  name: string;
  city: string;
  status: string;
  mine?: boolean;
}

const items: Item[] = [
  { id: 'A1', name: 'Kopi Gayo', city: 'Takengon', status: 'Aktif' },
  { id: 'A2', name: 'Keumamah', city: 'Banda Aceh', status: 'Nonaktif', mine: true },
];

function columns(onEdit: (item: Item) => void): ListColumn<Item>[] {
  return [
    { id: 'name', header: 'Nama', rowHeader: true, cell: (item) => item.name },
    { id: 'city', header: 'Lokasi', cell: (item) => item.city },
    { id: 'status', header: 'Status', cell: (item) => item.status },
    {
      id: 'actions',
      header: 'Aksi',
      hideHeader: true,
      align: 'end',
      card: 'actions',
      cell: (item, { titleId }) =>
        item.mine ? null : (
          <button type="button" aria-describedby={titleId} onClick={() => onEdit(item)}>
            Ubah
          </button>
        ),
    },
  ];
}

function renderList(onEdit = vi.fn(), layout?: 'table' | 'responsive') {
  return render(
    <ResponsiveTable
      rows={items}
      rowKey={(item) => item.id}
      columns={columns(onEdit)}
      caption="Daftar contoh"
      regionLabel="Tabel contoh"
      cardTitle={(item) => item.name}
      cardDescription={(item) => item.id}
      layout={layout}
    />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResponsiveTable', () => {
  it('renders a captioned table with column and row headers when there is no matchMedia (tests)', () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Daftar contoh' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nama', 'Lokasi', 'Status', 'Aksi']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const row = screen.getByRole('rowheader', { name: 'Kopi Gayo' }).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Takengon',
      'Aktif',
      'Ubah',
    ]);
    expect(within(row).getByRole('button', { name: 'Ubah' })).toHaveAccessibleDescription(
      'Kopi Gayo',
    );
    expect(screen.getByRole('region', { name: 'Tabel contoh' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders the table on a wide screen', () => {
    stubMatchMedia(true);
    renderList();
    expect(screen.getByRole('table', { name: 'Daftar contoh' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders a list of cards on a phone: heading, label–value pairs and the actions', async () => {
    stubMatchMedia(false);
    const onEdit = vi.fn();
    renderList(onEdit);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Daftar contoh' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 2, name: 'Kopi Gayo' })).toBeInTheDocument();
    expect(first.getByText('A1')).toBeInTheDocument();
    expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Lokasi',
      'Status',
    ]);
    expect(first.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Takengon',
      'Aktif',
    ]);
    const edit = first.getByRole('button', { name: 'Ubah' });
    expect(edit).toHaveAccessibleDescription('Kopi Gayo');
    await userEvent.setup().click(edit);
    expect(onEdit).toHaveBeenCalledWith(items[0]);

    // A row whose actions render nothing has no empty footer and no button.
    expect(within(cards[1]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('switches layout when the screen crosses the breakpoint', () => {
    const setWide = stubMatchMedia(false);
    renderList();
    expect(screen.getByRole('list', { name: 'Daftar contoh' })).toBeInTheDocument();
    setWide(true);
    expect(screen.getByRole('table', { name: 'Daftar contoh' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    setWide(false);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("keeps the table on a phone with layout 'table'", () => {
    stubMatchMedia(false);
    renderList(vi.fn(), 'table');
    expect(screen.getByRole('table', { name: 'Daftar contoh' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('names a card by the row header column when no cardTitle is given: its cell and its note', () => {
    const noted: ListColumn<Item>[] = [
      {
        id: 'name',
        header: 'Nama',
        rowHeader: true,
        cell: (item) => item.name,
        note: (item) => item.city,
      },
      { id: 'status', header: 'Status', cell: (item) => item.status },
    ];
    const ui = (
      <ResponsiveTable rows={items} columns={noted} caption="Daftar contoh" regionLabel="Tabel contoh" />
    );
    const { unmount } = render(ui);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Kopi GayoTakengon',
      'KeumamahBanda Aceh',
    ]);
    unmount();
    stubMatchMedia(false);
    render(ui);
    const card = within(screen.getAllByRole('listitem')[0]!);
    expect(card.getByRole('heading', { level: 2, name: 'Kopi Gayo' })).toBeInTheDocument();
    expect(card.getByText('Takengon')).toBeInTheDocument();
  });
});
