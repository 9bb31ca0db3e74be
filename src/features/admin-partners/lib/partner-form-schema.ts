import { z } from 'zod';
import { adminMessages } from '@/shared/messages-admin';
import { messages } from '@/shared/messages';
import type { Partner } from '@/domain/core/records';
import { MAX_FIELD_LENGTH, MAX_TEXT_LENGTH } from '@/domain/core/input-fields';
import { type PartnerInput } from '@/domain/catalog/partner-inputs';

/** Messages of the partner form's coordinates (from the catalogue, shared with `partnerInputSchema`). */
export const partnerFormMessages = {
  latitudeInvalid: adminMessages.latitudeInvalid,
  longitudeInvalid: adminMessages.longitudeInvalid,
} as const;

const required = (max: number) =>
  z.string().trim().min(1, adminMessages.partnerRequired).max(max, messages.checkout.fieldTooLong);

const coordinate = (limit: number, message: string) =>
  z
    .string()
    .trim()
    .min(1, adminMessages.partnerRequired)
    // Accept a decimal comma as Indonesian keyboards type it: '5,5483' → '5.5483'.
    .transform((text) => text.replace(',', '.'))
    .refine((text) => /^[-+]?\d+(\.\d+)?$/.test(text), message)
    .transform(Number)
    .refine((value) => value >= -limit && value <= limit, message);

/**
 * The partner form's rules (docs/product/decisions.md, "Back office"): name, location, address and both
 * coordinates required ('Harap lengkapi semua bidang.'); latitude −90…90 and longitude −180…180;
 * featured product optional; status 'Active' or 'Inactive'. Its output is a `PartnerInput`
 * through {@link toPartnerInput}.
 */
export const partnerFormSchema = z.object({
  name: required(MAX_FIELD_LENGTH),
  location: required(MAX_FIELD_LENGTH),
  address: required(MAX_TEXT_LENGTH),
  lat: coordinate(90, partnerFormMessages.latitudeInvalid),
  lng: coordinate(180, partnerFormMessages.longitudeInvalid),
  featuredProduct: z.string().trim().max(MAX_FIELD_LENGTH, messages.checkout.fieldTooLong),
  status: z.enum(['Active', 'Inactive']),
});

/** The form's values as typed. */
export type PartnerFormValues = z.input<typeof partnerFormSchema>;

/** The form's starting values: a partner's fields when editing, empty and 'Active' when adding. */
export function partnerFormDefaults(partner: Partner | null): PartnerFormValues {
  if (!partner) {
    return {
      name: '',
      location: '',
      address: '',
      lat: '',
      lng: '',
      featuredProduct: '',
      status: 'Active',
    };
  }
  return {
    name: partner.name,
    location: partner.location,
    address: partner.address,
    lat: String(partner.coordinates.lat),
    lng: String(partner.coordinates.lng),
    featuredProduct: partner.featuredProduct,
    status: partner.status === 'Active' ? 'Active' : 'Inactive',
  };
}

/** The data port's input from the form's checked values. */
export function toPartnerInput(values: z.output<typeof partnerFormSchema>): PartnerInput {
  const { lat, lng, ...rest } = values;
  return { ...rest, coordinates: { lat, lng } };
}
