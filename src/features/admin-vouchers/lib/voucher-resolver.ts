import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { voucherInputSchema, type VoucherFields } from '@/domain/vouchers/inputs';
import { toVoucherInput, type VoucherFormValues } from './voucher-form-values';

const schemaResolver = zodResolver(voucherInputSchema);

/**
 * The voucher form's validation: `voucherInputSchema` (src/domain/vouchers/inputs.ts, the rules
 * both modes apply again on save) over {@link toVoucherInput} of the typed values, so a field
 * the chosen kind hides is never refused; each message is the catalogue's, on its field.
 */
export const voucherResolver: Resolver<VoucherFormValues, unknown, VoucherFields> = (values, context, options) =>
  schemaResolver(toVoucherInput(values), context, options as never) as ReturnType<Resolver<VoucherFormValues, unknown, VoucherFields>>;
