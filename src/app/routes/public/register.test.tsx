import { screen, within } from '@testing-library/react';
import { routes } from '@/app/router';
import { preloadPages } from '@/testing/preload-pages';
import { renderApp } from '@/testing/render-app';
import { expectPageHeading } from '@/testing/list-page';

async function fill(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  values: { username?: string; email?: string; password?: string },
) {
  const form = await screen.findByRole('form', { name: 'Formulir pendaftaran' }, { timeout: 5000 });
  if (values.username) await user.type(within(form).getByLabelText('Username'), values.username);
  if (values.email) await user.type(within(form).getByLabelText('Email'), values.email);
  if (values.password) await user.type(within(form).getByLabelText('Password'), values.password);
  await user.click(within(form).getByRole('button', { name: 'Daftar' }));
  return form;
}

preloadPages('public/register', 'public/login');

describe('/register', () => {
  it('shows the heading, the fields with autocomplete and a link to login', async () => {
    await renderApp(null, { routes, url: '/register' });
    await expectPageHeading('Daftar Akun', 5000);
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Masuk di sini' })).toHaveAttribute('href', '/login');
  });

  it('asks for every empty field', async () => {
    const { user, data } = await renderApp(null, { routes, url: '/register' });
    const register = vi.spyOn(data.auth, 'register');
    const form = await fill(user, {});
    expect(await within(form).findAllByText('Username, email, dan password tidak boleh kosong.')).toHaveLength(3);
    expect(within(form).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(register).not.toHaveBeenCalled();
  });

  it('checks the format rules of registerInputSchema', async () => {
    const { user } = await renderApp(null, { routes, url: '/register' });
    const form = await fill(user, { username: 'ab', email: 'bukan-email', password: '123' });
    expect(await within(form).findByText(/Username hanya boleh berisi/)).toBeInTheDocument();
    expect(within(form).getByText('Format email tidak valid.')).toBeInTheDocument();
    expect(within(form).getByText('Password minimal 6 karakter.')).toBeInTheDocument();
  });

  it('shows a taken username on the username field', async () => {
    const { user, router } = await renderApp(null, { routes, url: '/register' });
    const form = await fill(user, { username: 'pembeli', email: 'baru@example.com', password: 'rahasia123' });
    const field = within(form).getByLabelText('Username');
    await vi.waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), { timeout: 5_000 });
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Username sudah digunakan.'));
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
    expect(router.state.location.pathname).toBe('/register');
  });

  it('shows a taken e-mail on the e-mail field', async () => {
    const { user } = await renderApp(null, { routes, url: '/register' });
    const form = await fill(user, { username: 'pembelibaru', email: 'pembeli@example.com', password: 'rahasia123' });
    const field = within(form).getByLabelText('Email');
    await vi.waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), { timeout: 5_000 });
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Email sudah digunakan.'));
  });

  it('creates the account, toasts and goes to /login', async () => {
    const { user, router, data } = await renderApp(null, { routes, url: '/register' });
    await fill(user, { username: 'teungku', email: 'teungku@example.com', password: 'rahasia123' });
    expect(await screen.findByText('Registrasi berhasil! Silakan masuk.')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5_000 });
    await expectPageHeading('Masuk');
    // Not signed in by registering; the new buyer can now log in.
    expect(await data.auth.currentUser()).toBeNull();
    await expect(data.auth.login('teungku', 'rahasia123')).resolves.toMatchObject({ role: 'buyer' });
  });

  it('toasts the generic failure for an unexpected error', async () => {
    const { user, data } = await renderApp(null, { routes, url: '/register' });
    vi.spyOn(data.auth, 'register').mockRejectedValue(new TypeError('boom'));
    await fill(user, { username: 'teungku', email: 'teungku@example.com', password: 'rahasia123' });
    expect(await screen.findByText('Registrasi gagal. Silakan coba lagi.')).toBeInTheDocument();
  });
});
