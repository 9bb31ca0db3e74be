/**
 * The QRIS payload of the store's payment accounts (docs/product/decisions.md, "Payment instructions by method"):
 * an EMVCo merchant-presented QR string (EMV QRCPS-MPM, the format Bank Indonesia's QRIS uses).
 * Pure and zod-free; the admin's field is checked with {@link qrisProblem} by
 * `paymentAccountsSchema` (../settings/inputs.ts).
 */

/** Longest QRIS payload the store keeps, in characters (an EMVCo string is at most 512). */
export const MAX_QRIS_LENGTH = 512;
/** What every EMVCo merchant-presented payload starts with: tag 00, length 02, version 01. */
export const QRIS_PREFIX = '000201';
/** The CRC field's tag and length (`63`, `04`), followed by the 4 hexadecimal digits. */
const CRC_TAG = '6304';

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR), the
 * checksum of EMVCo QR payloads; "123456789" gives 0x29B1.
 * @param text - the characters to check; each character's code is taken as one byte (callers pass
 * printable ASCII; a code above 255 is cut to its low byte).
 * @returns the checksum, 0–65535.
 */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** The checksum as EMVCo writes it: 4 upper-case hexadecimal digits. */
function crcHex(text: string): string {
  return crc16CcittFalse(text).toString(16).toUpperCase().padStart(4, '0');
}

/**
 * Completes a payload with its CRC field: `body` + `6304` + the CRC-16/CCITT-FALSE of both, in
 * upper-case hexadecimal (EMV QRCPS-MPM, data object 63). Used by the demo seed and the tests.
 * @param body - every data object before the CRC (from `000201` on).
 */
export function withQrisCrc(body: string): string {
  const signed = `${body}${CRC_TAG}`;
  return `${signed}${crcHex(signed)}`;
}

/** Why a text is not an acceptable QRIS payload (see {@link qrisProblem}). */
export type QrisProblem = 'prefix' | 'length' | 'characters' | 'crc';

/**
 * Checks a merchant-presented QRIS payload: it starts with `000201`, has at most
 * {@link MAX_QRIS_LENGTH} characters, only printable ASCII (U+0020–U+007E), and ends with tag `63`,
 * length `04` and the correct CRC-16/CCITT-FALSE of everything before the 4 digits (upper or lower
 * case hexadecimal accepted).
 * @param payload - the payload as the admin pasted it (already trimmed).
 * @returns the first problem found, or null for a good payload.
 */
export function qrisProblem(payload: string): QrisProblem | null {
  if (payload.length > MAX_QRIS_LENGTH) return 'length';
  if (!/^[\x20-\x7e]*$/.test(payload)) return 'characters';
  if (!payload.startsWith(QRIS_PREFIX)) return 'prefix';
  const digits = payload.slice(-4);
  const signed = payload.slice(0, -4);
  if (!signed.endsWith(CRC_TAG) || signed.length < QRIS_PREFIX.length + CRC_TAG.length) return 'crc';
  if (!/^[0-9A-Fa-f]{4}$/.test(digits) || digits.toUpperCase() !== crcHex(signed)) return 'crc';
  return null;
}

