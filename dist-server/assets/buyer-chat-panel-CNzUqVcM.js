import { r as chatMessages } from "./messages-CBdMQSHl.js";
import { a as useSendChatMessage, i as useMarkReadWhileOpen, n as ChatMessageList, o as useChatMessages, r as ChatComposer, t as ChatPanelShell } from "./chat-panel-shell-BpV8jAJ1.js";
import { d as BUYER_PANEL_CLASS, g as Button, v as useChatUnread } from "../entry-server.js";
import { useEffect, useRef } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { XIcon } from "lucide-react";
// src/features/chat/components/chat-product-banner.tsx
/** The text of {@link ChatProductBanner}: 'Bertanya tentang {product} dari {partner}'. */
function productBannerText(product) {
	return product.partnerName ? `Bertanya tentang ${product.name} dari ${product.partnerName}` : `Bertanya tentang ${product.name}`;
}
/**
* The product a buyer came from via `Chat Penjual` (spec section 1: "with the seller in view"):
* it is attached to the next message sent; the button `Hapus produk dari pesan` removes it.
*/
function ChatProductBanner({ product, onRemove }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex shrink-0 items-center gap-2 border-b bg-secondary px-3 py-2 text-secondary-foreground",
		children: [/* @__PURE__ */ jsx("p", {
			className: "min-w-0 flex-1 text-xs break-words",
			children: productBannerText(product)
		}), /* @__PURE__ */ jsx(Button, {
			type: "button",
			variant: "ghost",
			size: "icon",
			"aria-label": "Hapus produk dari pesan",
			onClick: onRemove,
			className: "size-8 shrink-0",
			children: /* @__PURE__ */ jsx(XIcon, { "aria-hidden": "true" })
		})]
	});
}
// src/features/chat/components/buyer-chat-panel.tsx
/**
* The buyer's chat with the shop (spec sections 2 and 4): the floating card 'Hubungi Admin'
* (20rem × 24rem; nearly the full width on phones) with the buyer's thread, the product banner
* from `Chat Penjual`, and the composer. While it is open the buyer's unread counter is kept
* at 0. The field takes focus on opening and when a product arrives.
*/
function BuyerChatPanel({ id, username, product, onClearProduct, onClose }) {
	const messages = useChatMessages(username, "buyer");
	const unread = useChatUnread(username);
	const send = useSendChatMessage();
	const field = useRef(null);
	useMarkReadWhileOpen(true, unread.data ?? 0);
	useEffect(() => {
		field.current?.focus();
	}, [product]);
	return /* @__PURE__ */ jsxs(ChatPanelShell, {
		id,
		title: chatMessages.title,
		onClose,
		className: BUYER_PANEL_CLASS,
		children: [
			product && /* @__PURE__ */ jsx(ChatProductBanner, {
				product,
				onRemove: () => {
					onClearProduct();
					field.current?.focus();
				}
			}),
			/* @__PURE__ */ jsx(ChatMessageList, {
				messages: messages.data,
				viewerRole: "buyer",
				threadBuyer: username,
				label: "Percakapan dengan admin",
				emptyText: chatMessages.empty
			}),
			/* @__PURE__ */ jsx(ChatComposer, {
				ref: field,
				onSend: async (text) => {
					await send.mutateAsync({
						text,
						...product ? { product: {
							id: product.id,
							name: product.name,
							partnerName: product.partnerName
						} } : {}
					});
					if (product) onClearProduct();
				}
			})
		]
	});
}
export { BuyerChatPanel };
