import { InfoPage } from '@/components/layout/info-page';
import { ContactChannelList } from '@/features/store-info';

/**
 * /layanan and /layanan-auth (spec section 2): the store's contact channels — WhatsApp,
 * Instagram, TikTok and e-mail — as real links from the store settings.
 */
export function Component() {
  return (
    <InfoPage
      title="Layanan Pelanggan"
      intro="Ada pertanyaan tentang produk, pesanan, atau ingin menjadi mitra? Hubungi kami lewat saluran berikut."
      width="max-w-4xl"
    >
      <ContactChannelList />
      <p className="text-sm text-muted-foreground">
        Sudah memiliki akun? Anda juga dapat mengirim pesan langsung kepada admin melalui tombol chat di
        pojok layar.
      </p>
    </InfoPage>
  );
}
