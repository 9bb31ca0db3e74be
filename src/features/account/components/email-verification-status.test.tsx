/** The profile's e-mail verification state (server mode; docs/decisions/022-verified-email.md). */
import { screen } from '@testing-library/react';
import type { SessionUser } from '@/domain/core/records';
import { RateLimitError } from '@/domain/core/errors';
import { verificationMessages } from '@/shared/messages-verification';
import { renderApp } from '@/testing/render-app';
import { ProfileCard } from './profile-card';

const buyer: SessionUser = {
  id: 'USR002',
  username: 'pembeli',
  email: 'pembeli@example.com',
  role: 'buyer',
  profileImage: '',
  addresses: [],
};
const text = verificationMessages;

describe('profile: e-mail verification', { timeout: 15_000 }, () => {
  it("shows 'Belum diverifikasi' and sends a new link with 'Kirim Ulang Tautan Verifikasi'", async () => {
    const { user, data } = await renderApp(<ProfileCard user={{ ...buyer, emailVerified: false }} />, { user: 'pembeli' });
    const resend = vi.spyOn(data.account, 'resendVerification').mockResolvedValue();
    expect(await screen.findByText(text.unverified)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.resend }));
    expect(resend).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(text.resent)).toBeInTheDocument();
  });

  it('toasts the refusal, e.g. the hourly limit', async () => {
    const { user, data } = await renderApp(<ProfileCard user={{ ...buyer, emailVerified: false }} />, { user: 'pembeli' });
    vi.spyOn(data.account, 'resendVerification').mockRejectedValue(new RateLimitError('Terlalu banyak permintaan tautan verifikasi. Coba lagi dalam 1 jam.', 3600));
    await user.click(await screen.findByRole('button', { name: text.resend }));
    expect(await screen.findByText('Terlalu banyak permintaan tautan verifikasi. Coba lagi dalam 1 jam.')).toBeInTheDocument();
  });

  it("shows 'Terverifikasi' without the button once verified", async () => {
    await renderApp(<ProfileCard user={{ ...buyer, emailVerified: true }} />, { user: 'pembeli' });
    expect(await screen.findByText(text.verified)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.resend })).not.toBeInTheDocument();
  });

  it('shows nothing in browser mode, which verifies no address (no emailVerified)', async () => {
    await renderApp(<ProfileCard user={buyer} />, { user: 'pembeli' });
    await screen.findByRole('button', { name: 'Simpan Profil' });
    expect(screen.queryByText(text.unverified)).not.toBeInTheDocument();
    expect(screen.queryByText(text.verified)).not.toBeInTheDocument();
  });
});
