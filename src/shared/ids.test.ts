import { createIdFactory } from './ids';

describe('createIdFactory', () => {
  it('makes distinct ids within the same millisecond', () => {
    const newId = createIdFactory(() => new Date(1_700_000_000_000), () => 0);
    const ids = Array.from({ length: 1000 }, () => newId('ORD'));
    expect(new Set(ids).size).toBe(1000);
    expect(ids[0]).toMatch(/^ORD1700000000000[0-9a-z]{2}$/);
  });

  it('skips ids already taken', () => {
    const newId = createIdFactory(() => new Date(5), () => 0);
    expect(newId('TRX', new Set(['TRX500']))).toBe('TRX600');
  });
});
