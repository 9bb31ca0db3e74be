import { act, render, screen } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { toast } from './toast';
import { ToastOutlet } from './toast-outlet';

afterEach(() => sonnerToast.dismiss());

describe('toast (lazy sonner)', () => {
  it('mounts no outlet before the first toast, then shows the toasts in order', async () => {
    const { container } = render(<ToastOutlet />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      toast.success('Pertama');
      toast.error('Kedua');
    });
    const first = await screen.findByText('Pertama');
    const second = await screen.findByText('Kedua');
    expect(screen.getByRole('region', { name: /Pemberitahuan/ })).toBeInTheDocument();
    // Sonner lists the newest toast first.
    expect(second.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('replaces a toast with the same id and dismisses it by id', async () => {
    render(<ToastOutlet />);
    act(() => toast.warning('Lama', { id: 'x' }));
    await screen.findByText('Lama');
    act(() => toast.info('Baru', { id: 'x' }));
    await screen.findByText('Baru');
    expect(screen.queryByText('Lama')).not.toBeInTheDocument();
    act(() => toast.dismiss('x'));
    await vi.waitFor(() => expect(screen.queryByText('Baru')).not.toBeInTheDocument(), { timeout: 5_000 });
  });
});
