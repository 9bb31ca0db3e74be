import { f as Spinner, g as Button, h as withUnread, l as ADMIN_CHAT_TITLE, u as ADMIN_PANEL_CLASS } from "../entry-server.js";
import { r as chatMessages } from "./messages-CBdMQSHl.js";
import { t as cn } from "./utils-CmjGWNWk.js";
import { a as useSendChatMessage, i as useMarkReadWhileOpen, n as ChatMessageList, o as useChatMessages, r as ChatComposer, t as ChatPanelShell } from "./chat-panel-shell-BpV8jAJ1.js";
import { d as queryKeys, l as useShopData } from "./react-CEzJk9tn.js";
import { t as Badge } from "./badge-DUBXcYic.js";
import { useEffect, useId, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { ArrowLeftIcon } from "lucide-react";
// src/features/chat/api/use-chat-threads.ts
/**
* Every buyer's thread for the admin, newest activity first, each with its last message and the
* admin's unread count (spec sections 2 and 4). Admin only.
* @param enabled - false to wait (e.g. while the panel is closed).
*/
function useChatThreads(enabled = true) {
	const data = useShopData();
	return useQuery({
		queryKey: queryKeys.chatThreads,
		queryFn: () => data.chat.listThreads(),
		enabled
	});
}
// src/features/chat/components/chat-thread-list.tsx
/**
* The admin's list of buyer threads (spec section 2, "Admin chat panel"; docs/product/ui-names.md "Chat"):
* each a button named by the buyer's username and unread count, e.g. `pembeli (1 belum dibaca)`,
* described by the last message (on one line). The selected thread has `aria-current`.
*/
function ChatThreadList({ threads, selected, onSelect, ref }) {
	const baseId = useId();
	return /* @__PURE__ */ jsx("ul", {
		ref,
		"aria-label": "Daftar pembeli",
		className: "flex flex-col",
		children: threads.map((thread, index) => {
			const previewId = `${baseId}-${index}`;
			const last = thread.lastMessage;
			const current = thread.buyer === selected;
			return /* @__PURE__ */ jsx("li", {
				className: "border-b last:border-b-0",
				children: /* @__PURE__ */ jsxs("button", {
					type: "button",
					"data-buyer": thread.buyer,
					"aria-label": withUnread(thread.buyer, thread.unread),
					"aria-describedby": last ? previewId : void 0,
					"aria-current": current ? "true" : void 0,
					onClick: () => onSelect(thread.buyer),
					className: cn("flex w-full flex-col gap-0.5 px-3 py-2 text-left transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden focus-visible:ring-inset", current && "bg-secondary text-secondary-foreground"),
					children: [/* @__PURE__ */ jsxs("span", {
						className: "flex items-center justify-between gap-2",
						children: [/* @__PURE__ */ jsx("span", {
							className: "truncate text-sm font-medium",
							children: thread.buyer
						}), thread.unread > 0 && /* @__PURE__ */ jsx(Badge, {
							"aria-hidden": "true",
							className: "rounded-full",
							children: thread.unread
						})]
					}), last && /* @__PURE__ */ jsxs("span", {
						id: previewId,
						className: "truncate text-xs text-muted-foreground",
						children: [last.sender === "admin" ? "Anda: " : "", last.text.replace(/\s+/g, " ")]
					})]
				})
			}, thread.buyer);
		})
	});
}
// src/features/chat/components/admin-chat-panel.tsx
/**
* The admin's multi-buyer chat (spec sections 2 and 4): the card 'Chat Pembeli' (40rem × 28rem,
* the full screen on phones) with the buyer threads on the left (newest activity first, unread
* counts) and the selected thread on the right. Selecting a thread, and keeping it open while
* messages arrive, resets the admin's counter of it. Empty states 'Belum ada pembeli yang memulai
* chat.' and 'Pilih pembeli untuk memulai chat'. On phones the list and the thread take turns,
* with the button `Kembali ke daftar pembeli`.
*/
function AdminChatPanel({ id, onClose }) {
	const threads = useChatThreads();
	const [selected, setSelected] = useState(null);
	const [returnTo, setReturnTo] = useState(null);
	const panel = useRef(null);
	const list = useRef(null);
	const field = useRef(null);
	const current = threads.data?.find((thread) => thread.buyer === selected) ?? null;
	const messages = useChatMessages(selected ?? "", "admin", selected !== null);
	const send = useSendChatMessage();
	useMarkReadWhileOpen(selected !== null, current?.unread ?? 0, selected ?? void 0);
	useEffect(() => {
		panel.current?.focus();
	}, []);
	useEffect(() => {
		if (selected !== null) {
			field.current?.focus();
			return;
		}
		if (returnTo === null) return;
		Array.from(list.current?.querySelectorAll("button[data-buyer]") ?? []).find((b) => b.dataset.buyer === returnTo)?.focus();
	}, [selected, returnTo]);
	return /* @__PURE__ */ jsx(ChatPanelShell, {
		ref: panel,
		id,
		title: ADMIN_CHAT_TITLE,
		onClose,
		className: ADMIN_PANEL_CLASS,
		children: /* @__PURE__ */ jsxs("div", {
			className: "flex min-h-0 flex-1",
			children: [/* @__PURE__ */ jsx("div", {
				className: cn("min-h-0 w-full shrink-0 overflow-y-auto border-r sm:flex sm:w-56 sm:flex-col", selected !== null ? "hidden" : "flex flex-col"),
				children: threads.isPending ? /* @__PURE__ */ jsx("div", {
					className: "flex flex-1 items-center justify-center p-4",
					children: /* @__PURE__ */ jsx(Spinner, { label: "Memuat percakapan..." })
				}) : threads.isError ? /* @__PURE__ */ jsx("p", {
					role: "alert",
					className: "p-4 text-sm text-destructive",
					children: threads.error.message
				}) : threads.data.length === 0 ? /* @__PURE__ */ jsx("p", {
					className: "p-4 text-center text-sm text-muted-foreground",
					children: chatMessages.noThreads
				}) : /* @__PURE__ */ jsx(ChatThreadList, {
					ref: list,
					threads: threads.data,
					selected,
					onSelect: setSelected
				})
			}), /* @__PURE__ */ jsx("div", {
				className: cn("min-h-0 min-w-0 flex-1 flex-col", selected !== null ? "flex" : "hidden sm:flex"),
				children: selected === null ? /* @__PURE__ */ jsx("p", {
					className: "flex flex-1 items-center justify-center p-4 text-center text-sm text-muted-foreground",
					children: chatMessages.pickThread
				}) : /* @__PURE__ */ jsxs(Fragment, { children: [
					/* @__PURE__ */ jsxs("div", {
						className: "flex shrink-0 items-center gap-2 border-b px-3 py-2",
						children: [/* @__PURE__ */ jsx(Button, {
							type: "button",
							variant: "ghost",
							size: "icon",
							"aria-label": "Kembali ke daftar pembeli",
							className: "size-8 sm:hidden",
							onClick: () => {
								setReturnTo(selected);
								setSelected(null);
							},
							children: /* @__PURE__ */ jsx(ArrowLeftIcon, { "aria-hidden": "true" })
						}), /* @__PURE__ */ jsx("h3", {
							className: "truncate text-sm font-semibold",
							children: selected
						})]
					}),
					/* @__PURE__ */ jsx(ChatMessageList, {
						messages: messages.data,
						viewerRole: "admin",
						threadBuyer: selected,
						label: `Percakapan dengan ${selected}`,
						emptyText: chatMessages.pickThread
					}, selected),
					/* @__PURE__ */ jsx(ChatComposer, {
						ref: field,
						onSend: (text) => send.mutateAsync({
							text,
							buyer: selected
						})
					}, selected)
				] })
			})]
		})
	});
}
export { AdminChatPanel };
