import fc from 'fast-check';
import { crc16CcittFalse, MAX_QRIS_LENGTH, qrisProblem, withQrisCrc } from './qris';

/** A short valid payload body: format indicator, static, currency, country, merchant name. */
const BODY = '000201010211530336058' + '02ID5913SEULANGA DEMO';

describe('crc16CcittFalse', () => {
  it('gives the catalogued check value of CRC-16/CCITT-FALSE and the initial value for no input', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
    expect(crc16CcittFalse('')).toBe(0xffff);
    expect(crc16CcittFalse('A')).toBe(0xb915);
  });

  it('matches a known QRIS payload checksum', () => {
    // The checksum over everything up to and including '6304' is its last four digits.
    const payload = withQrisCrc(BODY);
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
    expect(crc16CcittFalse(payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0')).toBe(payload.slice(-4));
  });

  it('is a 16-bit number, and changing any one character changes it (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...' 0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ.-'), minLength: 1, maxLength: 200 }),
        fc.nat(),
        fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        (text, at, replacement) => {
          const crc = crc16CcittFalse(text);
          expect(Number.isInteger(crc) && crc >= 0 && crc <= 0xffff).toBe(true);
          const i = at % text.length;
          fc.pre(text[i] !== replacement);
          // A CRC detects every error burst of up to 16 bits, so one changed byte always shows.
          const changed = `${text.slice(0, i)}${replacement}${text.slice(i + 1)}`;
          expect(crc16CcittFalse(changed)).not.toBe(crc);
        },
      ),
    );
  });

  it('accepts every payload signed by withQrisCrc, and refuses it once a character changes (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFGHIJ KLMNOPQRSTUVWXYZ.'), maxLength: 300 }),
        fc.nat(),
        (tail, at) => {
          const payload = withQrisCrc(`000201${tail}`);
          expect(qrisProblem(payload)).toBeNull();
          // Change one character of the signed part (after the prefix, before the CRC field).
          const i = 6 + (at % Math.max(1, tail.length));
          fc.pre(tail.length > 0);
          const flipped = payload[i] === 'X' ? 'Y' : 'X';
          expect(qrisProblem(`${payload.slice(0, i)}${flipped}${payload.slice(i + 1)}`)).toBe('crc');
        },
      ),
    );
  });
});

describe('qrisProblem', () => {
  const good = withQrisCrc(BODY);

  it('accepts a well-formed payload, with the checksum in upper or lower case', () => {
    expect(qrisProblem(good)).toBeNull();
    expect(qrisProblem(`${good.slice(0, -4)}${good.slice(-4).toLowerCase()}`)).toBeNull();
  });

  it('refuses a payload that does not start with 000201', () => {
    expect(qrisProblem(withQrisCrc(`000202${BODY.slice(6)}`))).toBe('prefix');
    expect(qrisProblem('hello')).toBe('prefix');
  });

  it(`refuses more than ${MAX_QRIS_LENGTH} characters, even with a correct checksum`, () => {
    const long = withQrisCrc(`000201${'9'.repeat(MAX_QRIS_LENGTH - 6 - 8 + 1)}`);
    expect(long).toHaveLength(MAX_QRIS_LENGTH + 1);
    expect(qrisProblem(long)).toBe('length');
    const longest = withQrisCrc(`000201${'9'.repeat(MAX_QRIS_LENGTH - 6 - 8)}`);
    expect(longest).toHaveLength(MAX_QRIS_LENGTH);
    expect(qrisProblem(longest)).toBeNull();
  });

  it('refuses characters outside printable ASCII (line breaks, NUL, non-ASCII)', () => {
    for (const bad of ['\n', '\u0000', 'é', '\u{1F600}', '\t', '\u007f']) {
      expect(qrisProblem(withQrisCrc(`${BODY}62${String(bad.length + 2).padStart(2, '0')}01${bad}`))).toBe('characters');
    }
  });

  it('refuses a wrong checksum, a missing CRC field and a CRC field of another length', () => {
    const wrong = `${good.slice(0, -4)}${good.slice(-4) === '0000' ? '0001' : '0000'}`;
    expect(qrisProblem(wrong)).toBe('crc');
    expect(qrisProblem(BODY)).toBe('crc');
    expect(qrisProblem(good.slice(0, -1))).toBe('crc');
    expect(qrisProblem(`${good.slice(0, -8)}6305${good.slice(-4)}`)).toBe('crc');
    expect(qrisProblem(`${good.slice(0, -4)}12G4`)).toBe('crc');
    expect(qrisProblem('0002016304')).toBe('crc');
  });
});
