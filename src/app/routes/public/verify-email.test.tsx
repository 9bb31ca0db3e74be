/** /verifikasi-email (docs/decisions/022-verified-email.md): the link's page; the button POSTs the token. */
import { screen } from '@testing-library/react';
import { routes } from '@/app/router';
import { ValidationError } from '@/domain/core/errors';
import { verificationMessages } from '@/shared/messages-verification';
import { preloadPages } from '@/testing/preload-pages';
import { renderApp } from '@/testing/render-app';
import { expectPageHeading } from '@/testing/list-page';

preloadPages('public/verify-email');

const text = verificationMessages;
const TOKEN = 'a'.repeat(43);

describe('/verifikasi-email', () => {
  it('verifies nothing on opening: the token goes only with the button, then says so', async () => {
    const { user, data } = await renderApp(null, { routes, url: `/verifikasi-email?token=${TOKEN}` });
    const verify = vi.spyOn(data.auth, 'verifyEmail').mockResolvedValue();
    await expectPageHeading('Verifikasi E-mail', 5000);
    expect(verify).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: text.confirm }));
    expect(verify).toHaveBeenCalledWith(TOKEN);
    expect(await screen.findByRole('status')).toHaveTextContent(text.success);
    expect(screen.queryByRole('button', { name: text.confirm })).not.toBeInTheDocument();
  });

  it('says why a link is refused, in Indonesian', async () => {
    const { user, data } = await renderApp(null, { routes, url: `/verifikasi-email?token=${TOKEN}` });
    vi.spyOn(data.auth, 'verifyEmail').mockRejectedValue(new ValidationError(text.tokenExpired, {}, 'EMAIL_TOKEN_EXPIRED'));
    await user.click(await screen.findByRole('button', { name: text.confirm }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.tokenExpired);
  });

  it('says so for a link without a token, with no button', async () => {
    await renderApp(null, { routes, url: '/verifikasi-email' });
    await expectPageHeading('Verifikasi E-mail', 5000);
    expect(screen.getByRole('alert')).toHaveTextContent(text.tokenMissing);
    expect(screen.queryByRole('button', { name: text.confirm })).not.toBeInTheDocument();
  });
});
