/**
 * Saved-address rules (spec section 5, "Alamat"): whenever an account has addresses, exactly one
 * of them is the default. Shared by the browser adapter and the shop server; pure functions.
 */
import { accept, refuse, type Decision } from '../core/decision';
import { ValidationError } from '../core/errors';
import { accountMessages } from '@/shared/messages';
import type { Address } from '../core/records';

/**
 * Saved addresses per account at most: every request reads the account's
 * addresses with its session, so the list must stay short.
 */
export const MAX_ADDRESSES = 20;

/** An address's editable fields (everything but its id). */
export type AddressFields = Omit<Address, 'id'>;

/**
 * The list with exactly one default when it is not empty: `preferred` wins, else the current
 * default, else the first address. Returns a new array.
 */
export function withOneDefault(addresses: readonly Address[], preferred?: string): Address[] {
  if (addresses.length === 0) return [];
  const chosen = preferred ?? addresses.find((a) => a.isDefault)?.id ?? addresses[0]!.id;
  return addresses.map((a) => ({ ...a, isDefault: a.id === chosen }));
}

/**
 * Adding `address` at the end of an account's `addresses`: the new list, where the first address,
 * or one marked default, becomes the default; refused with ValidationError ADDRESS_LIMIT once the
 * account has {@link MAX_ADDRESSES}.
 */
export function decideAddAddress(addresses: readonly Address[], address: Address): Decision<{ addresses: Address[]; added: Address }> {
  if (addresses.length >= MAX_ADDRESSES) {
    return refuse(new ValidationError(accountMessages.addressLimit(MAX_ADDRESSES), {}, 'ADDRESS_LIMIT'));
  }
  const next = withOneDefault([...addresses, address], address.isDefault || addresses.length === 0 ? address.id : undefined);
  return accept({ addresses: next, added: next.find((a) => a.id === address.id)! });
}

/**
 * The list after editing address `id` (which must be in the list): marking it default moves the
 * default to it; unticking the only default keeps it default, since there must always be one.
 */
export function addressesAfterUpdate(
  addresses: readonly Address[],
  id: string,
  fields: AddressFields,
): Address[] {
  const existing = addresses.find((a) => a.id === id);
  const replaced = addresses.map((a) => (a.id === id ? { ...a, ...fields, id } : a));
  return withOneDefault(replaced, fields.isDefault || existing?.isDefault ? id : undefined);
}

/** The list after deleting address `id`: a deleted default passes to the first remaining address. */
export function addressesAfterDelete(addresses: readonly Address[], id: string): Address[] {
  return withOneDefault(addresses.filter((a) => a.id !== id));
}
