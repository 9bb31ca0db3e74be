// @vitest-environment node
/**
 * Verified buyer e-mail addresses over HTTP (docs/decisions/022-verified-email.md; `docs/api.md`,
 * `POST /api/auth/verify-email`, `POST /api/account/email-verification`): a sign-up queues one
 * link; its token verifies the account and address it was made for, once, within 48 hours, by a
 * POST only; an e-mail change unverifies and queues a new link; order e-mails to the buyer wait for
 * the verification; `Kirim Ulang Tautan Verifikasi` is limited to 3 an hour.
 */
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/domain/core/records';
import { EMAIL_VERIFICATION_TTL_MS } from '@/domain/accounts/email-verification';
import { verificationMessages } from '@/shared/messages-verification';
import { shipping } from '@/testing/test-values';
import { emailOutbox, users } from '../db/schema';
import { createOrderEmailWorker } from '../jobs/email-worker';
import { issueVerificationToken } from '../services/email-verification';
import { VERIFICATION_RESENDS_PER_ACCOUNT } from '../services/rate-limits';
import { json, post, serverPerTest } from '../testing/fixtures';
import type { TestClient } from '../testing/harness';

const server = serverPerTest();

/** The messages the worker sent, as given to the transport. */
type Sent = { to: unknown; text?: unknown };

/**
 * Sends the due outbox rows with a transport that keeps the messages.
 * @returns the tokens of the verification links sent, by recipient, in order.
 */
async function sendLinks(): Promise<Map<string, string[]>> {
  const sent: Sent[] = [];
  const worker = createOrderEmailWorker({
    database: server.database,
    publish: async () => {},
    transport: { sendMail: async (message) => void sent.push(message as Sent) },
    from: 'Seulanga <pesanan@seulanga.test>',
    logger: pino({ level: 'silent' }),
    linkOrigin: 'https://toko.example',
  });
  await worker.drain();
  const links = new Map<string, string[]>();
  for (const message of sent) {
    const token = /verifikasi-email\?token=([A-Za-z0-9_-]{43})/.exec(String(message.text))?.[1];
    if (token) links.set(String(message.to), [...(links.get(String(message.to)) ?? []), token]);
  }
  return links;
}

/** The verification rows queued for `email`. */
const linkRows = (email: string) =>
  server.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.type, 'email_verification'), eq(emailOutbox.recipient, email)));

const session = async (device: TestClient) => json<SessionUser>(await device.request('/api/session'));
const verify = (device: TestClient, token: string) => post(device, '/api/auth/verify-email', { token });

/** Signs up `username` and sends its link; answers the device and the link's token. */
async function signUpWithLink(username: string): Promise<{ device: TestClient; token: string }> {
  const device = await server.registerBuyer(username, 'rahasia123');
  const token = (await sendLinks()).get(`${username}@example.com`)?.[0];
  expect(token).toBeDefined();
  return { device, token: token! };
}

