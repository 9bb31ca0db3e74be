import { AtSignIcon, MailIcon, MessageCircleIcon, MusicIcon, type LucideProps } from 'lucide-react';
import type { ContactChannel } from '../lib/contact-channels';

const ICONS = {
  whatsapp: MessageCircleIcon,
  instagram: AtSignIcon,
  tiktok: MusicIcon,
  email: MailIcon,
} as const;

/** A decorative icon for a contact channel (lucide has no brand logos). */
export function ChannelIcon({ id, ...props }: { id: ContactChannel['id'] } & LucideProps) {
  const Icon = ICONS[id];
  return <Icon aria-hidden="true" {...props} />;
}
