/**
 * The port's contract for the owner's vouchers (docs/product/vouchers.md "The owner's form";
 * src/domain/vouchers/changes.ts): only the admin lists and changes them, a saved voucher reads
 * back as normalised (code upper-cased, WIB periods as UTC instants), a code is unique whatever
 * its letter case, pausing keeps it, a refused input changes nothing; the shop shows anyone the
 * vouchers with `Tampilkan di Toko` that may be used now, in their public shape. Run against the key-value
 * adapters (`src/testing/contract/vouchers.test.ts`) and the HTTP adapter over the real server
 * (`src/testing/contract/http.test.ts`).
 */
import { HEMAT10_FIELDS, HEMAT10_INPUT } from '@/testing/test-values';
import { MAX_SHOWN_VOUCHERS } from '@/domain/vouchers/shown';
import type { StoredVoucher } from '@/domain/vouchers/records';
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

    it('shows anyone the vouchers on show that may be used now, newest first, without their counts', async () => {
      // After HEMAT10's `Berlaku Mulai` (1 December 2026, 00:00 WIB), a second on at each reading, so each voucher is newer.
      let at = Date.parse('2026-12-02T03:00:00.000Z');
      const data = await adapter.open({ as: 'admin', now: () => new Date((at += 1000)) });
      const shown = { ...HEMAT10_INPUT, showInStore: true };
      await data.vouchers.save({ ...shown, code: 'TAMPIL' });
      await data.vouchers.save({ ...shown, code: 'JEDA', active: false });
      await data.vouchers.save({ ...shown, code: 'NANTI', startsAt: '2027-01-01T00:00' });
      await data.vouchers.save({ ...shown, code: 'LEWAT', endsAt: '2026-12-02T00:00' });
      await data.vouchers.save({ ...shown, code: 'HABIS', quota: '1' });
      await data.vouchers.save({ ...shown, code: 'SEMBUNYI', showInStore: false });
      await data.vouchers.save({ ...shown, code: 'ONGKIR', discountType: 'freeShipping', value: '', maxDiscount: '15000', minSpend: '0', productIds: [1], categories: ['Minuman'] });
      // HABIS's one use taken (a backup is the port's way to set a voucher's uses).
      const backup = await data.backup.export();
      await data.backup.restore({ ...backup, data: { ...backup.data, vouchers: (backup.data.vouchers as StoredVoucher[]).map((v) => (v.code === 'HABIS' ? { ...v, used: 1 } : v)) } });

      const expected = [
        { code: 'ONGKIR', discountType: 'freeShipping', value: 0, maxDiscount: 15_000, minSpend: 0, productIds: [1], categories: ['Minuman'], endsAt: null },
        { code: 'TAMPIL', discountType: 'percent', value: 10, maxDiscount: 20_000, minSpend: 50_000, productIds: [], categories: [], endsAt: null },
      ];
      expect(await data.vouchers.listShown()).toEqual(expected);
      await adapter.signIn(data, null);
      expect(await data.vouchers.listShown()).toEqual(expected);
      await adapter.signIn(data, 'buyer');
      expect(await data.vouchers.listShown()).toEqual(expected);

      await adapter.signIn(data, 'admin');
      for (let i = 0; i < MAX_SHOWN_VOUCHERS; i += 1) await data.vouchers.save({ ...shown, code: `BARU${i}` });
      const many = await data.vouchers.listShown();
      expect(many).toHaveLength(MAX_SHOWN_VOUCHERS);
      expect(many.map((v) => v.code)).not.toContain('TAMPIL');
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
