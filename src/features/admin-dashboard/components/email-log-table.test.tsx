import { render, screen, within } from '@testing-library/react';
import { EmailLogTable } from './email-log-table';
import type { EmailLog } from '@/domain/core/records';
import { stubMatchMedia } from '@/testing/stub-match-media';

const log = (n: number, status: 'success' | 'failed'): EmailLog => ({
  id: `EML${n}`,
  timestamp: new Date(Date.UTC(2025, 10, 4, 3, 5, n)).toISOString(),
  orderId: `ORD00${n}`,
  recipient: `r${n}@example.com`,
  type: n % 2 ? 'buyer_order_confirmation' : 'admin_new_order',
  status,
  error: status === 'failed' ? 'SMTP menolak' : null,
});

describe('EmailLogTable', () => {
  it('shows the empty text', () => {
    render(<EmailLogTable logs={[]} />);
    expect(screen.getByText('Belum ada riwayat pengiriman email')).toBeInTheDocument();
  });

  it('shows the rows given (a page) with the spec labels and WIB time', () => {
    render(
      <EmailLogTable
        logs={[
          log(1, 'success'),
          log(2, 'failed'),
          log(3, 'success'),
          log(4, 'success'),
          log(5, 'success'),
          log(6, 'success'),
        ]}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(within(rows[0]!).getByText('Pembeli')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Berhasil')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('10.05.01')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Admin')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Gagal')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('SMTP menolak')).toBeInTheDocument();
  });

  it('explains a failure plainly, keeps the raw error behind a disclosure, and offers Kirim Ulang', async () => {
    const onResend = vi.fn();
    const refused = { ...log(2, 'failed'), error: 'Server email menolak pesan atau tidak dapat dihubungi (EENVELOPE 550).' };
    const down = { ...log(3, 'failed'), error: 'Server email menolak pesan atau tidak dapat dihubungi (ESOCKET).' };
    // ORD004's admin e-mail failed, then was sent again (newer, first): only the newer one is offered.
    const retried = { ...log(4, 'success'), id: 'EML4b' };
    const old = { ...log(4, 'failed'), error: null };
    render(<EmailLogTable logs={[retried, refused, down, old]} onResend={onResend} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[1]!).getByText('Server e-mail menolak alamat penerima.')).toBeInTheDocument();
    const details = within(rows[1]!).getByText('Detail teknis').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent('EENVELOPE 550');
    expect(within(rows[2]!).getByText('Server e-mail tidak dapat dihubungi.')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('E-mail gagal dikirim karena kesalahan yang tidak dikenal.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Kirim Ulang/ }).map((b) => b.textContent)).toEqual([
      'Kirim Ulang ORD002',
      'Kirim Ulang ORD003',
    ]);
    screen.getByRole('button', { name: 'Kirim Ulang ORD003' }).click();
    expect(onResend).toHaveBeenCalledWith(down);
  });

  it('shows a card per entry on a phone, headed by the order id', () => {
    stubMatchMedia(false);
    try {
      render(<EmailLogTable logs={[log(1, 'success'), log(2, 'failed')]} />);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Log Notifikasi Email Terbaru' });
      const cards = within(list).getAllByRole('listitem');
      expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'ORD001' })).toBeInTheDocument();
      expect(within(cards[0]!).getByText('10.05.01')).toBeInTheDocument();
      expect(within(cards[0]!).getByText('r1@example.com')).toBeInTheDocument();
      expect(within(cards[1]!).getByText('Gagal')).toBeInTheDocument();
      expect(within(cards[1]!).getByText('SMTP menolak')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
