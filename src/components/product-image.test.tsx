import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import {
  PRODUCT_CARD_IMAGE_SIZES,
  PRODUCT_PAGE_IMAGE_SIZES,
  imageSrcSet,
} from '@/shared/image-variants';
import { PLACEHOLDER_IMAGE, ProductImage } from './product-image';

const UPLOADED = `/api/images/${'c0ffee'.repeat(10)}abcd`;
const SVG = '/images/products/kopi-arabika-gayo.svg';

const sourcesOf = (img: HTMLElement) =>
  [...(img.closest('picture')?.querySelectorAll('source') ?? [])].map((source) => ({
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }));

describe('ProductImage', () => {
  it('gives an uploaded image AVIF and WebP sources of 320/640/960 px with the card’s sizes, the original in the img', () => {
    render(<ProductImage src={UPLOADED} alt="Kopi Gayo" />);
    const img = screen.getByRole('img', { name: 'Kopi Gayo' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(sourcesOf(img)).toEqual([
      {
        type: 'image/avif',
        srcset: imageSrcSet(UPLOADED, 'avif'),
        sizes: PRODUCT_CARD_IMAGE_SIZES,
      },
      {
        type: 'image/webp',
        srcset: imageSrcSet(UPLOADED, 'webp'),
        sizes: PRODUCT_CARD_IMAGE_SIZES,
      },
    ]);
    expect(sourcesOf(img)[0]!.srcset).toBe(
      `${UPLOADED}?w=320&format=avif 320w, ${UPLOADED}?w=640&format=avif 640w, ${UPLOADED}?w=960&format=avif 960w`,
    );
    // The picture's img is the last child (the sources come first).
    expect(img.parentElement?.lastElementChild).toBe(img);
    expect(img).toHaveAttribute('src', UPLOADED);
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('fetchpriority', 'auto');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('loads the product page’s image eagerly with high priority, its own size and sizes', () => {
    render(
      <ProductImage
        src={UPLOADED}
        alt="Kopi Gayo"
        width={800}
        height={600}
        sizes={PRODUCT_PAGE_IMAGE_SIZES}
        priority
        className="rounded-xl border"
      />,
    );
    const img = screen.getByRole('img', { name: 'Kopi Gayo' });
    expect(sourcesOf(img).map((source) => source.sizes)).toEqual([
      PRODUCT_PAGE_IMAGE_SIZES,
      PRODUCT_PAGE_IMAGE_SIZES,
    ]);
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveClass('rounded-xl', 'border', 'aspect-[4/3]', 'object-cover');
  });

  it('keeps a plain img for SVGs, other URLs and the placeholder', () => {
    const { rerender, container } = render(<ProductImage src={SVG} alt="Kopi Gayo" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Kopi Gayo' })).toHaveAttribute('src', SVG);
    rerender(<ProductImage src="data:image/webp;base64,UklGRg==" alt="Kopi Gayo" />);
    expect(container.querySelector('picture')).toBeNull();
    rerender(<ProductImage src="" alt="Kopi Gayo" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Kopi Gayo' })).toHaveAttribute(
      'src',
      PLACEHOLDER_IMAGE,
    );
  });

  it('shows the placeholder, without sources, when the image fails; a new src is tried again', () => {
    const onError = vi.fn();
    const { rerender, container } = render(
      <ProductImage src={UPLOADED} alt="Kopi Gayo" onError={onError} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Kopi Gayo' }));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'Kopi Gayo' });
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    // A broken placeholder does not loop.
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Kopi Gayo' })).toHaveAttribute(
      'src',
      PLACEHOLDER_IMAGE,
    );

    const other = `/api/images/${'d'.repeat(64)}`;
    rerender(<ProductImage src={other} alt="Kopi Gayo" onError={onError} />);
    expect(screen.getByRole('img', { name: 'Kopi Gayo' })).toHaveAttribute('src', other);
    expect(container.querySelector('picture source')).not.toBeNull();
  });

  it('renders the same on the server and hydrates without a mismatch', async () => {
    const element = <ProductImage src={UPLOADED} alt="Kopi Gayo" priority />;
    const html = renderToString(element);
    expect(html).toMatch(
      /^<picture class="block"><source type="image\/avif" srcSet="[^"]+" sizes="[^"]+"\/>/,
    );
    expect(html).toContain(`srcSet="${imageSrcSet(UPLOADED, 'webp').replaceAll('&', '&amp;')}"`);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('img')).toHaveAttribute('src', UPLOADED);
    container.remove();
  });
});