describe('e-mail verification', () => {
  it('queues exactly one link at sign-up, for no order; the new account is unverified', async () => {
    const device = await server.registerBuyer('baru1', 'rahasia123');
    const rows = await linkRows('baru1@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ orderId: null, status: 'pending', recipient: 'baru1@example.com' });
    expect(await session(device)).toMatchObject({ email: 'baru1@example.com', emailVerified: false });
  });

  it('verifies with the token once, signed out too; a reused token is refused', async () => {
    const { device, token } = await signUpWithLink('baru2');
    const visitor = server.client();
    const verified = await verify(visitor, token);
    expect(verified.status).toBe(204);
    expect(await session(device)).toMatchObject({ emailVerified: true });
    const again = await verify(visitor, token);
    expect(again.status).toBe(400);
    expect(await json(again)).toMatchObject({ code: 'EMAIL_TOKEN_USED', message: verificationMessages.tokenUsed });
  });

  it('refuses an expired token, and a made-up or malformed one, in Indonesian', async () => {
    await server.registerBuyer('baru3', 'rahasia123');
    const [account] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'baru3'));
    // A link made 48 hours and a minute ago.
    const token = (await issueVerificationToken(server.database.db, account!.id, 'baru3@example.com', new Date(Date.now() - EMAIL_VERIFICATION_TTL_MS - 60_000)))!;
    const expired = await verify(server.client(), token);
    expect(expired.status).toBe(400);
    expect(await json(expired)).toMatchObject({ code: 'EMAIL_TOKEN_EXPIRED', message: verificationMessages.tokenExpired });
    for (const made of ['x'.repeat(43), 'pendek', `${token}x`]) {
      const refused = await verify(server.client(), made);
      expect(refused.status, made).toBe(400);
      expect(await json(refused), made).toMatchObject({ code: 'EMAIL_TOKEN_INVALID', message: verificationMessages.tokenInvalid });
    }
    expect((await post(server.client(), '/api/auth/verify-email', { token: 5 })).status).toBe(400);
  });

  it('never verifies on a GET: neither the page nor the API', async () => {
    const { device, token } = await signUpWithLink('baru4');
    await server.client().request(`/verifikasi-email?token=${token}`);
    expect((await server.client().request(`/api/auth/verify-email?token=${token}`)).status).toBeGreaterThanOrEqual(400);
    expect(await session(device)).toMatchObject({ emailVerified: false });
    expect((await verify(server.client(), token)).status).toBe(204);
  });

  it('unverifies at an e-mail change and queues a link to the new address; the old link no longer works', async () => {
    const { device, token } = await signUpWithLink('baru5');
    expect((await verify(device, token)).status).toBe(204);
    const changed = await device.request('/api/account/profile', { method: 'PUT', json: { email: 'BARU5@example.com', profileImage: '' } });
    // Letter case alone is the same mailbox: still verified, no link.
    expect(await json(changed)).toMatchObject({ emailVerified: true });
    const moved = await device.request('/api/account/profile', { method: 'PUT', json: { email: 'pindah5@example.com', profileImage: '' } });
    expect(await json(moved)).toMatchObject({ email: 'pindah5@example.com', emailVerified: false });
    expect(await linkRows('pindah5@example.com')).toHaveLength(1);
    const links = await sendLinks();
    expect(links.get('pindah5@example.com')).toHaveLength(1);
    expect((await verify(device, links.get('pindah5@example.com')![0]!)).status).toBe(204);
    expect(await session(device)).toMatchObject({ emailVerified: true });
  });

  it('binds a token to its account and address: another account cannot verify itself with it, nor an address changed since', async () => {
    const { device: owner, token: ownersToken } = await signUpWithLink('pemilik6');
    const { device: other } = await signUpWithLink('lain6');
    // The other account sends the owner's token: its own address stays unverified.
    expect((await verify(other, ownersToken)).status).toBe(204);
    expect(await session(other)).toMatchObject({ emailVerified: false });
    expect(await session(owner)).toMatchObject({ emailVerified: true });

    // A link made for one address cannot verify another the account moved to.
    const { device: mover, token: oldLink } = await signUpWithLink('pindah6');
    await mover.request('/api/account/profile', { method: 'PUT', json: { email: 'korban6@example.com', profileImage: '' } });
    const refused = await verify(mover, oldLink);
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ code: 'EMAIL_TOKEN_SUPERSEDED' });
    expect(await session(mover)).toMatchObject({ email: 'korban6@example.com', emailVerified: false });
  });

  it("withholds the buyer's order e-mail until the address is verified, and sends it after", async () => {
    const { device, token } = await signUpWithLink('pembeli7');
    const before = await json<{ order: { id: string } }>(await post(device, '/api/orders', { checkout: shipping, lines: [{ productId: 1, quantity: 1 }] }));
    const rowsOf = (orderId: string) =>
      server.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.type, 'buyer_order_confirmation')));
    expect((await rowsOf(before.order.id)).map((row) => row.unverified)).toEqual([true]);
    expect((await verify(device, token)).status).toBe(204);
    const after = await json<{ order: { id: string } }>(await post(device, '/api/orders', { checkout: shipping, lines: [{ productId: 1, quantity: 1 }] }));
    expect((await rowsOf(after.order.id)).map((row) => row.unverified)).toEqual([false]);
  });

  it(`lets an account ask for a new link ${VERIFICATION_RESENDS_PER_ACCOUNT} times an hour (then 429), and only while unverified`, async () => {
    const device = await server.registerBuyer('ulang8', 'rahasia123');
    for (let i = 0; i < VERIFICATION_RESENDS_PER_ACCOUNT; i += 1) {
      expect((await post(device, '/api/account/email-verification', {})).status).toBe(204);
    }
    expect(await linkRows('ulang8@example.com')).toHaveLength(1 + VERIFICATION_RESENDS_PER_ACCOUNT);
    const refused = await post(device, '/api/account/email-verification', {});
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await json<{ message: string }>(refused)).message).toMatch(/^Terlalu banyak permintaan tautan verifikasi\. Coba lagi dalam /);
    // Each link made supersedes the ones before: only the newest works.
    const tokens = (await sendLinks()).get('ulang8@example.com')!;
    expect(tokens).toHaveLength(1 + VERIFICATION_RESENDS_PER_ACCOUNT);
    const answers = [];
    for (const token of tokens) answers.push((await verify(device, token)).status);
    expect(answers.sort()).toEqual([204, 400, 400, 400]);

    const verified = await server.signIn('pembeli', 'pembeli123');
    const notNeeded = await post(verified, '/api/account/email-verification', {});
    expect(notNeeded.status).toBe(400);
    expect(await json(notNeeded)).toMatchObject({ code: 'EMAIL_VERIFICATION_NOT_NEEDED', message: verificationMessages.alreadyVerified });
    expect((await post(server.client(), '/api/account/email-verification', {})).status).toBe(401);
  });

  it('verifies the seed’s demo buyer, and keeps the accounts already there unverified', async () => {
    const [pembeli] = await server.database.db.select().from(users).where(eq(users.username, 'pembeli'));
    const [admin] = await server.database.db.select().from(users).where(eq(users.username, 'admin'));
    expect(pembeli?.emailVerifiedAt).not.toBeNull();
    expect(admin?.emailVerifiedAt).toBeNull();
  });
});
