/** The saved-address rule shared by both modes (spec section 5): exactly one default. */
import type { Address } from '../core/records';
import {
  addressesAfterDelete,
  addressesAfterUpdate,
  decideAddAddress,
  MAX_ADDRESSES,
  withOneDefault,
} from './addresses';
import { planOrThrow } from '../core/decision';

/** The list after adding `address` (the decision accepted). */
const addressesAfterAdd = (addresses: readonly Address[], address: Address) => planOrThrow(decideAddAddress(addresses, address)).addresses;

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
    const accepted = decideAddAddress(full, make('LAST'));
    expect(accepted.ok && accepted.plan.addresses).toHaveLength(MAX_ADDRESSES);
    const refused = decideAddAddress(accepted.ok ? accepted.plan.addresses : [], make('ONE-MORE'));
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
