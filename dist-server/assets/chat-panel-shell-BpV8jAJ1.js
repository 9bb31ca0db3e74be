import { r as chatMessages } from "./messages-CBdMQSHl.js";
import { a as errorMessage } from "./errors-a5EGD5HF.js";
import { a as jakartaDay, i as formatTime, n as formatDateTime, t as formatDate } from "./format-DldOCsp5.js";
import { a as chatTextSchema, t as MAX_CHAT_LENGTH } from "./validation-D8L1HcKr.js";
import { d as queryKeys, l as useShopData } from "./react-CEzJk9tn.js";
import { t as cn } from "./utils-CmjGWNWk.js";
import { f as Spinner, g as Button, m as messageLabel, p as isOwnMessage } from "../entry-server.js";
import { t as Label } from "./label-DAK8_zUG.js";
import { t as Textarea } from "./textarea-DXTQh0JJ.js";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
import { SendHorizontalIcon, XIcon } from "lucide-react";
// src/features/chat/api/use-chat-messages.ts
/**
* One buyer's chat thread, oldest first (spec section 4). A buyer reads their own thread, an
* admin the named buyer's. The query is keyed by the buyer's username, so another account signed
* in on the same device never sees a cached thread that is not theirs. A message sent in any tab
* refreshes it.
* @param buyer - the thread's buyer username (for a buyer: their own).
* @param viewerRole - the signed-in user's role.
* @param enabled - false to wait (e.g. no thread selected yet).
*/
function useChatMessages(buyer, viewerRole, enabled = true) {
	const data = useShopData();
	return useQuery({
		queryKey: queryKeys.chatMessages(buyer),
		queryFn: () => viewerRole === "admin" ? data.chat.listMessages(buyer) : data.chat.listMessages(),
		enabled
	});
}
// src/features/chat/api/use-send-chat-message.ts
/**
* Sends a chat message (spec sections 4 and 5): raises the other side's unread counter. Throws a
* ValidationError ('Pesan tidak boleh kosong.', 'Pesan maksimal 2.000 karakter.') or a
* PermissionError, each with the user's message.
*/
function useSendChatMessage() {
	const data = useShopData();
	return useMutation({ mutationFn: (input) => data.chat.send(input) });
}
// src/features/chat/api/use-mark-chat-read.ts
/**
* Resets the viewer's unread counter of a thread (spec section 4): a buyer's own (no argument),
* or the admin's for the named buyer. Writes nothing when the counter is already 0.
*/
function useMarkChatRead() {
	const data = useShopData();
	return useMutation({ mutationFn: (buyer) => data.chat.markRead(buyer) });
}
// src/features/chat/hooks/use-mark-read-while-open.ts
/**
* Keeps a thread read while the viewer looks at it (spec section 4): whenever `active` and the
* thread's unread count is above 0, calls `markRead(buyer)` once for that count. A count of 0
* writes nothing, so there is no write loop; a failed reset is not retried until the count
* changes.
* @param active - the thread is on screen (the buyer's panel open, the admin's thread selected).
* @param unread - the viewer's unread count of that thread.
* @param buyer - the thread's buyer (admin only; a buyer's own thread when left out).
*/
function useMarkReadWhileOpen(active, unread, buyer) {
	const { mutate } = useMarkChatRead();
	const attempted = useRef(null);
	useEffect(() => {
		if (!active || unread <= 0) {
			attempted.current = null;
			return;
		}
		const key = `${buyer ?? ""}\u0000${unread}`;
		if (attempted.current === key) return;
		attempted.current = key;
		mutate(buyer);
	}, [
		active,
		unread,
		buyer,
		mutate
	]);
}
// src/features/chat/components/chat-composer.tsx
/** From this many characters on, the composer shows how many are left. */
var CHAT_COUNTER_FROM = MAX_CHAT_LENGTH - 200;
var count = new Intl.NumberFormat("id-ID");
/**
* The message field `Pesan` (placeholder 'Ketik pesan...') and the `Kirim` button (spec sections
* 2 and 5; docs/product/ui-names.md "Chat"). Enter sends, Shift+Enter adds a line; blank text is not sent;
* text over 2,000 characters shows 'Pesan maksimal 2.000 karakter.' and is not sent, with a
* counter of the characters left near the limit. The field clears when a message is sent, so
* the next one can be written and sent at once: messages written while one is on its way wait
* in order (`Kirim` is `aria-busy` until all are through). If sending fails, the failed message
* and any waiting after it come back into the field, in order, before what was typed since,
* with the error below it: nothing is lost and nothing arrives out of order.
* A single field with live checks, so plain state and `chatTextSchema` rather than a form library.
*/
function ChatComposer({ onSend, ref, className }) {
	const fieldId = useId();
	const errorId = useId();
	const counterId = useId();
	const [text, setText] = useState("");
	const [sendError, setSendError] = useState(null);
	/** Messages written but not yet through, oldest first (the first one is on its way). */
	const queue = useRef([]);
	const [waiting, setWaiting] = useState(0);
	const busy = waiting > 0;
	const tooLong = text.trim().length > MAX_CHAT_LENGTH;
	const showCounter = text.length >= CHAT_COUNTER_FROM;
	const error = tooLong ? chatMessages.tooLong : sendError;
	/** Sends the queued messages one by one; on a failure, gives back every unsent one. */
	async function drain() {
		while (queue.current.length > 0) try {
			await onSend(queue.current[0]);
			queue.current.shift();
			setWaiting(queue.current.length);
		} catch (e) {
			const unsent = queue.current.splice(0);
			setWaiting(0);
			setText((current) => [...unsent, current].filter((part) => part !== "").join("\n"));
			setSendError(errorMessage(e));
		}
	}
	function submit() {
		const parsed = chatTextSchema.safeParse(text);
		if (!parsed.success) return;
		setText("");
		setSendError(null);
		queue.current.push(parsed.data);
		setWaiting(queue.current.length);
		if (queue.current.length === 1) drain();
	}
	function handleKeyDown(event) {
		if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
		event.preventDefault();
		submit();
	}
	const describedBy = [showCounter && counterId, error && errorId].filter(Boolean).join(" ") || void 0;
	return /* @__PURE__ */ jsxs("form", {
		className: cn("flex shrink-0 flex-col gap-1.5 border-t bg-card p-3", className),
		onSubmit: (event) => {
			event.preventDefault();
			submit();
		},
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex items-center justify-between gap-2",
				children: [/* @__PURE__ */ jsx(Label, {
					htmlFor: fieldId,
					className: "text-xs",
					children: "Pesan"
				}), showCounter && /* @__PURE__ */ jsxs("span", {
					id: counterId,
					"aria-live": "polite",
					className: cn("text-xs tabular-nums", tooLong ? "font-medium text-destructive" : "text-muted-foreground"),
					children: [
						count.format(text.length),
						"/",
						count.format(2e3)
					]
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex items-end gap-2",
				children: [/* @__PURE__ */ jsx(Textarea, {
					ref,
					id: fieldId,
					rows: 1,
					value: text,
					placeholder: chatMessages.placeholder,
					"aria-invalid": error ? true : void 0,
					"aria-describedby": describedBy,
					onChange: (event) => {
						setText(event.target.value);
						if (sendError) setSendError(null);
					},
					onKeyDown: handleKeyDown,
					className: "max-h-28 min-h-10 resize-none py-2"
				}), /* @__PURE__ */ jsxs(Button, {
					type: "submit",
					"aria-busy": busy || void 0,
					className: "shrink-0",
					children: [/* @__PURE__ */ jsx(SendHorizontalIcon, { "aria-hidden": "true" }), "Kirim"]
				})]
			}),
			error && /* @__PURE__ */ jsx("p", {
				id: errorId,
				role: "alert",
				className: "text-xs font-medium text-destructive",
				children: error
			})
		]
	});
}
// src/features/chat/components/chat-message-bubble.tsx
/**
* One chat message as a list item (spec sections 4 and 6): the label (the sender's username for
* the viewer's own role, otherwise 'Admin' or 'Pembeli'), the time in the Indonesian format
* (with the date when not today), a link chip 'Tentang: {product}' when the buyer asked about a
* product, and the text, rendered as text with its line breaks.
*/
function ChatMessageBubble({ message, viewerRole, threadBuyer, today }) {
	const own = isOwnMessage(message, viewerRole);
	const stamp = jakartaDay(new Date(message.timestamp)) === today ? formatTime(message.timestamp) : `${formatDate(message.timestamp)} ${formatTime(message.timestamp)}`;
	return /* @__PURE__ */ jsxs("li", {
		className: cn("flex max-w-[85%] flex-col gap-1", own ? "ml-auto items-end" : "mr-auto items-start"),
		children: [
			/* @__PURE__ */ jsxs("p", {
				className: "text-xs text-muted-foreground",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: "font-medium text-foreground",
						children: messageLabel(message, viewerRole, threadBuyer)
					}),
					" ",
					/* @__PURE__ */ jsx("time", {
						dateTime: message.timestamp,
						title: formatDateTime(message.timestamp),
						children: stamp
					})
				]
			}),
			message.product && /* @__PURE__ */ jsxs("p", {
				className: cn("flex max-w-full flex-wrap items-baseline gap-x-1 text-xs", own && "justify-end text-right"),
				children: [/* @__PURE__ */ jsxs(Link, {
					to: `/product/${message.product.id}`,
					className: "rounded-full border border-primary/40 bg-secondary px-2 py-0.5 font-medium break-words text-secondary-foreground underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden",
					children: ["Tentang: ", message.product.name]
				}), message.product.partnerName && /* @__PURE__ */ jsxs("span", {
					className: "text-muted-foreground",
					children: ["dari ", message.product.partnerName]
				})]
			}),
			/* @__PURE__ */ jsx("p", {
				className: cn("max-w-full rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap break-words", own ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground"),
				children: message.text
			})
		]
	});
}
// src/features/chat/components/chat-message-list.tsx
/**
* A thread's messages as a polite live log (new messages are announced), scrolled to the newest
* message on every change (spec section 2, "Buyer chat panel"). The log is focusable so keyboard
* users can scroll it.
*/
function ChatMessageList({ messages, viewerRole, threadBuyer, label, emptyText }) {
	const scroller = useRef(null);
	const [today] = useState(() => jakartaDay(/* @__PURE__ */ new Date()));
	useLayoutEffect(() => {
		const el = scroller.current;
		if (el) el.scrollTop = el.scrollHeight;
	}, [messages]);
	return /* @__PURE__ */ jsx("div", {
		ref: scroller,
		role: "log",
		"aria-live": "polite",
		"aria-label": label,
		tabIndex: 0,
		className: "min-h-0 flex-1 overflow-y-auto overscroll-contain p-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden focus-visible:ring-inset",
		children: messages === void 0 ? /* @__PURE__ */ jsx("div", {
			className: "flex h-full items-center justify-center",
			children: /* @__PURE__ */ jsx(Spinner, { label: "Memuat pesan..." })
		}) : messages.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: "flex h-full items-center justify-center px-4 text-center text-sm text-muted-foreground",
			children: emptyText
		}) : /* @__PURE__ */ jsx("ol", {
			className: "flex flex-col gap-3",
			children: messages.map((message) => /* @__PURE__ */ jsx(ChatMessageBubble, {
				message,
				viewerRole,
				threadBuyer,
				today
			}, message.id))
		})
	});
}
// src/features/chat/components/chat-panel-shell.tsx
/**
* The floating card both chat panels share: a non-modal dialog named by its `<h2>` title, with
* the close button `Tutup chat`; Escape anywhere inside closes it. The page behind stays usable.
*/
function ChatPanelShell({ id, title, onClose, className, ref, children }) {
	const titleId = useId();
	return /* @__PURE__ */ jsxs("div", {
		ref,
		id,
		role: "dialog",
		"aria-labelledby": titleId,
		tabIndex: -1,
		onKeyDown: (event) => {
			if (event.key !== "Escape") return;
			event.stopPropagation();
			onClose();
		},
		className: cn("fixed z-50 flex flex-col overflow-hidden border bg-card text-card-foreground shadow-xl focus:outline-hidden", className),
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex shrink-0 items-center justify-between gap-2 border-b bg-primary px-4 py-2 text-primary-foreground",
			children: [/* @__PURE__ */ jsx("h2", {
				id: titleId,
				className: "text-base font-semibold",
				children: title
			}), /* @__PURE__ */ jsx(Button, {
				type: "button",
				variant: "ghost",
				size: "icon",
				"aria-label": "Tutup chat",
				onClick: onClose,
				className: "size-9 text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground focus-visible:ring-primary-foreground focus-visible:ring-offset-primary",
				children: /* @__PURE__ */ jsx(XIcon, { "aria-hidden": "true" })
			})]
		}), children]
	});
}
export { useSendChatMessage as a, useMarkReadWhileOpen as i, ChatMessageList as n, useChatMessages as o, ChatComposer as r, ChatPanelShell as t };
