/**
 * The port's contract for the store's payment accounts (`Rekening Pembayaran`;
 * src/domain/payment/accounts.ts): anyone reads them with the store settings, only the admin
 * saves them, every field round-trips (numbers without spaces and hyphens), a refused input
 * changes nothing. Run against the key-value adapters
 * (`src/testing/contract/payment-accounts.test.ts`) and the HTTP adapter over the real server
 * (`src/testing/contract/http.test.ts`).
 */
import { seedPaymentAccounts } from '@/testing/seed';
import { NO_PAYMENT_ACCOUNTS } from '@/domain/payment/accounts';
import { withQrisCrc } from '@/domain/payment/qris';
import type { AdapterCase } from '@/testing/contract-adapters';

/** Declares the payment-account cases for `adapter`. */
export function paymentAccountsContract(adapter: AdapterCase): void {
  describe(`payment accounts contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('round-trips every field for the buyers to read; only the admin saves them', async () => {
      const data = await adapter.open({ as: 'buyer' });
      expect((await data.settings.getStore()).paymentAccounts).toEqual(seedPaymentAccounts);
      await expect(data.settings.savePaymentAccounts({ bankName: 'BSI', accountNumber: '12345678', accountHolder: 'Bukan Toko' })).rejects.toMatchObject({ code: 'ADMIN_ONLY' });

      await adapter.signIn(data, 'admin');
      const qrisPayload = withQrisCrc('00020101021153033605802ID5908TOKO UJI6010BANDA ACEH');
      const saved = await data.settings.savePaymentAccounts({
        bankName: ' Bank Syariah Indonesia ',
        accountNumber: '7123-456 789',
        accountHolder: 'Toko Uji',
        ewalletNumber: '+62 812-0000-1111',
        qrisPayload,
      });
      const expected = {
        bankName: 'Bank Syariah Indonesia',
        accountNumber: '7123456789',
        accountHolder: 'Toko Uji',
        ewalletNumber: '+6281200001111',
        qrisPayload,
      };
      expect(saved.paymentAccounts).toEqual(expected);
      await adapter.signIn(data, null);
      expect((await data.settings.getStore()).paymentAccounts).toEqual(expected);
    });

    it('refuses a bad field with its message and keeps the accounts; all empty offers none', async () => {
      const data = await adapter.open({ as: 'admin' });
      for (const input of [
        { qrisPayload: `${seedPaymentAccounts.qrisPayload.slice(0, -4)}0000` },
        { qrisPayload: withQrisCrc(`000201${'9'.repeat(600)}`) },
        { accountNumber: '12ab5', bankName: 'BSI', accountHolder: 'Toko' },
        { bankName: 'BSI' },
        { ewalletNumber: '021234567' },
      ]) {
        await expect(data.settings.savePaymentAccounts(input)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
      }
      expect((await data.settings.getStore()).paymentAccounts).toEqual(seedPaymentAccounts);
      expect((await data.settings.savePaymentAccounts({})).paymentAccounts).toEqual(NO_PAYMENT_ACCOUNTS);
      expect((await data.settings.getStore()).paymentAccounts).toEqual(NO_PAYMENT_ACCOUNTS);
    });
  });
}
