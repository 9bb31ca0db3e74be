import { useStoreSettings } from '@/data/react';
import { contactChannels } from '../lib/contact-channels';
import { ChannelIcon } from './channel-icon';
import { ChannelLink } from './channel-link';

/**
 * The store's contact lines for the footer (spec section 2, "Public layout"): one short link per
 * channel from the store settings' `contacts` (`WhatsApp: +62 …`, `Instagram: @…`, ...).
 */
export function ContactLines() {
  const { data: store } = useStoreSettings();
  const channels = store ? contactChannels(store.contacts) : [];
  return (
    <ul className="grid gap-2 text-sm">
      {channels.map((channel) => {
        const content = (
          <>
            <ChannelIcon id={channel.id} className="size-4 shrink-0" />
            <span>
              <span className="sr-only">{channel.label}: </span>
              {channel.display}
            </span>
          </>
        );
        const linkClass =
          'inline-flex items-center gap-2 break-all hover:text-foreground hover:underline';
        return (
          <li key={channel.id}>
            <ChannelLink channel={channel} className={linkClass}>
              {content}
            </ChannelLink>
          </li>
        );
      })}
    </ul>
  );
}
