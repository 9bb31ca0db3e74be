import { seed } from '@/testing/seed';
import { partnerInputSchema } from '@/domain/catalog/partner-inputs';
import { partnerFormDefaults, partnerFormSchema, toPartnerInput } from './partner-form-schema';

const valid = {
  name: 'UD Kopi Pidie',
  location: 'Sigli',
  address: 'Jl. Iskandar Muda No. 1',
  lat: '5,3849',
  lng: '95.9609',
  featuredProduct: 'Kopi Robusta',
  status: 'Active' as const,
};

function messagesOf(values: Partial<Record<keyof typeof valid, string>>) {
  const result = partnerFormSchema.safeParse({ ...valid, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
}

describe('partnerFormSchema', () => {
  it('gives a valid PartnerInput, accepting a decimal comma', () => {
    const input = toPartnerInput(partnerFormSchema.parse(valid));
    expect(input).toEqual({
      ...valid,
      lat: undefined,
      lng: undefined,
      coordinates: { lat: 5.3849, lng: 95.9609 },
    });
    expect(partnerInputSchema.safeParse(input).success).toBe(true);
  });

  it('requires name, location, address and coordinates', () => {
    const required = 'Harap lengkapi semua bidang.';
    expect(messagesOf({ name: ' ', location: '', address: '', lat: '', lng: '' })).toEqual({
      name: required,
      location: required,
      address: required,
      lat: required,
      lng: required,
    });
  });

  it('checks coordinate ranges in Indonesian', () => {
    expect(messagesOf({ lat: '91', lng: 'timur' })).toEqual({
      lat: 'Latitude harus berupa angka antara -90 dan 90.',
      lng: 'Longitude harus berupa angka antara -180 dan 180.',
    });
    expect(messagesOf({ lat: '-90', lng: '180' })).toEqual({});
  });

  it('fills the form from a partner; any status but Active is Inactive', () => {
    expect(partnerFormDefaults(seed.partners[0]!)).toMatchObject({
      lat: '4.6247',
      status: 'Active',
    });
    expect(partnerFormDefaults({ ...seed.partners[0]!, status: 'Tutup' }).status).toBe('Inactive');
    expect(partnerFormDefaults(null)).toMatchObject({ name: '', status: 'Active' });
  });
});
