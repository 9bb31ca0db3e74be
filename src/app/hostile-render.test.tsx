/**
 * Hostile strings render as text: markup typed into a product, a review or
 * a chat message appears literally and injects no element. Lives in app/ because it composes
 * several features.
 */
import { screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { seedProducts } from '@/domain/seed/products';
import type { ChatMessage, Product, Review } from '@/domain/core/records';
import { ProductCard } from '@/features/catalog/components/product-card';
import { ChatMessageBubble } from '@/features/chat/components/chat-message-bubble';
import { ProductDetail } from '@/features/product/components/product-detail';
import { parseProductId } from '@/features/product/parse-product-id';
import { renderApp } from '@/testing/render-app';

const SCRIPT = '<script>window.__pwned = 1</script>';
const IMG = '<img src=x onerror="window.__pwned = 1"><b>tebal</b>';
const RTL = 'Kopi \u202Egpj.exe\u202C Gayo 👨‍👩‍👧‍👦';

/** No element the hostile markup could have created, and nothing ran. */
function expectNothingInjected(container: HTMLElement) {
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('img[src="x"]')).toBeNull();
  expect(container.querySelector('b')).toBeNull();
  expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
}

const hostileProduct: Product = { ...seedProducts[0]!, name: SCRIPT, category: IMG, description: RTL };

describe('hostile strings render as text', () => {
  it('in a product card', async () => {
    const { container } = await renderApp(<ProductCard product={hostileProduct} partnerName={IMG} />);
    expect(await screen.findByRole('link', { name: SCRIPT })).toBeInTheDocument();
    expect(screen.getAllByText(IMG)).toHaveLength(2);
    expectNothingInjected(container);
  });

  it('in a chat message and its product chip', async () => {
    const message: ChatMessage = {
      id: 'MSG1',
      sender: 'buyer',
      text: `${IMG}\n${RTL}`,
      timestamp: '2025-11-22T03:00:00.000Z',
      senderName: 'pembeli',
      product: { id: 1, name: SCRIPT },
    };
    const { container } = await renderApp(
      <ul>
        <ChatMessageBubble message={message} viewerRole="admin" threadBuyer="pembeli" today="2025-11-22" />
      </ul>,
    );
    expect(await screen.findByRole('link', { name: `Tentang: ${SCRIPT}` })).toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === `${IMG}\n${RTL}`)).toBeInTheDocument();
    expectNothingInjected(container);
  });

  it('in the product page and its reviews, read through the data layer', async () => {
    const reviews: Review[] = [
      { id: 'REV-X1', productId: hostileProduct.id, author: IMG, rating: 5, text: SCRIPT, createdAt: '2025-11-22T03:00:00.000Z' },
    ];
    function Route() {
      const { id } = useParams();
      return <ProductDetail productId={parseProductId(id)} />;
    }
    const { container } = await renderApp(<Route />, {
      path: '/product/:id',
      url: `/product/${hostileProduct.id}`,
      stored: { products: [hostileProduct, ...seedProducts.slice(1)], reviews },
    });
    expect(await screen.findByRole('heading', { level: 1, name: SCRIPT })).toBeInTheDocument();
    expect((await screen.findAllByText(IMG)).length).toBeGreaterThanOrEqual(1);
    expect(screen.getAllByText(SCRIPT).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(RTL)).toBeInTheDocument();
    expectNothingInjected(container);
  });
});
