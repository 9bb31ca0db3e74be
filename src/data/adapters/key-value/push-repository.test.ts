import { describe, expect, it } from 'vitest';
import { createTestData } from '@/testing/create-test-data';

describe('Web Push in browser mode', () => {
  it('refuses every call with PUSH_UNAVAILABLE and says it needs the server', async () => {
    const { data } = await createTestData({ user: 'admin' });
    const calls = [
      () => data.push.publicKey(),
      () => data.push.subscribe({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'p', auth: 'a' } }),
      () => data.push.unsubscribe('https://fcm.googleapis.com/fcm/send/x'),
      () => data.push.sendTest(),
    ];
    for (const call of calls) {
      await expect(call()).rejects.toMatchObject({ code: 'PUSH_UNAVAILABLE', message: 'Notifikasi perangkat hanya tersedia pada mode server.' });
    }
  });
});
