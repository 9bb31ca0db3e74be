/**
 * The port's contract for the owner's vouchers (docs/product/vouchers.md "The owner's form";
 * src/domain/vouchers/changes.ts): only the admin lists and changes them, a saved voucher reads
 * back as normalised (code upper-cased, WIB periods as UTC instants), a code is unique whatever
 * its letter case, pausing keeps it, a refused input changes nothing. Run against the key-value
 * adapters (`src/testing/contract/vouchers.test.ts`) and the HTTP adapter over the real server
 * (`src/testing/contract/http.test.ts`).
 */
import { HEMAT10_FIELDS, HEMAT10_INPUT } from '@/testing/test-values';
import type { AdapterCase } from '@/testing/contract-adapters';

/** Declares the voucher cases for `adapter`. */
export function vouchersContract(adapter: AdapterCase): void {
  describe(`vouchers contract: ${adapter.name} adapter`, () => {
    afterEach(() => adapter.cleanup());

    it('lets only the admin list and change vouchers', async () => {
      const data = await adapter.open({ as: 'buyer' });
      await expect(data.vouchers.list()).rejects.toMatchObject({ code: 'ADMIN_ONLY' });
      await expect(data.vouchers.save(HEMAT10_INPUT)).rejects.toMatchObject({ code: 'ADMIN_ONLY' });
      await adapter.signIn(data, null);
      await expect(data.vouchers.list()).rejects.toMatchObject({ code: 'SIGN_IN_REQUIRED' });
      await adapter.signIn(data, 'admin');
      expect(await data.vouchers.list()).toEqual([]);
    });

    it('saves a voucher as normalised, edits, pauses and deletes it; a code is unique whatever its case', async () => {
      const data = await adapter.open({ as: 'admin' });
      const saved = await data.vouchers.save(HEMAT10_INPUT);
      expect(saved).toEqual({ ...HEMAT10_FIELDS, id: expect.any(String), used: 0, createdAt: expect.any(String) });
      expect(await data.vouchers.list()).toEqual([{ ...saved, discountGiven: 0 }]);

      await expect(data.vouchers.save({ ...HEMAT10_INPUT, code: 'Hemat10' })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { code: 'Kode Voucher sudah dipakai voucher lain.' },
      });
      const ongkir = await data.vouchers.save({ ...HEMAT10_INPUT, code: 'ONGKIR', discountType: 'freeShipping', value: '', maxDiscount: '15000' });
      expect(ongkir).toMatchObject({ discountType: 'freeShipping', value: 0, maxDiscount: 15_000 });

      const edited = await data.vouchers.save({ ...HEMAT10_INPUT, quota: '80', endsAt: '2026-12-31T23:59' }, saved.id);
      expect(edited).toMatchObject({ id: saved.id, quota: 80, endsAt: '2026-12-31T16:59:00.000Z', used: 0 });
      await expect(data.vouchers.save({ ...HEMAT10_INPUT, code: 'ONGKIR' }, saved.id)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });

      expect(await data.vouchers.setActive(saved.id, false)).toMatchObject({ id: saved.id, active: false, quota: 80 });
      expect((await data.vouchers.list()).find((v) => v.id === saved.id)).toMatchObject({ active: false });

      await data.vouchers.remove(ongkir.id);
      expect((await data.vouchers.list()).map((v) => v.code)).toEqual(['HEMAT10']);
      await expect(data.vouchers.remove(ongkir.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(data.vouchers.setActive('V-tidak-ada', true)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('a backup carries the vouchers, a restore gives them back, and a backup of none leaves none', async () => {
      const data = await adapter.open({ as: 'admin' });
      const saved = await data.vouchers.setActive((await data.vouchers.save(HEMAT10_INPUT)).id, false);
      const backup = await data.backup.export();
      expect(backup.data.vouchers).toEqual([saved]);
      await data.vouchers.remove(saved.id);
      await data.backup.restore(backup);
      expect(await data.vouchers.list()).toEqual([{ ...saved, discountGiven: 0 }]);
      await data.backup.restore({ ...backup, data: { ...backup.data, vouchers: [] } });
      expect(await data.vouchers.list()).toEqual([]);
    });

    it('refuses a bad field with its message and stores nothing', async () => {
      const data = await adapter.open({ as: 'admin' });
      for (const [input, field] of [
        [{ code: 'HE MAT' }, 'code'],
        [{ value: '150' }, 'value'],
        [{ maxDiscount: '' }, 'maxDiscount'],
        [{ quota: '2', perBuyerLimit: '3' }, 'perBuyerLimit'],
        [{ startsAt: '2026-12-01T00:00', endsAt: '2026-11-01T00:00' }, 'endsAt'],
      ] as const) {
        await expect(data.vouchers.save({ ...HEMAT10_INPUT, ...input })).rejects.toMatchObject({
          code: 'VALIDATION_FAILED',
          fieldErrors: { [field]: expect.any(String) },
        });
      }
      expect(await data.vouchers.list()).toEqual([]);
    });
  });
}
