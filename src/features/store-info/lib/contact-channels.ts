import type { StoreContacts } from '@/domain/core/records';
import { whatsappDigits } from '@/domain/core/whatsapp';

/** A contact channel of the store, ready to render as a link (spec section 2, /layanan). */
export interface ContactChannel {
  /** Stable key: `whatsapp`, `instagram`, `tiktok` or `email`. */
  id: keyof StoreContacts;
  /** The channel's name, e.g. `WhatsApp`. */
  label: string;
  /** What the user sees: a phone number, `@handle` or e-mail address. */
  display: string;
  /** The link target (`https://wa.me/…`, `https://instagram.com/…`, `https://www.tiktok.com/@…`, `mailto:…`). */
  href: string;
  /** True for web links that open in a new tab (all but e-mail). */
  external: boolean;
  /** One sentence on what the channel is good for. */
  description: string;
}

/** A WhatsApp number for reading: `6281234567890` → `+62 812-3456-7890`. */
export function formatWhatsapp(number: string): string {
  const digits = whatsappDigits(number);
  if (!digits.startsWith('62') || digits.length < 10) return `+${digits}`;
  const rest = digits.slice(2);
  return `+62 ${rest.slice(0, 3)}-${rest.slice(3, 7)}-${rest.slice(7)}`;
}

/** A social-media handle without spaces or a leading `@` (`' @seulanga.aceh'` → `seulanga.aceh`). */
export function cleanHandle(handle: string): string {
  return handle.trim().replace(/^@+/, '');
}

/**
 * A social-media channel (Instagram, TikTok) from its handle setting: shown as `@handle`, linked
 * to the profile (the handle URL-encoded), opening in a new tab.
 * @param channel.handle - the setting as typed (see {@link cleanHandle}).
 * @param channel.profileUrl - the profile's address for an encoded handle.
 * @returns the channel, or none when the setting is empty.
 */
function socialChannel(channel: {
  id: 'instagram' | 'tiktok';
  label: string;
  handle: string;
  profileUrl: (encodedHandle: string) => string;
  description: string;
}): ContactChannel[] {
  const handle = cleanHandle(channel.handle);
  if (!handle) return [];
  return [
    {
      id: channel.id,
      label: channel.label,
      display: `@${handle}`,
      href: channel.profileUrl(encodeURIComponent(handle)),
      external: true,
      description: channel.description,
    },
  ];
}

/**
 * The store's contact channels as links, in the order WhatsApp, Instagram, TikTok, e-mail
 * (spec section 2, /layanan; docs/product/decisions.md: contact channels are store settings). Channels whose
 * setting is empty are left out.
 * @param contacts - the `contacts` of the store settings.
 */
export function contactChannels(contacts: StoreContacts): ContactChannel[] {
  const channels: ContactChannel[] = [];
  const wa = whatsappDigits(contacts.whatsapp);
  if (wa) {
    channels.push({
      id: 'whatsapp',
      label: 'WhatsApp',
      display: formatWhatsapp(wa),
      href: `https://wa.me/${wa}`,
      external: true,
      description: 'Tanya stok, pesanan, dan pengiriman langsung dengan tim kami.',
    });
  }
  channels.push(
    ...socialChannel({
      id: 'instagram',
      label: 'Instagram',
      handle: contacts.instagram,
      profileUrl: (handle) => `https://instagram.com/${handle}`,
      description: 'Lihat produk terbaru dan cerita para perajin mitra kami.',
    }),
    ...socialChannel({
      id: 'tiktok',
      label: 'TikTok',
      handle: contacts.tiktok,
      profileUrl: (handle) => `https://www.tiktok.com/@${handle}`,
      description: 'Tonton video proses pembuatan produk dari dapur dan bengkel UMKM Aceh.',
    }),
  );
  const email = contacts.email.trim();
  if (email) {
    channels.push({
      id: 'email',
      label: 'Email',
      display: email,
      href: `mailto:${email}`,
      external: false,
      description: 'Untuk kerja sama, pesanan partai besar, atau keluhan tertulis.',
    });
  }
  return channels;
}
