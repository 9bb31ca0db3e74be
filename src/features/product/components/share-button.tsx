import { useSyncExternalStore } from 'react';
import { Share2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Props of {@link ShareButton}. */
export interface ShareButtonProps {
  /** The shared page's title (the product's name). */
  title: string;
  /** A line of text sent with the link (e.g. the name and price). */
  text: string;
  /** The page's path, e.g. `/product/1`; made absolute with the page's origin. */
  path: string;
}

/** The WhatsApp link that shares `text` (e.g. the product's name and the page's address). */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

const subscribeNever = () => () => {};
/** How this browser shares: its own share sheet (the Web Share API), else a WhatsApp link. */
const shareWay = (): 'native' | 'whatsapp' => (typeof navigator.share === 'function' ? 'native' : 'whatsapp');

/**
 * `Bagikan` (docs/product/ui-names.md "Order journey"): where the browser has the Web Share API
 * (phones), a button that opens its share sheet with `title`, `text` and the page's URL; elsewhere
 * a link to WhatsApp (`https://wa.me/?text=<title and URL>`) that opens in a new tab. The server
 * renders a disabled button (it knows neither the visitor's browser nor the origin it sees); the
 * browser swaps in its way right after taking the page over.
 */
export function ShareButton({ title, text, path }: ShareButtonProps) {
  const way = useSyncExternalStore(subscribeNever, shareWay, () => null);
  const icon = <Share2Icon aria-hidden="true" />;
  const common = { size: 'lg', variant: 'ghost', className: 'w-full sm:w-auto' } as const;
  if (way === null) {
    return (
      <Button {...common} disabled>
        {icon}
        Bagikan
      </Button>
    );
  }
  const url = new URL(path, window.location.origin).href;
  if (way === 'whatsapp') {
    return (
      <Button {...common} asChild>
        <a href={whatsAppShareUrl(`${title} ${url}`)} target="_blank" rel="noopener noreferrer">
          {icon}
          Bagikan
        </a>
      </Button>
    );
  }
  async function share() {
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // The person closed the share sheet: nothing to do. Refused otherwise (e.g. no permission):
      // WhatsApp instead.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      window.open(whatsAppShareUrl(`${title} ${url}`), '_blank', 'noopener,noreferrer');
    }
  }
  return (
    <Button {...common} onClick={() => void share()}>
      {icon}
      Bagikan
    </Button>
  );
}
