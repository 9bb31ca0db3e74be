import { render, screen, within } from '@testing-library/react';
import type { Product } from '@/domain/core/records';
import { findCardList, rp } from '@/testing/list-page';
import { seed } from '@/testing/seed';
import { stubMatchMedia } from '@/testing/stub-match-media';
import { ProductTable } from './product-table';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A promo window around the test's own clock: running, or ended the day before. */
const running = () => ({ promoStart: new Date(Date.now() - DAY_MS).toISOString(), promoEnd: new Date(Date.now() + DAY_MS).toISOString() });
const ended = () => ({ promoStart: new Date(Date.now() - 2 * DAY_MS).toISOString(), promoEnd: new Date(Date.now() - DAY_MS).toISOString() });

/** A product with `Variasi`: two of its three sizes on promo (Rp 40.000 and Rp 120.000), in `window`. */
function sized(id: number, name: string, window: Pick<Product, 'promoStart' | 'promoEnd'>): Product {
  return {
    ...seed.products[0]!,
    id,
    name,
    price: 50_000,
    stock: 9,
    promoPrice: null,
    ...window,
    variations: [{ name: 'Ukuran', options: ['S', 'M', 'L'] }],
    variants: [
      { id: 'v1', options: ['S'], price: 50_000, stock: 3, weight: 250, sku: '', image: '', promoPrice: 40_000 },
      { id: 'v2', options: ['M'], price: 120_000, stock: 3, weight: 250, sku: '', image: '', promoPrice: null },
      { id: 'v3', options: ['L'], price: 150_000, stock: 3, weight: 250, sku: '', image: '', promoPrice: 120_000 },
    ],
  };
}

const products: Product[] = [
  sized(1, 'Kaos Promo', running()),
  sized(2, 'Kaos Lewat', ended()),
  { ...seed.products[0]!, id: 3, name: 'Kopi Promo', price: 110_000, promoPrice: 99_000, ...running(), variations: [], variants: [] },
];

const VARIANT_PROMO = `Promo ${rp(40_000)} – ${rp(120_000)} (2 variasi)`;
const OWN_PROMO = `Promo ${rp(99_000)} (-10%)`;

function renderTable() {
  render(<ProductTable products={products} lowStockThreshold={5} partnerNames={new Map()} onEdit={() => {}} onDelete={() => {}} />);
}

describe('ProductTable, promos under Harga', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks a running variant promo with the range in force and its count, an ended one not at all', () => {
    renderTable();
    const rowOf = (name: string) => within(screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!);
    // The list keeps the normal range; the promo goes under it.
    expect(rowOf('Kaos Promo').getByText(VARIANT_PROMO).closest('td')).toHaveTextContent(`${rp(50_000)} – ${rp(150_000)}${VARIANT_PROMO}`);
    expect(rowOf('Kaos Promo').getByText(VARIANT_PROMO)).toBeInTheDocument();
    expect(rowOf('Kaos Lewat').queryByText(/^Promo/)).not.toBeInTheDocument();
    expect(rowOf('Kopi Promo').getByText(OWN_PROMO)).toBeInTheDocument();
  });

  it('shows the same marker in a phone’s card', async () => {
    stubMatchMedia(false);
    renderTable();
    const { card } = await findCardList('Daftar Produk');
    expect(card('Kaos Promo').getByText(VARIANT_PROMO)).toBeInTheDocument();
    expect(card('Kaos Lewat').queryByText(/^Promo/)).not.toBeInTheDocument();
    expect(card('Kopi Promo').getByText(OWN_PROMO)).toBeInTheDocument();
  });
});
