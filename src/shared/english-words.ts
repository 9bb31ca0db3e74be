/**
 * English words that must not reach Seulanga's users (the interface is Indonesian; buyers know
 * marketplace apps' words, docs/product/ui-names.md "One name per thing"). A unit test scans the
 * message catalogues and the page titles for them (src/shared/english-words.test.ts); phone e2e
 * specs scan the rendered pages. Matched as whole words, any letter case.
 */
export const ENGLISH_WORDS = [
  'Add',
  'Cancel',
  'Cancelled',
  'Cart',
  'Checkout',
  'Completed',
  'Dashboard',
  'Delete',
  'Edit',
  'Error',
  'Failed',
  'Invoice',
  'Item',
  'Items',
  'Loading',
  'Login',
  'Logout',
  'Order',
  'Orders',
  'Payload',
  'Pending',
  'Processed',
  'Rating',
  'Save',
  'Search',
  'Settings',
  'Shipping',
  'Submit',
  'Success',
  'Update',
  'Upload',
  'Verifying',
] as const;

/**
 * Words the check lets through although English or borrowed: the spec's field names (`Username`,
 * `Password`) and brand or technical names people read as they are.
 */
export const ALLOWED_WORDS = ['Username', 'Password', 'QRIS', 'COD', 'SKU', 'WhatsApp', 'e-mail', 'email', 'JSON', 'API', 'CRC', 'ASCII'] as const;

/** Builds the whole-word, case-insensitive pattern of {@link ENGLISH_WORDS}. */
function englishWordPattern(): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_-])(${ENGLISH_WORDS.join('|')})(?![\\p{L}\\p{N}_-])`, 'giu');
}

/**
 * The English words of {@link ENGLISH_WORDS} in `text`, as they are written there (none: `[]`).
 * A word joined to another by a hyphen or underscore (a command such as `admin:reset-password`,
 * an identifier) does not count.
 * @param text - a text users read.
 */
export function englishWordsIn(text: string): string[] {
  return [...text.matchAll(englishWordPattern())].map((match) => match[1]!);
}
