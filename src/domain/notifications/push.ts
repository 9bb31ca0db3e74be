/**
 * Which Web Push notifications an accepted plan makes (docs/decisions/026-web-push.md): decided
 * here once, from the plan's effects, and written by the server's effects layer as push outbox
 * rows in the plan's own transaction (server/services/push.ts). Browser mode sends none (Web Push
 * needs the server). A payload names no person and no message text: an order's id and total,
 * its shipping step and tracking number to its own buyer, and where to open it.
 */
import { effectsOfKind, type ShopEffect } from '../core/effects';
import type { Order, Role } from '../core/records';
import { formatRupiah } from '@/shared/format';
import { pushMessages } from '@/shared/messages-push';
import { adminOrdersPath, ADMIN_AREA } from '@/shared/routes';

/** What a device shows: title, body, the page a tap opens (a path of the shop) and the tag that replaces an older one. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** Whose devices receive a push: every admin's, or one account's. */
export type PushAudience = { kind: 'admins' } | { kind: 'account'; userId: string };

/** One push to queue: its audience and its payload. */
export interface PushNotice {
  audience: PushAudience;
  payload: PushPayload;
}

/** The buyer's page of order `orderId` (`/pesanan-saya/{id}`). */
export function buyerOrderPath(orderId: string): string {
  return `/pesanan-saya/${encodeURIComponent(orderId)}`;
}

/**
 * The buyer's notice of order `order`'s step `set` (none when nothing a buyer waits for changed):
 * a shipping step (sent with its tracking number), the payment verified or rejected, the order
 * cancelled or completed.
 */
function buyerNotice(order: Order, set: Partial<Order>): PushPayload | null {
  const id = order.id;
  let body: string | null = null;
  if (set.shippingStatus === 'Dikirim') body = pushMessages.shipped(id, set.trackingNumber ?? order.trackingNumber ?? '');
  else if (set.shippingStatus && set.shippingStatus !== 'Menunggu Konfirmasi Admin') body = pushMessages.shippingStep(id, set.shippingStatus);
  else if (set.status === 'Processed') body = pushMessages.paid(id);
  else if (set.status === 'Pending' && set.paymentRejectReason) body = pushMessages.paymentRejected(id);
  else if (set.status === 'Cancelled') body = pushMessages.cancelled(id);
  else if (set.status === 'Completed') body = pushMessages.completed(id);
  if (body === null) return null;
  return { title: pushMessages.orderTitle, body, url: buyerOrderPath(id), tag: `order-${id}` };
}

/**
 * The pushes `effects` make, in their order:
 * - an order inserted: to the admins, 'Pesanan baru ORD… — Rp …' (opens the orders page);
 * - an order set to 'Verifying' (the buyer's 'Saya Sudah Bayar'): to the admins, the payment to
 *   verify (opens the orders on `Menunggu Verifikasi`);
 * - a buyer's chat message: to the admins, 'Pesan baru dari pembeli', never its text;
 * - a step of the order `order` someone else took (the admin, or the shop's own deadlines): to
 *   its buyer's account, e.g. 'Pesanan ORD… sudah dikirim, resi …' (opens `/pesanan-saya/{id}`).
 * @param effects - an accepted plan's effects.
 * @param order - the plan's order after it (its buyer and total), if it is an order's plan.
 * @param actorRole - who took the step (`system` for the shop's jobs): a buyer is not told of their own.
 */
export function pushesFor(effects: readonly ShopEffect[], order: Order | undefined, actorRole: Role | 'system'): PushNotice[] {
  const notices: PushNotice[] = [];
  const admins = { kind: 'admins' } as const;
  for (const effect of effects) {
    if (effect.kind === 'insertOrder') {
      const placed = effect.order;
      notices.push({
        audience: admins,
        payload: { title: pushMessages.newOrderTitle, body: pushMessages.newOrderBody(placed.id, formatRupiah(placed.total)), url: `${ADMIN_AREA}/orders`, tag: `order-${placed.id}` },
      });
    } else if (effect.kind === 'setOrderFields') {
      const target = order?.id === effect.orderId ? order : undefined;
      if (effect.set.status === 'Verifying') {
        notices.push({
          audience: admins,
          payload: {
            title: pushMessages.verifyTitle,
            body: pushMessages.verifyBody(effect.orderId, target ? formatRupiah(target.total) : ''),
            url: adminOrdersPath({ stage: 'Menunggu Verifikasi' }),
            tag: `verify-${effect.orderId}`,
          },
        });
      } else if (target?.userId && actorRole !== 'buyer') {
        const payload = buyerNotice(target, effect.set);
        if (payload) notices.push({ audience: { kind: 'account', userId: target.userId }, payload });
      }
    }
  }
  for (const append of effectsOfKind(effects, 'appendChatMessage')) {
    if (append.message.sender !== 'buyer') continue;
    notices.push({
      audience: admins,
      payload: { title: pushMessages.chatTitle, body: pushMessages.chatBody, url: ADMIN_AREA, tag: `chat-${append.buyerId}` },
    });
  }
  return notices;
}

/** The test push of `Kirim Notifikasi Uji` (to the caller's own devices). */
export function testPush(): PushPayload {
  return { title: pushMessages.testTitle, body: pushMessages.testBody, url: '/', tag: 'test' };
}
