/**
 * The storage contract for the signed-in user's account, written against the port and
 * the {@link AdapterCase} hooks so every adapter answers it.
 */
import { MAX_ADDRESSES } from '@/domain/accounts/addresses';
import { isErrorCode } from '@/domain/core/errors';
import type { AdapterCase } from '@/testing/contract-adapters';

const address = {
  label: 'Rumah',
  recipientName: 'Cut Meutia',
  phone: '081234567890',
  fullAddress: 'Jl. Sultan Iskandar Muda No. 5, Banda Aceh',
  postalCode: '23116',
  isDefault: false,
};

/** Declares the account contract's cases for `adapter`. */
export function accountContract(adapter: AdapterCase): void {
  describe(`account contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('updates the profile and the session copy, refusing a taken e-mail', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const updated = await data.account.updateProfile({ email: 'baru@example.com', profileImage: '/images/avatars/pembeli.svg' });
      expect(updated.email).toBe('baru@example.com');
      expect((await data.auth.currentUser())?.email).toBe('baru@example.com');
      await expect(data.account.updateProfile({ email: 'ADMIN@seulanga.id', profileImage: '' })).rejects.toThrow('Email sudah digunakan.');
      await expect(data.account.updateProfile({ email: 'x@example.com', profileImage: 'javascript:alert(1)' })).rejects.toThrow();
    });

    it('keeps one port shape for e-mail verification: the server tells and changes the state, browser mode has none (decision 022)', async () => {
      const data = await adapter.open({ as: 'buyer' });
      if (adapter.name === 'http') {
        // The seed's buyer is verified; a new e-mail is not, until its link is used.
        expect((await data.auth.currentUser())?.emailVerified).toBe(true);
        await expect(data.account.resendVerification()).rejects.toMatchObject({ code: 'EMAIL_VERIFICATION_NOT_NEEDED' });
        const moved = await data.account.updateProfile({ email: 'pindah@example.com', profileImage: '' });
        expect(moved.emailVerified).toBe(false);
        await data.account.resendVerification();
        await expect(data.auth.verifyEmail('x'.repeat(43))).rejects.toMatchObject({ code: 'EMAIL_TOKEN_INVALID', message: 'Tautan verifikasi tidak valid. Minta tautan baru dari halaman Pengaturan Akun.' });
      } else {
        expect((await data.auth.currentUser())?.emailVerified).toBeUndefined();
        expect((await data.account.updateProfile({ email: 'pindah@example.com', profileImage: '' })).emailVerified).toBeUndefined();
        const serverOnly = { code: 'EMAIL_VERIFICATION_UNAVAILABLE', message: 'Verifikasi e-mail hanya tersedia pada mode server toko.' };
        await expect(data.account.resendVerification()).rejects.toMatchObject(serverOnly);
        await expect(data.auth.verifyEmail('x'.repeat(43))).rejects.toMatchObject(serverOnly);
      }
    });

    it('checks a password change in the spec order and logs every attempt', async () => {
      const data = await adapter.open({ as: 'buyer' });
      await expect(data.account.changePassword({ oldPassword: 'salah', newPassword: '1', confirmPassword: '2' })).rejects.toThrow(
        'Kata sandi lama salah.',
      );
      await expect(
        data.account.changePassword({ oldPassword: 'pembeli123', newPassword: '12345', confirmPassword: '12345' }),
      ).rejects.toThrow('Kata sandi baru minimal 6 karakter.');
      await expect(
        data.account.changePassword({ oldPassword: 'pembeli123', newPassword: 'rahasia99', confirmPassword: 'rahasia98' }),
      ).rejects.toThrow('Konfirmasi kata sandi baru tidak cocok.');
      await data.account.changePassword({ oldPassword: 'pembeli123', newPassword: 'rahasia99', confirmPassword: 'rahasia99' });
      expect(await adapter.storedUsers(data)).not.toContain('rahasia99');
      await data.auth.logout();
      await expect(data.auth.login('pembeli', 'pembeli123')).rejects.toThrow();
      expect((await data.auth.login('pembeli', 'rahasia99')).username).toBe('pembeli');

      await adapter.signIn(data, 'admin');
      // The activity log lists newest first: the four attempts, oldest first, are the last four.
      const attempts = (await data.logs.listActivity())
        .filter((l) => l.type === 'changePassword' && l.details?.success !== undefined)
        .slice(0, 4)
        .reverse();
      expect(attempts.map((l) => l.details?.success)).toEqual([false, false, false, true]);
    });

    it('refuses a new password equal to the old one (a forced change must change it)', async () => {
      const data = await adapter.open({ as: 'buyer' });
      await expect(
        data.account.changePassword({ oldPassword: 'pembeli123', newPassword: 'pembeli123', confirmPassword: 'pembeli123' }),
      ).rejects.toThrow('Kata sandi baru harus berbeda dari kata sandi lama.');
      await data.auth.logout();
      expect((await data.auth.login('pembeli', 'pembeli123')).username).toBe('pembeli');
    });

    it('keeps exactly one default address through add, edit and delete', async () => {
      const data = await adapter.open({ as: 'buyer' });
      const defaults = async () => (await data.auth.currentUser())!.addresses.filter((a) => a.isDefault).map((a) => a.label);
      const before = (await data.auth.currentUser())!.addresses.length;
      const kantor = await data.account.addAddress({ ...address, label: 'Kantor', isDefault: true });
      expect(await defaults()).toEqual(['Kantor']);
      await data.account.addAddress({ ...address, label: 'Kos' });
      expect(await defaults()).toEqual(['Kantor']);
      await data.account.updateAddress(kantor.id, { ...address, label: 'Kantor Baru', isDefault: false });
      expect(await defaults()).toEqual(['Kantor Baru']);
      await data.account.deleteAddress(kantor.id);
      expect(await defaults()).toHaveLength(1);
      expect((await data.auth.currentUser())!.addresses).toHaveLength(before + 1);
      await expect(data.account.addAddress({ ...address, label: ' ' })).rejects.toThrow('Harap lengkapi semua bidang.');
      await expect(data.account.deleteAddress('ADDR-tidak-ada')).rejects.toThrow('Alamat tidak ditemukan.');
    });

    it(`keeps at most ${MAX_ADDRESSES} saved addresses: the next one is refused and nothing changes`, async () => {
      const data = await adapter.open({ as: 'buyer' });
      const count = async () => (await data.auth.currentUser())!.addresses.length;
      for (let i = await count(); i < MAX_ADDRESSES; i++) await data.account.addAddress({ ...address, label: `Alamat ${i + 1}` });
      expect(await count()).toBe(MAX_ADDRESSES);
      const refusal = await data.account.addAddress({ ...address, label: 'Satu lagi' }).catch((error: unknown) => error);
      expect(refusal).toMatchObject({ code: 'ADDRESS_LIMIT', message: expect.stringContaining(`maksimal ${MAX_ADDRESSES} alamat`) });
      expect(isErrorCode((refusal as { code: string }).code)).toBe(true);
      expect(await count()).toBe(MAX_ADDRESSES);
    });

    it('works for the admin too', async () => {
      const data = await adapter.open({ as: 'admin' });
      expect((await data.account.updateProfile({ email: 'pemilik@seulanga.id', profileImage: '' })).email).toBe('pemilik@seulanga.id');
    });

    it('refuses a visitor', async () => {
      const data = await adapter.open();
      await expect(data.account.updateProfile({ email: 'a@b.co', profileImage: '' })).rejects.toThrow();
    });
  });
}
