import { MessageCircleIcon } from 'lucide-react';
import { messages } from '@/shared/messages';
import { OPEN_CHAT_EVENT, type OpenChatDetail } from '@/shared/open-chat-event';
import { Button } from '@/components/ui/button';
import { useBuyerGate } from '../hooks/use-buyer-gate';

/**
 * `Chat Penjual` (spec sections 1 and 5): a visitor or an admin sees 'Anda harus login sebagai
 * pembeli untuk chat dengan penjual.' (a visitor is then sent to /login and brought back); a
 * buyer opens the chat with this product in view.
 */
export function ChatSellerButton({ productId, productName, partnerName }: OpenChatDetail) {
  const gate = useBuyerGate();

  function handleClick() {
    const denied = messages.catalog.chatRequiresBuyer;
    if (!gate.ensureBuyer({ visitor: denied, nonBuyer: denied })) return;
    // The buyer chat panel (src/features/chat) listens for this event on `window`, opens the
    // thread and attaches the product to the buyer's next message.
    window.dispatchEvent(
      new CustomEvent<OpenChatDetail>(OPEN_CHAT_EVENT, {
        detail: { productId, productName, partnerName },
      }),
    );
  }

  // On a phone's purchase bar it shows 'Chat' under its icon; its name stays 'Chat Penjual'.
  return (
    <Button
      aria-label="Chat Penjual"
      size="lg"
      variant="outline"
      onClick={handleClick}
      className="h-12 flex-col gap-0 px-3 text-xs md:h-11 md:flex-row md:gap-2 md:px-6 md:text-base"
    >
      <MessageCircleIcon aria-hidden="true" />
      <span>
        Chat<span className="max-md:hidden"> Penjual</span>
      </span>
    </Button>
  );
}
