import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useMatch } from 'react-router';
import { useCurrentUser } from '@/data/react';
import type { Role } from '@/domain/core/records';
import { useChatUnread } from '../api/use-chat-unread';
import { useOpenChatEvent } from '../hooks/use-open-chat-event';
import type { ChatProductContext } from '../open-chat-event';
import { ChatLauncher } from './chat-launcher';
import { ChatPanelLoading } from './chat-panel-loading';

// The panels load when first opened (or when the launcher is hovered or focused), so a visitor's
// and a buyer's first load carry only the launcher, and a buyer never downloads the admin panel.
const loadAdminPanel = () => import('./admin-chat-panel');
const loadBuyerPanel = () => import('./buyer-chat-panel');
const AdminChatPanel = lazy(() => loadAdminPanel().then((m) => ({ default: m.AdminChatPanel })));
const BuyerChatPanel = lazy(() => loadBuyerPanel().then((m) => ({ default: m.BuyerChatPanel })));

/**
 * The chat for whoever is signed in (spec sections 2 and 4): the floating button with
 * the unread badge, and the buyer's 'Hubungi Admin' panel or the admin's 'Chat Pembeli' panel.
 * Renders nothing for a visitor. Mount it once, around every area (the root layout).
 * A buyer's panel also opens on the product page's `Chat Penjual` (the window event
 * `seulanga:open-chat`), with that product attached to the next message; the owner's on the back
 * office's bottom bar `Chat` and the dashboard's `Chat Belum Dibaca` (the same event, without a
 * product); on a phone the bar's `Chat` replaces the floating button in the back office.
 */
export function ChatWidget() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  // A new session starts with a closed panel and no product.
  return (
    <SignedInChat key={`${user.username}:${user.role}`} username={user.username} role={user.role} />
  );
}

function SignedInChat({ username, role }: { username: string; role: Role }) {
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [product, setProduct] = useState<ChatProductContext | null>(null);
  const unread = useChatUnread(username);
  const inBackOffice = useMatch('/admin/*') !== null;

  // A buyer's panel opens with the product asked about; the admin's only on an event without a
  // product (the bar's `Chat`, the dashboard's 'Chat Belum Dibaca'; a product page's is not the admin's).
  useOpenChatEvent((asked) => {
    // A product's question is a buyer's; the owner's panel opens only on a plain event.
    if (asked && role !== 'buyer') return;
    if (asked) setProduct(asked);
    setOpen(true);
  });

  const close = useCallback(() => {
    setOpen(false);
    launcher.current?.focus();
  }, []);

  return (
    <>
      <ChatLauncher
        ref={launcher}
        unread={unread.data ?? 0}
        open={open}
        panelId={panelId}
        onToggle={() => (open ? close() : setOpen(true))}
        onPrefetch={() => void (role === 'admin' ? loadAdminPanel() : loadBuyerPanel())}
        className={inBackOffice ? 'max-md:hidden' : undefined}
      />
      {open && (
        <Suspense fallback={<ChatPanelLoading role={role} />}>
          {role === 'admin' ? (
            <AdminChatPanel id={panelId} onClose={close} />
          ) : (
            <BuyerChatPanel
              id={panelId}
              username={username}
              product={product}
              onClearProduct={() => setProduct(null)}
              onClose={close}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
