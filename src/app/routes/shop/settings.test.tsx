/**
 * /settings: `Keluar dari semua perangkat` asks first, then signs the account
 * out everywhere through the data port and lands on the home page with its toast.
 */
import { screen, within } from '@testing-library/react';
import { routes } from '@/app/router';
import { renderApp } from '@/testing/render-app';

describe('/settings: Keluar dari semua perangkat', { timeout: 20_000 }, () => {
  it('asks, then signs out everywhere: toast, home page, no session', async () => {
    const { user, router, data } = await renderApp(null, { routes, url: '/settings', user: 'pembeli' });
    const section = within(await screen.findByRole('region', { name: 'Sesi' }, { timeout: 5_000 }));
    const everywhere = vi.spyOn(data.auth, 'logoutEverywhere');

    await user.click(section.getByRole('button', { name: 'Keluar dari semua perangkat' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Keluar dari semua perangkat?' }));
    await user.click(dialog.getByRole('button', { name: 'Batal' }));
    expect(everywhere).not.toHaveBeenCalled();
    expect(await data.auth.currentUser()).not.toBeNull();

    await user.click(section.getByRole('button', { name: 'Keluar dari semua perangkat' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Keluar dari semua perangkat?' }));
    await user.click(confirm.getByRole('button', { name: 'Keluar dari semua perangkat' }));
    expect(await screen.findByText('Anda telah keluar dari semua perangkat.', {}, { timeout: 5_000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5_000 });
    expect(everywhere).toHaveBeenCalledTimes(1);
    expect(await data.auth.currentUser()).toBeNull();
  });
});
