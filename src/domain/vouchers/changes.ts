/**
 * The owner's voucher use cases — add, edit, pause or resume, delete an unused one — decided once
 * for both modes (docs/product/vouchers.md "The owner's form"; docs/decisions/023-vouchers.md).
 * The shells validate the input (./inputs.ts `voucherInputSchema`), load the vouchers, call these
 * and write the plan's effects (src/domain/core/effects.ts) in their own transaction.
 */
import { accept, refuse, type Decision, type LogEntry } from '../core/decision';
import type { EffectPlan, VoucherEffect } from '../core/effects';
import { NotFoundError, ShopError, ValidationError } from '../core/errors';
import { activityMessages } from '@/shared/messages-activity';
import { voucherMessages } from '@/shared/messages-voucher';
import { MAX_VOUCHERS, type VoucherFields } from './inputs';
import type { StoredVoucher } from './records';

/** A voucher's save: its effects (`saveVoucher`, then `log`) and the voucher as saved. */
export interface VoucherPlan extends EffectPlan<VoucherEffect> {
  voucher: StoredVoucher;
}

/** A plan of `change` then its log entry. */
const logged = (change: VoucherEffect, entry: LogEntry): VoucherEffect[] => [change, { kind: 'log', entry }];

/** The refusal of a code another voucher has: ValidationError on `code`. */
function codeTaken(): ValidationError {
  return new ValidationError(voucherMessages.codeTaken, { code: voucherMessages.codeTaken });
}

/**
 * Decides a new voucher with no use yet.
 * @param facts.vouchers - every stored voucher (codes are unique; at most {@link MAX_VOUCHERS}).
 * @param facts.id - the id to give it (the shell draws it).
 * @returns the plan, or ValidationError for a code in use, or ShopError `VOUCHER_LIMIT` (409)
 *   past {@link MAX_VOUCHERS}.
 */
export function decideCreateVoucher(facts: {
  fields: VoucherFields;
  vouchers: readonly StoredVoucher[];
  id: string;
  now: Date;
}): Decision<VoucherPlan> {
  const { fields, vouchers } = facts;
  if (vouchers.length >= MAX_VOUCHERS) return refuse(new ShopError(voucherMessages.tooMany(MAX_VOUCHERS), 'VOUCHER_LIMIT'));
  if (vouchers.some((v) => v.code === fields.code)) return refuse(codeTaken());
  const voucher: StoredVoucher = { ...fields, id: facts.id, used: 0, createdAt: facts.now.toISOString() };
  return accept({
    voucher,
    effects: logged(
      { kind: 'saveVoucher', voucher, isNew: true },
      { type: 'addVoucher', description: activityMessages.addVoucher(voucher.code), details: { voucherId: voucher.id } },
    ),
  });
}

/**
 * Decides an edit of voucher `id`: its fields replaced, its uses kept. A used voucher keeps its
 * code (orders and e-mails name it) and its `Kuota` never goes below its uses.
 * @returns the plan, or NotFoundError, or ValidationError (code in use, code of a used voucher
 *   changed, quota below the uses).
 */
export function decideUpdateVoucher(facts: { id: string; fields: VoucherFields; vouchers: readonly StoredVoucher[] }): Decision<VoucherPlan> {
  const { fields, id } = facts;
  const existing = facts.vouchers.find((v) => v.id === id);
  if (!existing) return refuse(new NotFoundError(voucherMessages.notFoundById));
  if (existing.used > 0 && fields.code !== existing.code) {
    return refuse(new ValidationError(voucherMessages.codeFixed, { code: voucherMessages.codeFixed }));
  }
  if (facts.vouchers.some((v) => v.id !== id && v.code === fields.code)) return refuse(codeTaken());
  if (fields.quota < existing.used) {
    const message = voucherMessages.quotaBelowUses(existing.used);
    return refuse(new ValidationError(message, { quota: message }));
  }
  const voucher: StoredVoucher = { ...existing, ...fields };
  return accept({
    voucher,
    effects: logged(
      { kind: 'saveVoucher', voucher, isNew: false },
      { type: 'updateVoucher', description: activityMessages.updateVoucher(voucher.code), details: { voucherId: id } },
    ),
  });
}

/**
 * Decides pausing (`Jeda`) or resuming (`Aktifkan`) voucher `id`; a paused voucher is refused at
 * checkout ('Voucher sudah tidak berlaku.'), its uses kept.
 * @returns the plan, or NotFoundError.
 */
export function decideSetVoucherActive(facts: { id: string; active: boolean; vouchers: readonly StoredVoucher[] }): Decision<VoucherPlan> {
  const existing = facts.vouchers.find((v) => v.id === facts.id);
  if (!existing) return refuse(new NotFoundError(voucherMessages.notFoundById));
  const voucher: StoredVoucher = { ...existing, active: facts.active };
  const description = facts.active ? activityMessages.resumeVoucher(voucher.code) : activityMessages.pauseVoucher(voucher.code);
  return accept({
    voucher,
    effects: logged({ kind: 'saveVoucher', voucher, isNew: false }, { type: 'updateVoucher', description, details: { voucherId: voucher.id, active: facts.active } }),
  });
}

/**
 * Decides deleting voucher `id`: only one never used (a used one is paused instead, so the orders
 * that carry it keep what it was).
 * @returns the plan (`deleteVoucher`, `log`), or NotFoundError, or ShopError `VOUCHER_IN_USE` (409).
 */
export function decideDeleteVoucher(facts: { id: string; vouchers: readonly StoredVoucher[] }): Decision<EffectPlan<VoucherEffect>> {
  const existing = facts.vouchers.find((v) => v.id === facts.id);
  if (!existing) return refuse(new NotFoundError(voucherMessages.notFoundById));
  if (existing.used > 0) return refuse(new ShopError(voucherMessages.usedNotDeleted, 'VOUCHER_IN_USE'));
  return accept({
    effects: logged(
      { kind: 'deleteVoucher', voucherId: existing.id },
      { type: 'updateVoucher', description: activityMessages.deleteVoucher(existing.code), details: { voucherId: existing.id, deleted: true } },
    ),
  });
}
