import { Skeleton } from '@/components/ui/skeleton';
import { useStoreSettings } from '@/data/react';
import { contactChannels } from '../lib/contact-channels';
import { ChannelIcon } from './channel-icon';
import { ChannelLink } from './channel-link';

/**
 * The store's contact channels as cards (spec section 2, /layanan): WhatsApp
 * (`https://wa.me/<number>`), Instagram, TikTok and e-mail (`mailto:`), each a real link from the
 * store settings' `contacts`; web links open in a new tab with `rel="noopener noreferrer"`.
 * Each card has an `h2` with the channel's name.
 */
export function ContactChannelList() {
  const { data: store, isPending } = useStoreSettings();
  if (isPending) {
    return (
      <div aria-busy="true" className="grid gap-4 sm:grid-cols-2">
        <span className="sr-only" role="status">
          Memuat kontak...
        </span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-36" />
        ))}
      </div>
    );
  }
  const channels = store ? contactChannels(store.contacts) : [];
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {channels.map((channel) => {
        const linkClass = 'font-medium break-all text-primary underline underline-offset-4';
        const content = (
          <>
            <span className="sr-only">{channel.label}: </span>
            {channel.display}
          </>
        );
        return (
          <li
            key={channel.id}
            className="flex gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs"
          >
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <ChannelIcon id={channel.id} className="size-5" />
            </span>
            <div className="grid min-w-0 gap-1">
              <h2 className="text-lg font-semibold">{channel.label}</h2>
              <p className="text-sm text-muted-foreground">{channel.description}</p>
              <p>
                <ChannelLink channel={channel} className={linkClass}>
                  {content}
                </ChannelLink>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
