import { cleanHandle, contactChannels, formatWhatsapp } from './contact-channels';

describe('contact channels', () => {
  it('builds the four links from the store contacts', () => {
    const channels = contactChannels({
      whatsapp: '6281234567890',
      instagram: 'seulanga.aceh',
      tiktok: 'seulanga.aceh',
      email: 'halo@seulanga.id',
    });
    expect(channels.map((c) => [c.id, c.href, c.display])).toEqual([
      ['whatsapp', 'https://wa.me/6281234567890', '+62 812-3456-7890'],
      ['instagram', 'https://instagram.com/seulanga.aceh', '@seulanga.aceh'],
      ['tiktok', 'https://www.tiktok.com/@seulanga.aceh', '@seulanga.aceh'],
      ['email', 'mailto:halo@seulanga.id', 'halo@seulanga.id'],
    ]);
    expect(channels.map((c) => c.external)).toEqual([true, true, true, false]);
  });

  it('normalises numbers and handles, and leaves out empty channels', () => {
    expect(formatWhatsapp('0812-3456-7890')).toBe('+62 812-3456-7890');
    expect(formatWhatsapp('12345')).toBe('+12345');
    expect(cleanHandle(' @@toko ')).toBe('toko');
    expect(
      contactChannels({ whatsapp: '', instagram: '@toko', tiktok: ' ', email: '' }).map(
        (c) => c.href,
      ),
    ).toEqual(['https://instagram.com/toko']);
  });
});
