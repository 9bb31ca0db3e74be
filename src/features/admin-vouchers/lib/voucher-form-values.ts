import { instantToWibLocal, type VoucherInput } from '@/domain/vouchers/inputs';
import type { StoredVoucher } from '@/domain/vouchers/records';

/**
 * The voucher form's values as typed (docs/product/vouchers.md "The owner's form"): numbers as
 * the text of their fields, `Berlaku Mulai` / `Berlaku Sampai` as `datetime-local` text in WIB
 * ('' = from now / no end). They are a `VoucherInput`, which both modes check again with
 * `voucherInputSchema` (src/domain/vouchers/inputs.ts).
 */
export interface VoucherFormValues {
  code: string;
  discountType: StoredVoucher['discountType'];
  value: string;
  maxDiscount: string;
  minSpend: string;
  quota: string;
  perBuyerLimit: string;
  startsAt: string;
  endsAt: string;
  productIds: number[];
  categories: string[];
  active: boolean;
  showInStore: boolean;
}

/** The fields a data layer's refusal may name, in the form's order (its messages shown inline). */
export const VOUCHER_FORM_FIELDS = [
  'code',
  'discountType',
  'value',
  'maxDiscount',
  'minSpend',
  'quota',
  'perBuyerLimit',
  'startsAt',
  'endsAt',
  'productIds',
  'categories',
] as const satisfies readonly (keyof VoucherFormValues)[];

/**
 * The form's starting values: the voucher's (instants shown in WIB, amounts as digits, no
 * `Nilai Diskon` for `Gratis Ongkir`) when editing; when adding, `Persen`, `Minimal Belanja` 0,
 * `Batas per Pembeli` 1, no period, every product, active and shown in the shop.
 */
export function voucherFormDefaults(voucher: StoredVoucher | null): VoucherFormValues {
  if (!voucher) {
    return {
      code: '',
      discountType: 'percent',
      value: '',
      maxDiscount: '',
      minSpend: '0',
      quota: '',
      perBuyerLimit: '1',
      startsAt: '',
      endsAt: '',
      productIds: [],
      categories: [],
      active: true,
      showInStore: true,
    };
  }
  return {
    code: voucher.code,
    discountType: voucher.discountType,
    value: voucher.discountType === 'freeShipping' ? '' : String(voucher.value),
    maxDiscount: voucher.maxDiscount === null ? '' : String(voucher.maxDiscount),
    minSpend: String(voucher.minSpend),
    quota: String(voucher.quota),
    perBuyerLimit: String(voucher.perBuyerLimit),
    startsAt: instantToWibLocal(voucher.startsAt),
    endsAt: instantToWibLocal(voucher.endsAt),
    productIds: [...voucher.productIds],
    categories: [...voucher.categories],
    active: voucher.active,
    showInStore: voucher.showInStore,
  };
}

/**
 * The data port's input from the form's values: as typed, but without what the kind does not
 * ask (`Nilai Diskon` of `Gratis Ongkir`, `Maksimal Diskon` of `Nominal`), so a value typed
 * before switching kinds is neither checked nor kept.
 */
export function toVoucherInput(values: VoucherFormValues): VoucherInput {
  return {
    ...values,
    value: values.discountType === 'freeShipping' ? '' : values.value,
    maxDiscount: values.discountType === 'fixed' ? '' : values.maxDiscount,
  };
}
