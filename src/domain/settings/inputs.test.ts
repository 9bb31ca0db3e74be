import { describe, expect, it } from 'vitest';
import { adminMessages } from '@/shared/messages-admin';
import { storeSettingsInputSchema } from './inputs';

const settings = (whatsapp: string) => ({
  storeName: 'Seulanga',
  storeAddress: 'Banda Aceh',
  adminEmail: 'admin@seulanga.id',
  contacts: { whatsapp, instagram: 'seulanga.aceh', tiktok: 'seulanga.aceh', email: 'halo@seulanga.id' },
  maintenanceMode: false,
});

describe('storeSettingsInputSchema, Nomor WhatsApp Toko', () => {
  it('takes an Indonesian mobile number in any writing, as typed', () => {
    for (const number of ['+62 812-3456-7890', '081234567890', '6281234567890']) {
      expect(storeSettingsInputSchema.parse(settings(number)).contacts.whatsapp, number).toBe(number);
    }
  });

  it('refuses a landline or a foreign number with its message', () => {
    for (const number of ['0651-123456', '+60 12-345 6789', '12345678']) {
      const result = storeSettingsInputSchema.safeParse(settings(number));
      expect(result.success, number).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([adminMessages.whatsappInvalid]);
    }
  });
});
