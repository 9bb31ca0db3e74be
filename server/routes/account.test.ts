// @vitest-environment node
/**
 * `/api/account/*` over HTTP (`docs/api.md`): profile (unique e-mail, stored uploaded images only),
 * password change in the spec's order with every attempt logged, and saved addresses with exactly
 * one default, each buyer reaching only their own.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountMessages } from '@/shared/messages-account';
import { messages, apiMessages } from '@/shared/messages';
import type { ActivityLog, Address, SessionUser } from '@/domain/core/records';
import { users } from '../db/schema';
import { DEMO } from '../testing/harness';
import { del, json, serverPerTest, uploadImage } from '../testing/fixtures';

const server = serverPerTest();

/** Registers and signs in a second buyer. */
const secondBuyer = () => server.registerBuyer('pembeli2', 'rahasia2');

const address = {
  label: 'Kantor',
  recipientName: 'Cut Meutia',
  phone: '081234567890',
  fullAddress: 'Jl. Tgk. Daud Beureueh No. 5, Banda Aceh',
  postalCode: '23121',
};

describe('profile', () => {
  it('keeps only images the shop serves as the profile image', async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const profile = (profileImage: string) =>
      buyer.request('/api/account/profile', { method: 'PUT', json: { email: 'pembeli@example.com', profileImage } });
    for (const profileImage of [
      '/api/admin/backup',
      '/api/events',
      '/api/images/../admin/backup',
      '/images/../api/admin/backup.png',
      'https://contoh.example/foto.png',
      '//contoh.example/foto.png',
    ]) {
      const refused = await profile(profileImage);
      expect(refused.status, profileImage).toBe(400);
      expect(await json(refused)).toMatchObject({ message: apiMessages.imageNotShop, fields: { profileImage: apiMessages.imageNotShop } });
    }
    // An uploaded image's URL the server does not have (never uploaded, or removed as unused).
    const notStored = await profile(`/api/images/${'0f'.repeat(32)}`);
    expect(notStored.status).toBe(400);
    expect(await json(notStored)).toMatchObject({ message: apiMessages.imageGone, fields: { profileImage: apiMessages.imageGone } });
    for (const profileImage of ['', await uploadImage(buyer), '/images/avatars/pembeli.svg']) {
      expect((await profile(profileImage)).status, profileImage).toBe(200);
    }
  });

  it('updates e-mail and image URL, refuses a taken e-mail (any case) and data URLs', async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const saved = await buyer.request('/api/account/profile', {
      method: 'PUT',
      json: { email: 'baru@example.com', profileImage: await uploadImage(buyer) },
    });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('Seulanga-Changed')?.split(',')).toEqual(
      expect.arrayContaining(['users', 'currentUser']),
    );
    expect(await json<SessionUser>(saved)).toMatchObject({
      id: 'USR002',
      email: 'baru@example.com',
      addresses: [expect.objectContaining({ isDefault: true })],
    });
    expect(await json(await buyer.request('/api/session'))).toMatchObject({
      email: 'baru@example.com',
    });

    const taken = await buyer.request('/api/account/profile', {
      method: 'PUT',
      json: { email: 'ADMIN@Seulanga.id', profileImage: '' },
    });
    expect(taken.status).toBe(400);
    expect(await json(taken)).toEqual({
      code: expect.any(String),
      message: messages.auth.emailTaken,
      fields: { email: messages.auth.emailTaken },
    });

    const dataUrl = await buyer.request('/api/account/profile', {
      method: 'PUT',
      json: { email: 'baru@example.com', profileImage: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    expect(dataUrl.status).toBe(400);
    expect(await json(dataUrl)).toMatchObject({ message: apiMessages.imageUploadRequired });

    const extra = await buyer.request('/api/account/profile', {
      method: 'PUT',
      json: { email: 'x@example.com', profileImage: '', role: 'admin' },
    });
    expect(extra.status).toBe(400);
    expect((await json(await buyer.request('/api/session'))).role).toBe('buyer');

    const visitor = await server
      .client()
      .request('/api/account/profile', { method: 'PUT', json: { email: '', profileImage: '' } });
    expect(visitor.status).toBe(401);
  });
});

describe('password', () => {
  it('checks old password, length and confirmation in that order, logs every attempt and writes the argon2id hash to the verified account only', async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const change = (body: Record<string, string>) =>
      buyer.request('/api/account/password', { method: 'PUT', json: body });

    const wrongOld = await change({ oldPassword: 'salah', newPassword: '1', confirmPassword: '2' });
    expect(wrongOld.status).toBe(400);
    expect(await json(wrongOld)).toEqual({
      code: expect.any(String),
      message: accountMessages.oldPasswordWrong,
      fields: { oldPassword: accountMessages.oldPasswordWrong },
    });
    const short = await change({
      oldPassword: 'pembeli123',
      newPassword: '12345',
      confirmPassword: '2',
    });
    expect((await json(short)).message).toBe(accountMessages.newPasswordTooShort);
    const mismatch = await change({
      oldPassword: 'pembeli123',
      newPassword: 'sandi-baru',
      confirmPassword: 'sandi-lain',
    });
    expect((await json(mismatch)).message).toBe(accountMessages.confirmMismatch);
    const adminHashBefore = (
      await server.database.db.select().from(users).where(eq(users.id, 'USR001'))
    )[0]!.passwordHash;

    const ok = await change({
      oldPassword: 'pembeli123',
      newPassword: 'sandi-baru',
      confirmPassword: 'sandi-baru',
    });
    expect(ok.status).toBe(204);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, 'USR002'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(
      (await server.database.db.select().from(users).where(eq(users.id, 'USR001')))[0]!
        .passwordHash,
    ).toBe(adminHashBefore);

    const fresh = server.client();
    expect(
      (await fresh.request('/api/auth/login', { method: 'POST', json: DEMO.buyer })).status,
    ).toBe(400);
    await server.signIn('pembeli', 'sandi-baru');
    await server.signIn(DEMO.admin.username, DEMO.admin.password);

    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const logs = (await json<ActivityLog[]>(await admin.request('/api/logs/activity'))).filter(
      (l) => l.type === 'changePassword' && l.username === 'pembeli',
    );
    expect(logs.map((l) => l.details?.success)).toEqual([true, false, false, false]);
    expect(logs.map((l) => l.details?.reason)).toEqual([
      undefined,
      'confirmPassword',
      'newPassword',
      'oldPassword',
    ]);

    const visitor = await server.client().request('/api/account/password', {
      method: 'PUT',
      json: { oldPassword: 'a', newPassword: 'bbbbbb', confirmPassword: 'bbbbbb' },
    });
    expect(visitor.status).toBe(401);
  });
});

