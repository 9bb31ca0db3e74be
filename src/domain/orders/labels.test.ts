import { ValidationError } from '../core/errors';
import { inRequestedOrder, labelIdsParam, MAX_LABELS_PER_PRINT, ordersToRead } from './labels';

describe('the ids of a print of packing labels', () => {
  it('reads the address parameter: trimmed, empty ones dropped, each once, in order', () => {
    expect(labelIdsParam(' ORD2,ORD1,,ORD2 , ')).toEqual(['ORD2', 'ORD1']);
    expect(labelIdsParam(null)).toEqual([]);
    expect(labelIdsParam('')).toEqual([]);
  });

  it(`reads at most ${MAX_LABELS_PER_PRINT} distinct ids`, () => {
    const ids = Array.from({ length: MAX_LABELS_PER_PRINT }, (_, i) => `ORD${i}`);
    expect(ordersToRead([...ids, 'ORD0'])).toEqual(ids);
    expect(() => ordersToRead([...ids, 'ORD-LAIN'])).toThrow(ValidationError);
  });

  it('puts the orders found in the order asked, leaving out unknown ids', () => {
    expect(inRequestedOrder([{ id: 'A' }, { id: 'B' }], ['B', 'X', 'A'])).toEqual([{ id: 'B' }, { id: 'A' }]);
  });
});
