import { useEffect, useRef } from 'react';
import { chatMessages } from '@/shared/messages-chat';
import { useChatMessages } from '../api/use-chat-messages';
import { useChatUnread } from '../api/use-chat-unread';
import { useSendChatMessage } from '../api/use-send-chat-message';
import { useMarkReadWhileOpen } from '../hooks/use-mark-read-while-open';
import type { ChatProductContext } from '../open-chat-event';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import { BUYER_PANEL_CLASS } from './chat-panel-loading';
import { ChatPanelShell } from './chat-panel-shell';
import { ChatProductBanner } from './chat-product-banner';

/** Props of {@link BuyerChatPanel}. */
export interface BuyerChatPanelProps {
  /** The element id (the launcher's `aria-controls`). */
  id: string;
  /** The signed-in buyer's username. */
  username: string;
  /** The product the next message is about (from `Chat Penjual`), or null. */
  product: ChatProductContext | null;
  /** Forgets the product (after sending, or when the buyer removes it). */
  onClearProduct: () => void;
  /** Closes the panel. */
  onClose: () => void;
}

/**
 * The buyer's chat with the shop (spec sections 2 and 4): the floating card 'Hubungi Admin'
 * (20rem × 24rem; nearly the full width on phones) with the buyer's thread, the product banner
 * from `Chat Penjual`, and the composer. While it is open the buyer's unread counter is kept
 * at 0. The field takes focus on opening and when a product arrives.
 */
export function BuyerChatPanel({ id, username, product, onClearProduct, onClose }: BuyerChatPanelProps) {
  const messages = useChatMessages(username, 'buyer');
  const unread = useChatUnread(username);
  const send = useSendChatMessage();
  const field = useRef<HTMLTextAreaElement>(null);
  useMarkReadWhileOpen(true, unread.data ?? 0);

  useEffect(() => {
    field.current?.focus();
  }, [product]);

  return (
    <ChatPanelShell
      id={id}
      title={chatMessages.title}
      onClose={onClose}
      className={BUYER_PANEL_CLASS}
    >
      {product && (
        <ChatProductBanner
          product={product}
          onRemove={() => {
            onClearProduct();
            field.current?.focus();
          }}
        />
      )}
      <ChatMessageList
        messages={messages.messages}
        hasOlder={messages.hasOlder}
        onLoadOlder={messages.loadOlder}
        loadingOlder={messages.loadingOlder}
        viewerRole="buyer"
        threadBuyer={username}
        label="Percakapan dengan admin"
        emptyText={chatMessages.empty}
      />
      <ChatComposer
        ref={field}
        onSend={async (text) => {
          await send.mutateAsync({
            text,
            ...(product ? { product: { id: product.id } } : {}),
          });
          if (product) onClearProduct();
        }}
      />
    </ChatPanelShell>
  );
}
