import { screen, within } from '@testing-library/react';
import { seed } from '@/testing/seed';
import type { User } from '@/domain/core/records';
import { routes } from '@/app/router';
import type { ReturnState } from '@/app/require-role';
import { preloadPages } from '@/testing/preload-pages';
import { renderApp, type RenderAppResult } from '@/testing/render-app';
import { expectPageHeading } from '@/testing/list-page';

/** Prototype-style accounts (plain password, re-hashed on login with the tests' fast hashing). */
const fastUsers: User[] = [
  ...seed.users,
  { id: 'USR900', username: 'cutnyak', email: 'cut@example.com', role: 'buyer', profileImage: '', addresses: [], password: 'rahasia1' },
  { id: 'USR901', username: 'bos', email: 'bos@example.com', role: 'admin', profileImage: '', addresses: [], password: 'rahasia2' },
];

async function logIn(user: Awaited<ReturnType<typeof renderApp>>['user'], username: string, password: string) {
  const form = await screen.findByRole('form', { name: 'Formulir masuk' }, { timeout: 5000 });
  await user.type(within(form).getByLabelText('Username'), username);
  await user.type(within(form).getByLabelText('Password'), password);
  await user.click(within(form).getByRole('button', { name: 'Masuk' }));
  return form;
}

preloadPages('public/login', 'public/home');

/**
 * Waits for the router to reach `path`, up to 5 s like Testing Library's queries (src/testing/setup.ts):
 * a lazy area (the back office) can take over a second to load on a loaded machine.
 */
async function expectPath(router: RenderAppResult['router'], path: string) {
  await vi.waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 5000 });
}

describe('/login', () => {
  it('shows the form with labelled fields, the right autocomplete and a link to register', async () => {
    await renderApp(null, { routes, url: '/login' });
    await expectPageHeading('Masuk', 5000);
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Daftar sekarang' })).toHaveAttribute('href', '/register');
  });

  it('signs a buyer in with the seeded account and goes to /', async () => {
    const { user, router, data } = await renderApp(null, { routes, url: '/login' });
    await logIn(user, 'pembeli', 'pembeli123');
    expect(await screen.findByText('Selamat datang, pembeli!')).toBeInTheDocument();
    await expectPath(router, '/');
    expect((await data.auth.currentUser())?.username).toBe('pembeli');
    expect(await screen.findByRole('button', { name: 'Keluar' })).toBeInTheDocument();
  });

  it('sends an admin to /admin', async () => {
    const { user, router } = await renderApp(null, { routes, url: '/login', stored: { users: fastUsers } });
    await logIn(user, 'bos', 'rahasia2');
    await expectPath(router, '/admin');
  });

  it('returns to the refused page when the role may open it, replacing the login entry', async () => {
    const state: ReturnState = { from: { pathname: '/cart', search: '?x=1', hash: '' } };
    const { user, router } = await renderApp(null, { routes, url: '/login', state, stored: { users: fastUsers } });
    await logIn(user, 'cutnyak', 'rahasia1');
    await expectPath(router, '/cart');
    expect(router.state.location.search).toBe('?x=1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("ignores a refused page the role may not open: an admin coming from /cart goes to /admin", async () => {
    const state: ReturnState = { from: { pathname: '/cart' } };
    const { user, router } = await renderApp(null, { routes, url: '/login', state, stored: { users: fastUsers } });
    await logIn(user, 'bos', 'rahasia2');
    await expectPath(router, '/admin');
  });

  it('shows the inline message and a toast on a wrong password, and stays on /login', async () => {
    const { user, router, data } = await renderApp(null, { routes, url: '/login', stored: { users: fastUsers } });
    const form = await logIn(user, 'cutnyak', 'salah-sekali');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Username atau password salah.');
    // The toast repeats the provider's message.
    await vi.waitFor(() => expect(screen.getAllByText('Username atau password salah.')).toHaveLength(2), { timeout: 5_000 });
    expect(router.state.location.pathname).toBe('/login');
    expect(await data.auth.currentUser()).toBeNull();
    expect(within(form).getByRole('button', { name: 'Masuk' })).toBeEnabled();
  });

  it('requires both fields before calling the data layer', async () => {
    const { user, data } = await renderApp(null, { routes, url: '/login' });
    const login = vi.spyOn(data.auth, 'login');
    const form = await screen.findByRole('form', { name: 'Formulir masuk' });
    await user.click(within(form).getByRole('button', { name: 'Masuk' }));
    expect(await within(form).findAllByText('Username atau password salah.')).toHaveLength(2);
    expect(login).not.toHaveBeenCalled();
  });

  it('disables the button while signing in', async () => {
    const { user, data } = await renderApp(null, { routes, url: '/login' });
    let finish: (error: Error) => void = () => {};
    vi.spyOn(data.auth, 'login').mockReturnValue(new Promise((_, reject) => (finish = reject)));
    const form = await logIn(user, 'pembeli', 'pembeli123');
    const button = within(form).getByRole('button', { name: 'Masuk' });
    await vi.waitFor(() => expect(button).toBeDisabled(), { timeout: 5_000 });
    expect(button).toHaveAttribute('aria-busy', 'true');
    finish(new TypeError('jaringan'));
    await vi.waitFor(() => expect(button).toBeEnabled(), { timeout: 5_000 });
    expect(await screen.findByText('Gagal masuk. Periksa username dan password Anda.')).toBeInTheDocument();
  });

  it('tells a signed-in user who is signed in', async () => {
    await renderApp(null, { routes, url: '/login', user: 'pembeli' });
    expect(await screen.findByText(/Anda sudah masuk sebagai/)).toHaveTextContent('Anda sudah masuk sebagai pembeli.');
  });
});
