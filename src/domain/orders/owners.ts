/**
 * Whose order is it (docs/product/decisions.md "Whose order is it";
 * docs/decisions/017-owners-by-account-id.md): an order belongs to the account whose id it
 * carries, never to a name. Both modes ask here.
 */
import type { Order, SessionUser } from '../core/records';

/**
 * Whether `user` owns `order` (docs/product/decisions.md "Whose order is it"): the order's
 * `userId` only. An order without an owner is nobody's (the admin still sees it); a name is never
 * compared here, so a new account cannot take someone's orders by choosing their name.
 */
export function ownsOrder(order: Pick<Order, 'userId'>, user: Pick<SessionUser, 'id'>): boolean {
  return order.userId !== undefined && order.userId === user.id;
}

/**
 * The owner key of an order that had no owner and whose customer name matched no account when
 * owners were given (`~` and the name): no account id is ever `~…`, so nobody owns it, and an
 * account registered later under that name never does (docs/decisions/017-owners-by-account-id.md).
 */
export const orphanOrderOwner = (customerName: string): string => `~${customerName}`;

/**
 * Gives each order without an owner (prototype data) one, once, as it is read in — the stored
 * prototype data, a restore (docs/product/decisions.md "Whose order is it"): the account whose
 * username equals the order's `customerName`, else {@link orphanOrderOwner} (nobody's, for good).
 * @param orders - the orders read in.
 * @param users - the accounts read in with them (the same snapshot or the same backup).
 * @returns the orders, each without owner given `userId` (and `username` where an account
 *   matches); the very same array when no order changed.
 */
export function assignOrderOwners<T extends Pick<Order, 'userId' | 'username' | 'customerName'>>(
  orders: readonly T[],
  users: ReadonlyArray<Pick<SessionUser, 'id' | 'username'>>,
): readonly T[] {
  if (orders.every((order) => order.userId !== undefined)) return orders;
  const byUsername = new Map(users.map((user) => [user.username, user]));
  let changed = false;
  const result = orders.map((order) => {
    if (order.userId !== undefined) return order;
    const owner = byUsername.get(order.customerName);
    changed = true;
    return owner ? { ...order, userId: owner.id, username: owner.username } : { ...order, userId: orphanOrderOwner(order.customerName) };
  });
  return changed ? result : orders;
}
