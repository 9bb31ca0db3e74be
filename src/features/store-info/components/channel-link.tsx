import type { ReactNode } from 'react';
import type { ContactChannel } from '../lib/contact-channels';
import { ExternalLink } from './external-link';

/** Props of {@link ChannelLink}. */
export interface ChannelLinkProps {
  /** The contact channel linked to. */
  channel: ContactChannel;
  /** Classes of the link. */
  className?: string;
  /** What the link shows (it names the channel for screen readers). */
  children: ReactNode;
}

/**
 * The link to one of the store's contact channels: a web channel (WhatsApp, Instagram, TikTok)
 * as an {@link ExternalLink} opening a new tab, the e-mail (`mailto:`) as a plain link.
 */
export function ChannelLink({ channel, className, children }: ChannelLinkProps) {
  return channel.external ? (
    <ExternalLink href={channel.href} className={className}>
      {children}
    </ExternalLink>
  ) : (
    <a href={channel.href} className={className}>
      {children}
    </a>
  );
}
