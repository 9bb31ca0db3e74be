/**
 * Saved-address rules (spec section 5, "Alamat"): whenever an account has addresses, exactly one
 * of them is the default. Shared by the browser adapter and the shop server; pure functions.
 */
import { accept, refuse, type Decision } from '../core/decision';
import type { AccountEffect, EffectPlan } from '../core/effects';
import { NotFoundError, ValidationError } from '../core/errors';
import { accountMessages } from '@/shared/messages-account';
import { activityMessages } from '@/shared/messages-activity';
import type { Address } from '../core/records';
import { validated } from '../core/validate-input';
import { addressInputSchema } from './inputs';

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

/** An accepted change of an account's addresses: its effects and the address it concerns, as stored after it. */
export interface AddressPlan extends EffectPlan<AccountEffect> {
  address: Address;
}

/** What an address decision reads: the account (its id) and its addresses, in their order. */
export interface AddressFacts {
  userId: string;
  addresses: readonly Address[];
}

/** The plan writing `next` as the account's addresses and logging `entry`. */
function addressPlan(facts: AddressFacts, next: Address[], address: Address, type: 'addAddress' | 'editAddress' | 'deleteAddress'): AddressPlan {
  return {
    effects: [
      { kind: 'setAddresses', userId: facts.userId, addresses: next },
      { kind: 'log', entry: { type, description: activityMessages[type](address.label), details: { addressId: address.id } } },
    ],
    address,
  };
}

/**
 * Decides adding `address` at the end of the account's addresses: the first address, or one
 * marked default, becomes the default (logged `addAddress`).
 * @returns the plan with the added address as stored; or ValidationError ADDRESS_LIMIT once the
 *   account has {@link MAX_ADDRESSES}.
 */
export function decideAddAddress(facts: AddressFacts & { address: Address }): Decision<AddressPlan> {
  const { addresses, address } = facts;
  if (addresses.length >= MAX_ADDRESSES) {
    return refuse(new ValidationError(accountMessages.addressLimit(MAX_ADDRESSES), {}, 'ADDRESS_LIMIT'));
  }
  const next = withOneDefault([...addresses, address], address.isDefault || addresses.length === 0 ? address.id : undefined);
  return accept(addressPlan(facts, next, next.find((a) => a.id === address.id)!, 'addAddress'));
}

/**
 * Decides an edit of the account's address `id` with `input` ({@link addressesAfterUpdate};
 * logged `editAddress`). The address is looked for before the input is checked: another
 * account's address is as unknown as a missing one, whatever is sent.
 * @returns the plan with the edited address; or NotFoundError 'Alamat tidak ditemukan.', or
 *   ValidationError with per-field messages.
 */
export function decideUpdateAddress(facts: AddressFacts & { id: string; input: unknown }): Decision<AddressPlan> {
  if (!facts.addresses.some((a) => a.id === facts.id)) return refuse(new NotFoundError(accountMessages.addressNotFound));
  const fields = validated(addressInputSchema, facts.input);
  if (!fields.ok) return fields;
  const next = addressesAfterUpdate(facts.addresses, facts.id, fields.plan);
  return accept(addressPlan(facts, next, next.find((a) => a.id === facts.id)!, 'editAddress'));
}

/**
 * Decides deleting the account's address `id` ({@link addressesAfterDelete}; logged `deleteAddress`).
 * @returns the plan with the deleted address; or NotFoundError 'Alamat tidak ditemukan.'.
 */
export function decideDeleteAddress(facts: AddressFacts & { id: string }): Decision<AddressPlan> {
  const existing = facts.addresses.find((a) => a.id === facts.id);
  if (!existing) return refuse(new NotFoundError(accountMessages.addressNotFound));
  return accept(addressPlan(facts, addressesAfterDelete(facts.addresses, facts.id), existing, 'deleteAddress'));
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
