import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('closes when confirmed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Hapus produk?"
        description="Produk akan dihapus."
        confirmLabel="Hapus"
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('with pending, stays open when confirmed and disables both buttons while pending', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const props = {
      open: true,
      onOpenChange,
      title: 'Hapus alamat?',
      description: 'Alamat akan dihapus.',
      confirmLabel: 'Hapus',
      onConfirm,
    };
    const { rerender } = render(<ConfirmDialog {...props} pending={false} />);
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).not.toHaveBeenCalled();
    rerender(<ConfirmDialog {...props} pending />);
    expect(screen.getByRole('button', { name: 'Hapus' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Hapus' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Batal' })).toBeDisabled();
  });
});
