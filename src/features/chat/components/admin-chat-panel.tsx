import { useEffect, useRef, useState } from 'react';
import { ArrowLeftIcon } from 'lucide-react';
import { IconButton } from '@/components/icon-button';
import { Spinner } from '@/components/ui/spinner';
import { chatMessages } from '@/shared/messages-chat';
import { cn } from '@/lib/utils';
import { useChatMessages } from '../api/use-chat-messages';
import { useChatThreads } from '../api/use-chat-threads';
import { useSendChatMessage } from '../api/use-send-chat-message';
import { useMarkReadWhileOpen } from '../hooks/use-mark-read-while-open';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import { ADMIN_CHAT_TITLE, ADMIN_PANEL_CLASS } from './chat-panel-loading';
import { ChatPanelShell } from './chat-panel-shell';
import { ChatThreadList } from './chat-thread-list';


/** Props of {@link AdminChatPanel}. */
export interface AdminChatPanelProps {
  /** The element id (the launcher's `aria-controls`). */
  id: string;
  /** Closes the panel. */
  onClose: () => void;
}

/**
 * The admin's multi-buyer chat (spec sections 2 and 4): the card 'Chat Pembeli' (40rem × 28rem,
 * the full screen on phones) with the buyer threads on the left (newest activity first, unread
 * counts, 30 at a time with `Muat percakapan lainnya`) and the selected thread on the right. Selecting a thread, and keeping it open while
 * messages arrive, resets the admin's counter of it. Empty states 'Belum ada pembeli yang memulai
 * chat.' and 'Pilih pembeli untuk memulai chat'. On phones the list and the thread take turns,
 * with the button `Kembali ke daftar pembeli`.
 */
export function AdminChatPanel({ id, onClose }: AdminChatPanelProps) {
  const threads = useChatThreads();
  const [selected, setSelected] = useState<string | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  // `selected` is the thread's key (its buyer's account id); the list shows the username.
  const current = threads.threads?.find((thread) => thread.buyerId === selected) ?? null;
  const buyerName = current?.buyer ?? '';
  const messages = useChatMessages(selected ?? '', 'admin', selected !== null);
  const send = useSendChatMessage();
  useMarkReadWhileOpen(selected !== null, current?.unread ?? 0, selected ?? undefined);

  // Focus moves into the panel on opening.
  useEffect(() => {
    panel.current?.focus();
  }, []);

  // A selected thread puts the focus in its field; going back (phones) returns it to the thread's button.
  useEffect(() => {
    if (selected !== null) {
      field.current?.focus();
      return;
    }
    if (returnTo === null) return;
    const button = Array.from(list.current?.querySelectorAll<HTMLButtonElement>('button[data-buyer]') ?? []).find(
      (b) => b.dataset.buyer === returnTo,
    );
    button?.focus();
  }, [selected, returnTo]);

  return (
    <ChatPanelShell
      ref={panel}
      id={id}
      title={ADMIN_CHAT_TITLE}
      onClose={onClose}
      className={ADMIN_PANEL_CLASS}
    >
      <div className="flex min-h-0 flex-1">
        <div
          className={cn(
            'min-h-0 w-full shrink-0 overflow-y-auto border-r sm:flex sm:w-56 sm:flex-col',
            selected !== null ? 'hidden' : 'flex flex-col',
          )}
        >
          {threads.isPending ? (
            <div className="flex flex-1 items-center justify-center p-4">
              <Spinner label="Memuat percakapan..." />
            </div>
          ) : threads.error || !threads.threads ? (
            <p role="alert" className="p-4 text-sm text-destructive">
              {threads.error?.message}
            </p>
          ) : threads.threads.length === 0 ? (
            <p className="p-4 text-center text-sm text-muted-foreground">{chatMessages.noThreads}</p>
          ) : (
            <ChatThreadList
              ref={list}
              threads={threads.threads}
              selected={selected}
              onSelect={setSelected}
              hasMore={threads.hasMore}
              onLoadMore={threads.loadMore}
              loadingMore={threads.loadingMore}
            />
          )}
        </div>

        <div className={cn('min-h-0 min-w-0 flex-1 flex-col', selected !== null ? 'flex' : 'hidden sm:flex')}>
          {selected === null ? (
            <p className="flex flex-1 items-center justify-center p-4 text-center text-sm text-muted-foreground">
              {chatMessages.pickThread}
            </p>
          ) : (
            <>
              <div className="flex shrink-0 items-center gap-2 border-b px-3 py-2">
                <IconButton
                  label="Kembali ke daftar pembeli"
                  icon={<ArrowLeftIcon aria-hidden="true" />}
                  className="size-8 sm:hidden"
                  onClick={() => {
                    setReturnTo(selected);
                    setSelected(null);
                  }}
                />
                <h3 className="truncate text-sm font-semibold">
                  {buyerName}
                </h3>
              </div>
              <ChatMessageList
                key={selected}
                messages={messages.messages}
                hasOlder={messages.hasOlder}
                onLoadOlder={messages.loadOlder}
                loadingOlder={messages.loadingOlder}
                viewerRole="admin"
                threadBuyer={buyerName}
                label={`Percakapan dengan ${buyerName}`}
                emptyText={chatMessages.pickThread}
              />
              <ChatComposer key={selected} ref={field} onSend={(text) => send.mutateAsync({ text, buyerId: selected })} />
            </>
          )}
        </div>
      </div>
    </ChatPanelShell>
  );
}
