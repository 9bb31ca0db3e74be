import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductGallery } from './product-gallery';

const IMAGES = ['/images/products/a.svg', '/images/products/b.svg', '/images/products/c.svg'];

/** The main view's photo: the one image named after the product. */
const shownImage = () => screen.getByRole('img', { name: 'Kopi Gayo' });

describe('ProductGallery', () => {
  it('shows the main image eagerly and one thumbnail button per photo, the first pressed', () => {
    render(<ProductGallery images={IMAGES} name="Kopi Gayo" />);
    expect(shownImage()).toHaveAttribute('src', IMAGES[0]);
    expect(shownImage()).toHaveAttribute('loading', 'eager');
    expect(shownImage()).toHaveAttribute('width', '800');
    expect(shownImage()).toHaveAttribute('height', '600');
    const buttons = screen.getAllByRole('button', { name: /^Gambar \d$/ });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Gambar 1', 'Gambar 2', 'Gambar 3']);
    expect(screen.getByRole('button', { name: 'Gambar 1', pressed: true })).toBeInTheDocument();
    // The thumbnails' pictures load lazily.
    for (const button of buttons) expect(button.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('shows the photo of a clicked thumbnail', async () => {
    render(<ProductGallery images={IMAGES} name="Kopi Gayo" />);
    await userEvent.click(screen.getByRole('button', { name: 'Gambar 3' }));
    expect(shownImage()).toHaveAttribute('src', IMAGES[2]);
    expect(screen.getByRole('button', { name: 'Gambar 3', pressed: true })).toBeInTheDocument();
    expect(screen.getByText('Gambar 3 dari 3')).toBeInTheDocument();
  });

  it('moves between the thumbnails with the arrow keys, Home and End, wrapping around', async () => {
    render(<ProductGallery images={IMAGES} name="Kopi Gayo" />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Gambar 1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Gambar 2' })).toHaveFocus();
    expect(shownImage()).toHaveAttribute('src', IMAGES[1]);
    await userEvent.keyboard('{End}');
    expect(shownImage()).toHaveAttribute('src', IMAGES[2]);
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Gambar 1', pressed: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(shownImage()).toHaveAttribute('src', IMAGES[2]);
    await userEvent.keyboard('{Home}');
    expect(shownImage()).toHaveAttribute('src', IMAGES[0]);
    // One tab stop for the thumbnails: the shown one.
    expect(screen.getAllByRole('button').filter((b) => b.tabIndex === 0)).toHaveLength(1);
  });

  it('shows the next or previous photo on a swipe of the main view, not on a mouse drag', () => {
    render(<ProductGallery images={IMAGES} name="Kopi Gayo" />);
    const view = shownImage().parentElement!;
    fireEvent.pointerDown(view, { pointerType: 'touch', clientX: 200 });
    fireEvent.pointerUp(view, { pointerType: 'touch', clientX: 100 });
    expect(shownImage()).toHaveAttribute('src', IMAGES[1]);
    fireEvent.pointerDown(view, { pointerType: 'touch', clientX: 100 });
    fireEvent.pointerUp(view, { pointerType: 'touch', clientX: 200 });
    expect(shownImage()).toHaveAttribute('src', IMAGES[0]);
    fireEvent.pointerDown(view, { pointerType: 'mouse', clientX: 200 });
    fireEvent.pointerUp(view, { pointerType: 'mouse', clientX: 100 });
    expect(shownImage()).toHaveAttribute('src', IMAGES[0]);
    // A short touch is a tap, no swipe.
    fireEvent.pointerDown(view, { pointerType: 'touch', clientX: 200 });
    fireEvent.pointerUp(view, { pointerType: 'touch', clientX: 190 });
    expect(shownImage()).toHaveAttribute('src', IMAGES[0]);
  });

  it('switches to the selected photo whenever it changes, and ignores one not in the gallery', async () => {
    const { rerender } = render(<ProductGallery images={IMAGES} name="Kopi Gayo" selected={IMAGES[1]} />);
    expect(shownImage()).toHaveAttribute('src', IMAGES[1]);
    rerender(<ProductGallery images={IMAGES} name="Kopi Gayo" selected={IMAGES[2]} />);
    expect(shownImage()).toHaveAttribute('src', IMAGES[2]);
    await userEvent.click(screen.getByRole('button', { name: 'Gambar 1' }));
    rerender(<ProductGallery images={IMAGES} name="Kopi Gayo" selected="/images/lain.svg" />);
    expect(shownImage()).toHaveAttribute('src', IMAGES[0]);
    rerender(<ProductGallery images={IMAGES} name="Kopi Gayo" selected="" />);
    expect(shownImage()).toHaveAttribute('src', IMAGES[0]);
  });

  it('shows a single photo without thumbnails, and the placeholder without any', () => {
    const { rerender } = render(<ProductGallery images={[IMAGES[0]!]} name="Kopi Gayo" />);
    expect(shownImage()).toHaveAttribute('src', IMAGES[0]);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ProductGallery images={[]} name="Kopi Gayo" />);
    expect(shownImage()).toHaveAttribute('src', '/images/placeholder.svg');
  });
});
