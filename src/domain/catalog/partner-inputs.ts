/**
 * The owner's partner form's rules (spec section 5; docs/product/decisions.md: partners can be
 * added and edited), as both modes save a partner and the owner's dialog checks it. Apart from
 * ./inputs.ts so that the storefront's first load in browser mode does not carry them.
 */
import { z } from 'zod';
import { adminMessages } from '@/shared/messages-admin';
import { messages } from '@/shared/messages';
import { MAX_FIELD_LENGTH, MAX_TEXT_LENGTH, trimmed } from '../core/input-fields';

const coordinate = (limit: number, message: string) =>
  z.number({ error: message }).min(-limit, message).max(limit, message);

/**
 * The admin's partner form (docs/product/decisions.md: partners can be added and edited). The
 * coordinates are numbers (the form converts the typed text): text, null, NaN and values out of
 * range are refused with the field's message.
 */
export const partnerInputSchema = z.object({
  name: trimmed.min(1, adminMessages.partnerRequired).max(MAX_FIELD_LENGTH, messages.checkout.fieldTooLong),
  location: trimmed.min(1, adminMessages.partnerRequired).max(MAX_FIELD_LENGTH, messages.checkout.fieldTooLong),
  address: trimmed.min(1, adminMessages.partnerRequired).max(MAX_TEXT_LENGTH, messages.checkout.fieldTooLong),
  coordinates: z.object(
    {
      lat: coordinate(90, adminMessages.latitudeInvalid),
      lng: coordinate(180, adminMessages.longitudeInvalid),
    },
    { error: adminMessages.partnerRequired },
  ),
  featuredProduct: trimmed.max(MAX_FIELD_LENGTH, messages.checkout.fieldTooLong).default(''),
  status: z.enum(['Active', 'Inactive']).default('Active'),
});
export type PartnerInput = z.input<typeof partnerInputSchema>;
