import { ContactChannelList } from '@/features/store-info';

/**
 * /layanan and /layanan-auth (spec section 2): the store's contact channels — WhatsApp,
 * Instagram, TikTok and e-mail — as real links from the store settings.
 */
export function Component() {
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Layanan Pelanggan</h1>
        <p className="text-lg text-muted-foreground">
          Ada pertanyaan tentang produk, pesanan, atau ingin menjadi mitra? Hubungi kami lewat saluran
          berikut.
        </p>
      </header>
      <ContactChannelList />
      <p className="text-sm text-muted-foreground">
        Sudah memiliki akun? Anda juga dapat mengirim pesan langsung kepada admin melalui tombol chat di
        pojok layar.
      </p>
    </div>
  );
}
