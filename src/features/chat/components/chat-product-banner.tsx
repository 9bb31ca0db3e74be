import type { ChatProductContext } from '../open-chat-event';
import { CloseButton } from './close-button';

/** Props of {@link ChatProductBanner}. */
export interface ChatProductBannerProps {
  product: ChatProductContext;
  /** Removes the product from the next message. */
  onRemove: () => void;
}

/** The text of {@link ChatProductBanner}: 'Bertanya tentang {product} dari {partner}'. */
export function productBannerText(product: ChatProductContext): string {
  return product.partnerName
    ? `Bertanya tentang ${product.name} dari ${product.partnerName}`
    : `Bertanya tentang ${product.name}`;
}

/**
 * The product a buyer came from via `Chat Penjual` (spec section 1: "with the seller in view"):
 * it is attached to the next message sent; the button `Hapus produk dari pesan` removes it.
 */
export function ChatProductBanner({ product, onRemove }: ChatProductBannerProps) {
  return (
    <div className="flex shrink-0 items-center gap-2 border-b bg-secondary px-3 py-2 text-secondary-foreground">
      <p className="min-w-0 flex-1 text-xs break-words">{productBannerText(product)}</p>
      <CloseButton label="Hapus produk dari pesan" onClick={onRemove} className="size-8 shrink-0" />
    </div>
  );
}
