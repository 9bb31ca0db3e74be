import { render, screen, within } from '@testing-library/react';
import { EmailLogTable } from './email-log-table';
import type { EmailLog } from '@/domain/schemas';
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

  it('shows at most five rows with the spec labels and WIB time', () => {
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
    expect(rows).toHaveLength(5);
    expect(within(rows[0]!).getByText('Pembeli')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Berhasil')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('10.05.01')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Admin')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Gagal')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('SMTP menolak')).toBeInTheDocument();
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
