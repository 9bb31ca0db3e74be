/**
 * The storage contract for the signed-in user's account, against the key-value
 * adapters (the cases live in `src/testing/contract/account.ts`; the HTTP adapter runs them in
 * `http.test.ts`), plus the raw activity log of the key-value store.
 */
import { adapters, openStore, signedIn } from '@/testing/contract-adapters';
import { accountContract } from '@/testing/contract/account';

for (const adapter of adapters) accountContract(adapter);

describe.each(adapters)('key-value account storage: $name adapter', (adapter) => {
  it('stores every password change attempt in the activity log, in order, and only the hash', async () => {
    const { data, driver } = await openStore(adapter, signedIn());
    await expect(data.account.changePassword({ oldPassword: 'salah', newPassword: '1', confirmPassword: '2' })).rejects.toThrow();
    await expect(data.account.changePassword({ oldPassword: 'pembeli123', newPassword: '12345', confirmPassword: '12345' })).rejects.toThrow();
    await expect(
      data.account.changePassword({ oldPassword: 'pembeli123', newPassword: 'rahasia99', confirmPassword: 'rahasia98' }),
    ).rejects.toThrow();
    await data.account.changePassword({ oldPassword: 'pembeli123', newPassword: 'rahasia99', confirmPassword: 'rahasia99' });
    const logs = (JSON.parse(driver.getItem('activityLogs')!) as Array<{ type: string; details?: { success?: boolean } }>).filter(
      (l) => l.type === 'changePassword' && l.details?.success !== undefined,
    );
    expect(logs.slice(-4).map((l) => l.details?.success)).toEqual([false, false, false, true]);
    expect(driver.getItem('users')).not.toContain('rahasia99');
  });
});
