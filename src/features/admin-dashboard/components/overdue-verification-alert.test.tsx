import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { OverdueVerificationAlert, OVERDUE_VERIFICATIONS_HREF } from './overdue-verification-alert';

const renderAlert = (count: number | undefined) =>
  render(
    <MemoryRouter>
      <OverdueVerificationAlert count={count} />
    </MemoryRouter>,
  );

describe('OverdueVerificationAlert', () => {
  it('shows nothing at 0 or while the figures load', () => {
    for (const count of [0, undefined]) {
      const { unmount } = renderAlert(count);
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Lihat Pesanan' })).toBeNull();
      unmount();
    }
  });

  it('says how many payments wait past the deadline and links to the filtered orders list', () => {
    renderAlert(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 pembayaran menunggu verifikasi melewati batas waktu');
    expect(screen.getByRole('link', { name: 'Lihat Pesanan' })).toHaveAttribute('href', OVERDUE_VERIFICATIONS_HREF);
    expect(OVERDUE_VERIFICATIONS_HREF).toBe('/admin/orders?verification=overdue');
  });
});