describe('addresses', () => {
  it('ends the account\'s other sessions after a password change, keeps this one, and leaves other accounts signed in', async () => {
    const phone = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const laptop = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const changed = await phone.request('/api/account/password', {
      method: 'PUT',
      json: { oldPassword: DEMO.buyer.password, newPassword: 'rahasia-baru', confirmPassword: 'rahasia-baru' },
    });
    expect(changed.status).toBe(204);
    expect(await json(await phone.request('/api/session'))).toMatchObject({ username: 'pembeli' });
    expect(await json(await laptop.request('/api/session'))).toBeNull();
    expect(await json(await admin.request('/api/session'))).toMatchObject({ username: 'admin' });
    // A failed attempt ends nothing.
    const other = await server.signIn('pembeli', 'rahasia-baru');
    const failed = await phone.request('/api/account/password', {
      method: 'PUT',
      json: { oldPassword: 'salah', newPassword: 'rahasia-lagi', confirmPassword: 'rahasia-lagi' },
    });
    expect(failed.status).toBe(400);
    expect(await json(await other.request('/api/session'))).toMatchObject({ username: 'pembeli' });
  });

  it('keeps exactly one default: the first, a ticked one, a deleted default passing to the first remaining', async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const added = await buyer.request('/api/account/addresses', {
      method: 'POST',
      json: { ...address, isDefault: true },
    });
    expect(added.status).toBe(201);
    const office = await json<Address>(added);
    expect(office).toMatchObject({
      ...address,
      isDefault: true,
      id: expect.stringMatching(/^ADDR\d+/),
    });
    let list = (await json<SessionUser>(await buyer.request('/api/session'))).addresses;
    expect(list.map((a) => [a.label, a.isDefault])).toEqual([
      ['Rumah', false],
      ['Kantor', true],
    ]);

    // Unticking the only default keeps it default.
    const edited = await buyer.request(`/api/account/addresses/${office.id}`, {
      method: 'PUT',
      json: { ...address, label: 'Kantor 2', isDefault: false },
    });
    expect(await json(edited)).toMatchObject({ label: 'Kantor 2', isDefault: true });

    const home = list.find((a) => a.label === 'Rumah')!;
    await buyer.request(`/api/account/addresses/${home.id}`, {
      method: 'PUT',
      json: { ...home, id: undefined, isDefault: true },
    });
    list = (await json<SessionUser>(await buyer.request('/api/session'))).addresses;
    expect(list.map((a) => a.isDefault)).toEqual([true, false]);

    expect((await del(buyer, `/api/account/addresses/${home.id}`)).status).toBe(204);
    list = (await json<SessionUser>(await buyer.request('/api/session'))).addresses;
    expect(list).toEqual([expect.objectContaining({ id: office.id, isDefault: true })]);

    const invalid = await buyer.request('/api/account/addresses', {
      method: 'POST',
      json: { ...address, postalCode: '123' },
    });
    expect(await json(invalid)).toMatchObject({
      message: messages.checkout.postalCodeInvalid,
      fields: { postalCode: messages.checkout.postalCodeInvalid },
    });
    const wrongType = await buyer.request('/api/account/addresses', {
      method: 'POST',
      json: { ...address, isDefault: 'ya' },
    });
    expect(wrongType.status).toBe(400);

    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const types = (await json<ActivityLog[]>(await admin.request('/api/logs/activity')))
      .slice(0, 4)
      .map((l) => l.type);
    expect(types).toEqual(['deleteAddress', 'editAddress', 'editAddress', 'addAddress']);
  });

  it("another buyer can neither change nor delete someone's address (404) and never sees it", async () => {
    const buyerA = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const [home] = (await json<SessionUser>(await buyerA.request('/api/session'))).addresses;
    const buyerB = await secondBuyer();

    const edit = await buyerB.request(`/api/account/addresses/${home!.id}`, {
      method: 'PUT',
      json: { ...address, isDefault: true },
    });
    expect(edit.status).toBe(404);
    expect(await json(edit)).toEqual({ code: expect.any(String), message: accountMessages.addressNotFound });
    expect((await del(buyerB, `/api/account/addresses/${home!.id}`)).status).toBe(404);
    expect((await del(buyerB, '/api/account/addresses/ADDR-unknown')).status).toBe(404);

    expect((await json<SessionUser>(await buyerA.request('/api/session'))).addresses).toEqual([
      home,
    ]);
    const own = await json<Address>(
      await buyerB.request('/api/account/addresses', { method: 'POST', json: address }),
    );
    expect(own.isDefault).toBe(true);
    expect((await json<SessionUser>(await buyerB.request('/api/session'))).addresses).toEqual([
      own,
    ]);
    expect((await json<SessionUser>(await buyerA.request('/api/session'))).addresses).toEqual([
      home,
    ]);
  });
});
