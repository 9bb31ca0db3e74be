/** The saved-address rule shared by both modes (spec section 5): exactly one default. */
import type { Address } from '../core/records';
import {
  addressesAfterDelete,
  addressesAfterUpdate,
  decideAddAddress,
  decideDeleteAddress,
  decideUpdateAddress,
  MAX_ADDRESSES,
  withOneDefault,
} from './addresses';
import { planOrThrow } from '../core/decision';
import { effectsOfKind, planLogEntry } from '../core/effects';
import { activityMessages } from '@/shared/messages-activity';

/** The list after adding `address` (the decision accepted). */
const addressesAfterAdd = (addresses: readonly Address[], address: Address) =>
  effectsOfKind(planOrThrow(decideAddAddress({ userId: 'USR1', addresses, address })).effects, 'setAddresses')[0]!.addresses;

const make = (id: string, isDefault = false): Address => ({
  id,
  label: id,
  recipientName: 'Cut Meutia',
  phone: '081234567890',
  fullAddress: 'Banda Aceh',
  postalCode: '23121',
  isDefault,
});
const defaults = (list: Address[]) => list.filter((a) => a.isDefault).map((a) => a.id);

describe('address limit', () => {
  it(`keeps at most ${MAX_ADDRESSES} addresses per account: the next one is refused with ADDRESS_LIMIT`, () => {
    const full = Array.from({ length: MAX_ADDRESSES - 1 }, (_, i) => make(`A${i}`, i === 0));
    const accepted = addressesAfterAdd(full, make('LAST'));
    expect(accepted).toHaveLength(MAX_ADDRESSES);
    const refused = decideAddAddress({ userId: 'USR1', addresses: accepted, address: make('ONE-MORE') });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.refusal.code).toBe('ADDRESS_LIMIT');
    expect(!refused.ok && refused.refusal.message).toContain(`maksimal ${MAX_ADDRESSES} alamat`);
  });
});

describe('address defaults', () => {
  it('the first address, or a ticked one, becomes the default', () => {
    expect(defaults(addressesAfterAdd([], make('A')))).toEqual(['A']);
    expect(defaults(addressesAfterAdd([make('A', true)], make('B')))).toEqual(['A']);
    expect(defaults(addressesAfterAdd([make('A', true)], make('B', true)))).toEqual(['B']);
  });

  it('editing moves the default to a ticked address and never leaves none', () => {
    const list = [make('A', true), make('B')];
    const { id: _a, ...fieldsA } = make('A');
    const { id: _b, ...fieldsB } = make('B', true);
    expect(defaults(addressesAfterUpdate(list, 'A', { ...fieldsA, label: 'Rumah' }))).toEqual([
      'A',
    ]);
    expect(defaults(addressesAfterUpdate(list, 'B', fieldsB))).toEqual(['B']);
    expect(addressesAfterUpdate(list, 'A', { ...fieldsA, label: 'Rumah' })[0]!.label).toBe('Rumah');
  });

  it('a deleted default passes to the first remaining address', () => {
    expect(defaults(addressesAfterDelete([make('A'), make('B', true), make('C')], 'B'))).toEqual([
      'A',
    ]);
    expect(addressesAfterDelete([make('A', true)], 'A')).toEqual([]);
    expect(defaults(withOneDefault([make('A', true), make('B', true)]))).toEqual(['A']);
  });
});

describe('address decisions', () => {
  const addresses = [make('A', true), make('B')];
  const { id: _b, ...fieldsB } = make('B', true);

  it('an edit writes the whole list with the default moved, logged editAddress with the address id', () => {
    const plan = planOrThrow(decideUpdateAddress({ userId: 'USR1', addresses, id: 'B', input: { ...fieldsB, label: 'Kantor' } }));
    expect(plan.address).toMatchObject({ id: 'B', label: 'Kantor', isDefault: true });
    expect(plan.effects).toEqual([
      { kind: 'setAddresses', userId: 'USR1', addresses: [{ ...make('A'), isDefault: false }, { ...make('B', true), label: 'Kantor' }] },
      { kind: 'log', entry: { type: 'editAddress', description: activityMessages.editAddress('Kantor'), details: { addressId: 'B' } } },
    ]);
  });

  it("looks for the address before the input: another account's address is not found, whatever is sent", () => {
    const unknown = decideUpdateAddress({ userId: 'USR1', addresses, id: 'C', input: {} });
    expect(!unknown.ok && unknown.refusal.code).toBe('NOT_FOUND');
    const invalid = decideUpdateAddress({ userId: 'USR1', addresses, id: 'B', input: { ...fieldsB, phone: '' } });
    expect(!invalid.ok && invalid.refusal.code).toBe('VALIDATION_FAILED');
    expect(!invalid.ok && invalid.refusal).toMatchObject({ fieldErrors: { phone: expect.any(String) } });
  });

  it('a delete writes the rest with one default, logged deleteAddress; an unknown id is not found', () => {
    const plan = planOrThrow(decideDeleteAddress({ userId: 'USR1', addresses, id: 'A' }));
    expect(effectsOfKind(plan.effects, 'setAddresses')[0]!.addresses).toEqual([make('B', true)]);
    expect(planLogEntry(plan)).toEqual({ type: 'deleteAddress', description: activityMessages.deleteAddress('A'), details: { addressId: 'A' } });
    const unknown = decideDeleteAddress({ userId: 'USR1', addresses, id: 'Z' });
    expect(!unknown.ok && unknown.refusal.code).toBe('NOT_FOUND');
  });
});
