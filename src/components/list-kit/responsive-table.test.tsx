import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { NarrowScreenGuess } from '@/lib/screen-guess';
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

function list(onEdit = vi.fn(), layout?: 'table' | 'responsive') {
  return (
    <ResponsiveTable
      rows={items}
      rowKey={(item) => item.id}
      columns={columns(onEdit)}
      caption="Daftar contoh"
      regionLabel="Tabel contoh"
      cardTitle={(item) => item.name}
      cardDescription={(item) => item.id}
      layout={layout}
    />
  );
}

function renderList(onEdit = vi.fn(), layout?: 'table' | 'responsive') {
  return render(list(onEdit, layout));
}

/**
 * Renders `tree` as the server does (under the server's screen guess `narrow`), then hydrates that
 * markup on a phone (`matchMedia` answering false) with the same guess, as src/main.tsx does.
 * @returns the container, the first element of the server's markup, and React's recoverable errors.
 */
async function hydrateOnPhone(tree: ReactNode, narrow: boolean) {
  const wrapped = <NarrowScreenGuess value={narrow}>{tree}</NarrowScreenGuess>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(wrapped);
  document.body.append(container);
  const serverElement = container.firstElementChild;
  stubMatchMedia(false);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, wrapped, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, serverElement, errors };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResponsiveTable', () => {
  it("hydrates the server's cards on a phone when the server guessed a phone, and redraws its table when it did not", async () => {
    const guessed = await hydrateOnPhone(list(), true);
    expect(guessed.errors).toEqual([]);
    expect(guessed.serverElement?.tagName).toBe('UL');
    // The server's list itself, taken over: nothing was drawn again.
    expect(within(guessed.container).getByRole('list', { name: 'Daftar contoh' })).toBe(guessed.serverElement);
    guessed.container.remove();

    const wide = await hydrateOnPhone(list(), false);
    expect(wide.errors).toEqual([]);
    expect(wide.serverElement?.tagName).not.toBe('UL');
    expect(within(wide.container).getByRole('list', { name: 'Daftar contoh' })).not.toBe(wide.serverElement);
    expect(within(wide.container).queryByRole('table')).not.toBeInTheDocument();
    wide.container.remove();
  });

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
