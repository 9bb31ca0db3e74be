import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type * as ImageModule from '@/lib/image';
import { ProductGalleryEditor } from './product-gallery-editor';

// Each chosen file becomes a data URL of its own name (the real one downscales in a canvas).
vi.mock('@/lib/image', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageModule>()),
  prepareImage: vi.fn(async (file: File) => `data:image/webp;base64,${btoa(file.name)}`),
}));

const photo = (name: string) => new File(['png'], name, { type: 'image/png' });
const urlOf = (name: string) => `data:image/webp;base64,${btoa(name)}`;

/** The editor over its own state, which the test reads from the previews. */
function Harness({ initial = [] as string[] }) {
  const [images, setImages] = useState(initial);
  return <ProductGalleryEditor value={images} onChange={setImages} />;
}

const previews = () => screen.queryAllByRole('img', { name: /^Pratinjau Gambar \d$/ }).map((img) => img.getAttribute('src'));
const photoGroup = (n: number) => screen.getByRole('group', { name: `Gambar ${n}` });

describe('ProductGalleryEditor', () => {
  it('adds photos through the Gambar Produk file field, the first marked Utama', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Gambar Produk'), photo('a.png'));
    await user.upload(screen.getByLabelText('Gambar Produk'), photo('b.png'));
    expect(previews()).toEqual([urlOf('a.png'), urlOf('b.png')]);
    expect(within(photoGroup(1)).getByText('Utama')).toBeInTheDocument();
    expect(within(photoGroup(1)).queryByRole('button', { name: 'Jadikan Gambar Utama' })).toBeNull();
    expect(screen.getByText(/2 dari 8 gambar/)).toBeInTheDocument();
  });

  it('moves a photo left and right with named buttons, focus following it, and makes one the main image', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['/a.png', '/b.png', '/c.png']} />);
    expect(within(photoGroup(1)).getByRole('button', { name: 'Geser ke kiri' })).toBeDisabled();
    expect(within(photoGroup(3)).getByRole('button', { name: 'Geser ke kanan' })).toBeDisabled();

    await user.click(within(photoGroup(1)).getByRole('button', { name: 'Geser ke kanan' }));
    expect(previews()).toEqual(['/b.png', '/a.png', '/c.png']);
    expect(within(photoGroup(2)).getByRole('button', { name: 'Geser ke kanan' })).toHaveFocus();
    // The keyboard alone: Enter on the focused button moves it again.
    await user.keyboard('{Enter}');
    expect(previews()).toEqual(['/b.png', '/c.png', '/a.png']);
    // At the end its right button is disabled: the focus goes to its left one.
    expect(within(photoGroup(3)).getByRole('button', { name: 'Geser ke kiri' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(previews()).toEqual(['/b.png', '/a.png', '/c.png']);

    await user.click(within(photoGroup(3)).getByRole('button', { name: 'Jadikan Gambar Utama' }));
    expect(previews()).toEqual(['/c.png', '/b.png', '/a.png']);
  });

  it('removes a photo', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['/a.png', '/b.png']} />);
    await user.click(within(photoGroup(1)).getByRole('button', { name: 'Hapus Gambar' }));
    expect(previews()).toEqual(['/b.png']);
  });

  it('takes 8 photos, then disables the field and says the limit', async () => {
    const user = userEvent.setup();
    const seven = Array.from({ length: 7 }, (_, i) => `/images/products/foto-${i + 1}.svg`);
    render(<Harness initial={seven} />);
    expect(screen.getByLabelText('Gambar Produk')).toBeEnabled();
    await user.upload(screen.getByLabelText('Gambar Produk'), photo('h.png'));
    expect(previews()).toHaveLength(8);
    expect(screen.getByLabelText('Gambar Produk')).toBeDisabled();
    expect(screen.getByLabelText('Gambar Produk')).toHaveAccessibleDescription(/Maksimal 8 gambar per produk\./);
    await user.click(within(photoGroup(8)).getByRole('button', { name: 'Hapus Gambar' }));
    expect(screen.getByLabelText('Gambar Produk')).toBeEnabled();
  });

  it('refuses the same photo twice', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Gambar Produk'), photo('a.png'));
    await user.upload(screen.getByLabelText('Gambar Produk'), photo('a.png'));
    expect(previews()).toEqual([urlOf('a.png')]);
    expect(screen.getByRole('alert')).toHaveTextContent('Gambar yang sama tidak boleh dipakai dua kali.');
  });
});
