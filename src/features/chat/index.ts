/**
 * Buyer–shop chat (spec sections 2, 4, 5 and 6): the floating chat button with the
 * unread badge, the buyer's 'Hubungi Admin' panel (opened also by the product page's
 * `Chat Penjual`) and the admin's multi-buyer 'Chat Pembeli' panel.
 */
export { ChatWidget } from './components/chat-widget';
export { useChatUnread } from './api/use-chat-unread';
