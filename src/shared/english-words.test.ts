import { describe, expect, it } from 'vitest';
import { ALLOWED_WORDS, ENGLISH_WORDS, englishWordsIn } from './english-words';
import { messageCatalogue } from '@/shared/message-catalogue';
import { PAGE_TITLES } from './page-titles';
import { NOT_FOUND_PAGE, ROUTES } from './routes';

/** Sample arguments a message function is called with: texts, then numbers when texts throw. */
function callWithSamples(fn: (...args: unknown[]) => unknown): unknown {
  try {
    return fn(...Array.from({ length: fn.length }, () => 'contoh'));
  } catch {
    return fn(...Array.from({ length: fn.length }, () => 2));
  }
}

/** Every text a catalogue value holds, with its path: strings, and functions' results. */
function textsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return textsOf(callWithSamples(value as (...args: unknown[]) => unknown), `${path}()`);
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${path}.${key}`));
  }
  return [];
}

const texts: [string, string][] = [
  ...textsOf(messageCatalogue, 'messages'),
  ...textsOf(PAGE_TITLES, 'PAGE_TITLES'),
  ...ROUTES.flatMap((route) => (route.title === null ? [] : [[`route ${route.path}`, route.title] as [string, string]])),
  ['NOT_FOUND_PAGE', NOT_FOUND_PAGE.title],
];

describe('no English words in the interface (src/shared/english-words.ts)', () => {
  it('finds whole words in any letter case, not inside other words or joined identifiers', () => {
    expect(englishWordsIn('Lanjut ke Checkout sekarang')).toEqual(['Checkout']);
    expect(englishWordsIn('status PENDING.')).toEqual(['PENDING']);
    expect(englishWordsIn('Pesanan Saya (Ordering)')).toEqual([]);
    expect(englishWordsIn('jalankan npm run admin:reset-password')).toEqual([]);
  });

  it('allows no listed word, and lists none of the allowed ones', () => {
    const lower = new Set(ENGLISH_WORDS.map((word) => word.toLowerCase()));
    for (const word of ALLOWED_WORDS) expect(lower.has(word.toLowerCase()), word).toBe(false);
  });

  it('reads many texts from the catalogues and the titles', () => {
    expect(texts.length).toBeGreaterThan(300);
  });

  it.each(texts)('%s is Indonesian', (_path, text) => {
    expect(englishWordsIn(text)).toEqual([]);
  });
});
