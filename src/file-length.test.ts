// @vitest-environment node
/**
 * No source file grows past {@link MAX_LINES} lines without saying why in its header comment (a
 * line "Long on purpose: …"): a long file is either split by subject or explained
 * (docs/conventions.md, "The shape of the house"). Tests and specs are exempt: a test file is as long as its cases.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');
const FOLDERS = ['src', 'server', 'functions', 'scripts', 'e2e'];
const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|mjs|cjs)$/;
const EXEMPT = /\.(test|spec|bench)\.(ts|tsx)$/;

/** Source files under `folder` (not node_modules, not hidden or build folders). */
function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder)) {
    if (entry === 'node_modules' || entry.startsWith('.') || entry === 'dist' || entry === 'migrations') continue;
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) found.push(...sourceFiles(path));
    else if (SOURCE.test(entry) && !EXEMPT.test(entry)) found.push(path);
  }
  return found;
}

/** Whether `source`'s first block comment gives a reason for its length. */
export function explainsLength(source: string): boolean {
  const header = /^(?:#!.*\n)?(?:\/\/.*\n)*\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? '';
  return /^\s*\*\s*Long on purpose: \S/m.test(header);
}

describe('file length', () => {
  it('reads the reason from the header comment only', () => {
    expect(explainsLength('/**\n * What it is.\n *\n * Long on purpose: one contract.\n */\nexport {};\n')).toBe(true);
    expect(explainsLength('/**\n * What it is.\n */\n/** Long on purpose: later. */\n')).toBe(false);
    expect(explainsLength('export {};\n')).toBe(false);
  });

  it(`every source file over ${MAX_LINES} lines says in its header why it is long`, () => {
    const unexplained = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))
      .map((file) => ({ file, source: readFileSync(file, 'utf8') }))
      .filter(({ source }) => source.split('\n').length > MAX_LINES && !explainsLength(source))
      .map(({ file, source }) => `${relative(ROOT, file)} (${source.split('\n').length} lines)`);
    expect(unexplained).toEqual([]);
  });
});
