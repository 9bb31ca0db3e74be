/**
 * The domain schemas the HTTP adapter checks a request body with before sending it (`toBody` in
 * ./http-shop-data.ts). A module of its own so that the adapter loads them, and zod with them,
 * with the first write or back-office list rather than with the storefront's first page
 * (docs/decisions/012-lean-first-load.md): the server checks every body again.
 */
import type { z } from 'zod';
import { figuresRequestSchema } from '@/domain/figures/back-office';
import {
  emailLogSearchSchema,
  orderSearchSchema,
  pageRequestSchema,
  productAdminSearchSchema,
  transactionSearchSchema,
} from '@/domain/back-office/lists';
import { addressInputSchema, passwordChangeInputSchema, profileInputSchema, registerInputSchema } from '@/domain/accounts/inputs';
import { checkoutInputSchema } from '@/domain/orders/checkout-inputs';
import { partnerInputSchema } from '@/domain/catalog/partner-inputs';
import { reviewInputSchema } from '@/domain/catalog/inputs';
import { productSaveSchema } from '@/domain/catalog/product-inputs';
import { SETTINGS_SECTION_SCHEMAS } from '@/domain/settings/changes';
import { validate } from '@/domain/core/validate-input';
import { voucherInputSchema } from '@/domain/vouchers/inputs';

const INPUT_SCHEMAS = {
  // The settings sections by key: store, orderLimits, lowStock, shippingTable, orderFlow, paymentAccounts.
  ...SETTINGS_SECTION_SCHEMAS,
  address: addressInputSchema,
  checkout: checkoutInputSchema,
  emailLogSearch: emailLogSearchSchema,
  figures: figuresRequestSchema,
  orderSearch: orderSearchSchema,
  pageRequest: pageRequestSchema,
  partner: partnerInputSchema,
  passwordChange: passwordChangeInputSchema,
  product: productSaveSchema,
  productAdminSearch: productAdminSearchSchema,
  profile: profileInputSchema,
  register: registerInputSchema,
  review: reviewInputSchema,
  transactionSearch: transactionSearchSchema,
  voucher: voucherInputSchema,
};

/** The name of a request body's schema. */
export type InputSchemaName = keyof typeof INPUT_SCHEMAS;

/** The checked (parsed) input of schema `K`. */
export type InputOf<K extends InputSchemaName> = z.output<(typeof INPUT_SCHEMAS)[K]>;

/**
 * Checks and parses `input` with the schema named `name` (see `validate`).
 * @throws ValidationError with per-field messages (the first one as the message).
 */
export function checkInput<K extends InputSchemaName>(name: K, input: unknown): InputOf<K> {
  return validate(INPUT_SCHEMAS[name], input) as InputOf<K>;
}
