import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { seedProducts } from '@/domain/seed/products';
import { ProductCard, type ProductCardProps } from './product-card';

function renderCard(product: ProductCardProps['product']) {
  return render(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>,
  );
}

const product = seedProducts[0]!;

describe('ProductCard', () => {
  it("shows a product with variants at its range of prices in force: a running variant promo lowers it", () => {
    const variant = { weight: 250, sku: '', image: '', promoPrice: null };
    renderCard({
      ...product,
      promoPrice: null,
      promoStart: null,
      promoEnd: '2099-01-01T00:00:00.000Z',
      variations: [{ name: 'Ukuran', options: ['250 g', '500 g'] }],
      variants: [
        { ...variant, id: 'v1', options: ['250 g'], price: 45_000, stock: 2, promoPrice: 40_000 },
        { ...variant, id: 'v2', options: ['500 g'], price: 85_000, stock: 2 },
      ],
    });
    expect(screen.getByText('Rp 40.000 – Rp 85.000')).toBeInTheDocument();
  });

  it('shows the mean rating to one decimal with a comma, named out of 5, and Terjual N', () => {
    renderCard({ ...product, unitsSold: 12, reviewCount: 4, ratingAverage: 4.46 });
    expect(screen.getByRole('img', { name: 'Penilaian 4,5 dari 5' })).toHaveTextContent('4,5');
    expect(screen.getByText('Terjual 12')).toBeInTheDocument();
    // The card's one link is still named by the product alone.
    expect(screen.getByRole('link')).toHaveAccessibleName(product.name);
  });

  it('shortens big sales as marketplaces do', () => {
    renderCard({ ...product, unitsSold: 1_250, reviewCount: 0, ratingAverage: 0 });
    expect(screen.getByText('Terjual 1,2rb')).toBeInTheDocument();
  });

  it('shows no rating without reviews and no Terjual while nothing is sold', () => {
    renderCard({ ...product, unitsSold: 0, reviewCount: 0, ratingAverage: 0 });
    expect(screen.queryByRole('img', { name: /Penilaian/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Terjual/)).not.toBeInTheDocument();
  });

  it('shows a rating without Terjual, and a product without figures (no catalogue search) as before', () => {
    const { unmount } = renderCard({ ...product, unitsSold: 0, reviewCount: 1, ratingAverage: 5 });
    expect(screen.getByRole('img', { name: 'Penilaian 5,0 dari 5' })).toBeInTheDocument();
    expect(screen.queryByText(/Terjual/)).not.toBeInTheDocument();
    unmount();
    renderCard(product);
    expect(screen.queryByText(/Terjual|Penilaian/)).not.toBeInTheDocument();
    expect(screen.getByText(`Stok: ${product.stock}`)).toBeInTheDocument();
  });
});
