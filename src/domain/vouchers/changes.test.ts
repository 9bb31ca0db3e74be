/** The owner's voucher decisions (./changes.ts): what a used voucher keeps, and the shop's limit. */
import { describe, expect, it } from 'vitest';
import { decideCreateVoucher, decideDeleteVoucher, decideSetVoucherActive, decideUpdateVoucher } from './changes';
import { MAX_VOUCHERS, voucherInputSchema } from './inputs';
import type { StoredVoucher } from './records';
import { HEMAT10_INPUT } from '@/testing/test-values';

const fields = voucherInputSchema.parse({ ...HEMAT10_INPUT, code: 'HEMAT10', discountType: 'fixed', value: 10_000, maxDiscount: '', startsAt: '' });
const stored = (over: Partial<StoredVoucher> = {}): StoredVoucher => ({ ...fields, id: 'V1', used: 0, createdAt: '2026-11-29T00:00:00.000Z', ...over });
const refusal = (decision: { ok: boolean; refusal?: { code: string; message: string } }) => (decision.ok ? null : [decision.refusal!.code, decision.refusal!.message]);

describe('the owner’s voucher decisions', () => {
  it('adds a voucher with no use and logs it; refuses a taken code and the 1,001st voucher', () => {
    const added = decideCreateVoucher({ fields, vouchers: [], id: 'V9', now: new Date('2026-11-29T01:00:00Z') });
    expect(added.ok && added.plan.voucher).toMatchObject({ id: 'V9', used: 0, createdAt: '2026-11-29T01:00:00.000Z' });
    expect(added.ok && added.plan.effects.map((e) => e.kind)).toEqual(['saveVoucher', 'log']);
    expect(refusal(decideCreateVoucher({ fields, vouchers: [stored()], id: 'V9', now: new Date() }))).toEqual(['VALIDATION_FAILED', 'Kode Voucher sudah dipakai voucher lain.']);
    const full = Array.from({ length: MAX_VOUCHERS }, (_, i) => stored({ id: `V${i}`, code: `KODE${i}` }));
    expect(refusal(decideCreateVoucher({ fields: { ...fields, code: 'BARU' }, vouchers: full, id: 'V9', now: new Date() }))?.[0]).toBe('VOUCHER_LIMIT');
  });

  it('keeps a used voucher’s code, never lets its quota drop below its uses, and never deletes it', () => {
    const used = stored({ used: 7 });
    expect(refusal(decideUpdateVoucher({ id: 'V1', fields: { ...fields, code: 'LAIN' }, vouchers: [used] }))).toEqual(['VALIDATION_FAILED', 'Kode voucher yang sudah dipakai tidak dapat diubah.']);
    expect(refusal(decideUpdateVoucher({ id: 'V1', fields: { ...fields, quota: 6 }, vouchers: [used] }))).toEqual(['VALIDATION_FAILED', 'Kuota tidak boleh kurang dari jumlah pemakaian (7).']);
    const edited = decideUpdateVoucher({ id: 'V1', fields: { ...fields, quota: 7 }, vouchers: [used] });
    expect(edited.ok && edited.plan.voucher).toMatchObject({ quota: 7, used: 7 });
    expect(refusal(decideDeleteVoucher({ id: 'V1', vouchers: [used] }))?.[0]).toBe('VOUCHER_IN_USE');
    const paused = decideSetVoucherActive({ id: 'V1', active: false, vouchers: [used] });
    expect(paused.ok && paused.plan.voucher).toMatchObject({ active: false, used: 7 });
    expect(refusal(decideDeleteVoucher({ id: 'V2', vouchers: [used] }))?.[0]).toBe('NOT_FOUND');
  });
});
