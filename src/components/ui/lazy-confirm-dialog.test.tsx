import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyConfirmDialog, preloadConfirmDialog } from './lazy-confirm-dialog';

/** Counts the imports of the dialog's module (its factory runs when the module is first imported). */
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./confirm-dialog', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

const props = {
  onConfirm: () => {},
  title: 'Hapus Kopi dari keranjang?',
  description: 'Produk ini akan dikeluarkan dari keranjang belanja Anda.',
  confirmLabel: 'Hapus',
};

describe('LazyConfirmDialog', () => {
  it('loads nothing and renders nothing until first opened, then opens, closes and opens again as ConfirmDialog', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { container, rerender } = render(<LazyConfirmDialog {...props} open={false} onOpenChange={onOpenChange} />);
    expect(container).toBeEmptyDOMElement();
    // Give a stray import the time to happen.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.count).toBe(0);

    rerender(<LazyConfirmDialog {...props} open onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapus Kopi dari keranjang?' });
    expect(loads.count).toBe(1);
    expect(dialog).toHaveAccessibleDescription('Produk ini akan dikeluarkan dari keranjang belanja Anda.');
    expect(screen.getByRole('button', { name: 'Batal' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);

    rerender(<LazyConfirmDialog {...props} open={false} onOpenChange={onOpenChange} />);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    rerender(<LazyConfirmDialog {...props} open onOpenChange={onOpenChange} />);
    expect(await screen.findByRole('alertdialog', { name: 'Hapus Kopi dari keranjang?' })).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });

  it('preloadConfirmDialog resolves with the dialog module', async () => {
    const module = await preloadConfirmDialog();
    expect(typeof module.ConfirmDialog).toBe('function');
  });
});
