import { render, screen } from '@testing-library/react';
import { PriceTag } from './price-tag';

const item = { price: 120_000, promoPrice: 99_000, promoStart: '2026-12-01T01:00:00.000Z', promoEnd: '2026-12-08T01:00:00.000Z' };

describe('PriceTag (docs/product/decisions.md "Promo price")', () => {
  it('while a promo runs: the promo price, the normal price struck through and named, and the badge rounded down', () => {
    const { container } = render(<PriceTag item={item} now={new Date('2026-12-02T00:00:00.000Z')} />);
    expect(screen.getByText('Rp 99.000')).toBeInTheDocument();
    const struck = container.querySelector('s')!;
    expect(struck).toHaveTextContent('Harga normal Rp 120.000');
    expect(screen.getByText('-17%')).toBeInTheDocument();
  });

  it('outside the period or without a promo: the normal price alone', () => {
    const { container } = render(<PriceTag item={item} now={new Date('2026-12-08T01:00:00.000Z')} />);
    expect(container).toHaveTextContent(/^Rp 120\.000$/);
    expect(container.querySelector('s')).toBeNull();
  });
});
