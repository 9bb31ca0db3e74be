// @vitest-environment node
/**
 * The session cookie's name and flags follow the scheme (docs/security.md):
 * `__Host-seulanga_session`, Secure, Path=/ and no Domain over HTTPS (an https `PUBLIC_URL`, or a
 * trusted proxy's `X-Forwarded-Proto: https`); `seulanga_session` over plain HTTP. A secure shop
 * never reads the unprefixed name, which a plain-HTTP page or a sibling subdomain could set.
 */
import { describe, expect, it } from 'vitest';
import { DEMO } from '../testing/harness';
import { json, post, serverPerTest } from '../testing/fixtures';

/** The Set-Cookie line of a login by the demo buyer, sent with `headers`. */
async function loginCookie(server: ReturnType<typeof serverPerTest>, headers: Record<string, string> = {}) {
  const device = server.client();
  const response = await device.request('/api/auth/login', { method: 'POST', json: DEMO.buyer, headers });
  expect(response.status).toBe(200);
  return { device, line: response.headers.getSetCookie().find((cookie) => cookie.includes('seulanga_session=')) ?? '' };
}

describe('over plain HTTP (a local shop)', () => {
  const server = serverPerTest();

  it('sets seulanga_session, HttpOnly and SameSite=Lax, without Secure', async () => {
    const { line } = await loginCookie(server);
    expect(line).toMatch(/^seulanga_session=[A-Za-z0-9_-]{43};/);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).not.toMatch(/Secure/);
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const { line } = await loginCookie(server, { 'x-forwarded-proto': 'https' });
    expect(line).toMatch(/^seulanga_session=/);
  });
});

describe('over HTTPS (PUBLIC_URL https)', () => {
  const server = serverPerTest({ secureCookies: true });

  it('sets __Host-seulanga_session, Secure, Path=/ and no Domain, and signs in with it', async () => {
    const { device, line } = await loginCookie(server);
    expect(line).toMatch(/^__Host-seulanga_session=[A-Za-z0-9_-]{43};/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/Domain=/i);
    expect(await json(await device.request('/api/session'))).toMatchObject({ username: DEMO.buyer.username });
  });

  it('does not read a session from the unprefixed name', async () => {
    const { device } = await loginCookie(server);
    const token = /__Host-seulanga_session=([^;]+)/.exec(device.cookies())![1]!;
    const planted = server.client(`seulanga_session=${token}`);
    expect(await json(await planted.request('/api/session'))).toBeNull();
  });

  it('clears the prefixed cookie at logout', async () => {
    const { device } = await loginCookie(server);
    const logout = await post(device, '/api/auth/logout', {});
    expect(logout.headers.getSetCookie().some((line) => line.startsWith('__Host-seulanga_session=') && /Max-Age=0/i.test(line))).toBe(true);
    expect(await json(await device.request('/api/session'))).toBeNull();
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  const server = serverPerTest({ trustProxy: 1 });

  it('uses the __Host- cookie when the proxy says https, the plain one otherwise', async () => {
    const secure = await loginCookie(server, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' });
    expect(secure.line).toMatch(/^__Host-seulanga_session=.*; Secure/);
    const plain = await loginCookie(server, { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.8' });
    expect(plain.line).toMatch(/^seulanga_session=/);
    expect(plain.line).not.toMatch(/Secure/);
  });
});
