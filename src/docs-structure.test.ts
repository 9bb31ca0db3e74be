// @vitest-environment node
/**
 * The repository map in docs/conventions.md ("The shape of the house") agrees with the repository:
 * every path named in its left column exists, and every folder directly under `src/`, `server/`
 * and `src/domain/` (its subjects) is named. A line whose name starts in one of the first 20 columns is an entry (its
 * indentation, two spaces a level, nests it in the folder above); a line starting further right
 * continues the description above it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');
const NAME_COLUMNS = 20;

/** The `text` block of the section "The shape of the house". */
function mapBlock(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('The shape of the house'));
  const block = section && /```text\n([\s\S]*?)\n```/.exec(section);
  if (!block?.[1]) throw new Error('docs/conventions.md: no ```text block under "## The shape of the house"');
  return block[1].split('\n');
}

/** The repository paths the map names, each with its line for the failure message. */
export function namedPaths(lines: readonly string[]): Array<{ path: string; line: string }> {
  const parents: Array<{ indent: number; path: string }> = [];
  const found: Array<{ path: string; line: string }> = [];
  for (const line of lines) {
    const indent = line.length - line.trimStart().length;
    if (line.trim() === '' || indent >= NAME_COLUMNS) continue;
    const name = line.trimStart().split(/\s/)[0]!;
    if (!/^[\w.@+-]+(\/[\w.@+-]+)*(\/|\.[a-z]{1,5})$/i.test(name)) {
      throw new Error(`docs/conventions.md: "${name}" is not a folder (name/) or a file (name.ext): ${line}`);
    }
    while (parents.length > 0 && parents[parents.length - 1]!.indent >= indent) parents.pop();
    const path = (parents[parents.length - 1]?.path ?? '') + name;
    found.push({ path, line });
    if (name.endsWith('/')) parents.push({ indent, path });
  }
  return found;
}

const paths = namedPaths(mapBlock(readFileSync(join(ROOT, 'docs/conventions.md'), 'utf8')));

describe('the repository map in docs/conventions.md', () => {
  it('nests entries by indentation', () => {
    expect(namedPaths(['src/   x', '  data/   y', '    ports.ts', '                      data/ continued', 'server/'])).toEqual([
      { path: 'src/', line: 'src/   x' },
      { path: 'src/data/', line: '  data/   y' },
      { path: 'src/data/ports.ts', line: '    ports.ts' },
      { path: 'server/', line: 'server/' },
    ]);
  });

  it('names only paths that exist', () => {
    expect(paths.length).toBeGreaterThan(20);
    const missing = paths.filter(({ path }) => !existsSync(join(ROOT, path)));
    expect(missing.map(({ path, line }) => `${path}  (line: ${line.trim()})`)).toEqual([]);
  });

  it.each(['src', 'server', 'src/domain'])('names every folder directly under %s/', (top) => {
    const folders = readdirSync(join(ROOT, top), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${top}/${entry.name}/`);
    const named = new Set(paths.map(({ path }) => path));
    expect(folders.filter((folder) => !named.has(folder))).toEqual([]);
  });
});
