import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileField } from './file-field';

function renderField(onFile = vi.fn()) {
  render(
    <>
      <label htmlFor="berkas">Gambar Produk</label>
      <FileField id="berkas" accept="image/*" onFile={onFile} describedBy="petunjuk" />
      <p id="petunjuk">JPG atau PNG.</p>
    </>,
  );
  return onFile;
}

describe('FileField', () => {
  it("says 'Pilih berkas' and 'Belum ada berkas dipilih' in place of the browser's English, and keeps the label", () => {
    renderField();
    expect(screen.getByText('Pilih berkas')).toBeInTheDocument();
    const field = screen.getByLabelText('Gambar Produk');
    expect(field).toHaveAttribute('type', 'file');
    expect(field).toHaveAccessibleName('Gambar Produk');
    expect(field).toHaveAccessibleDescription('Belum ada berkas dipilih JPG atau PNG.');
  });

  it('is reached with the keyboard and shows the chosen file name', async () => {
    const user = userEvent.setup();
    const onFile = renderField();
    await user.tab();
    const field = screen.getByLabelText('Gambar Produk');
    expect(field).toHaveFocus();
    const file = new File(['x'], 'kopi-gayo.png', { type: 'image/png' });
    await user.upload(field, file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(screen.getByText('kopi-gayo.png')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('kopi-gayo.png JPG atau PNG.');
  });
});
