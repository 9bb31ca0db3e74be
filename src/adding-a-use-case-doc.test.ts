// @vitest-environment node
/**
 * docs/adding-a-use-case.md walks a real use case through the code: every path it names exists,
 * and every TypeScript excerpt it quotes stands, white space aside, in one of the files it names.
 * When the code moves on, this fails until the recipe follows it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');
const doc = readFileSync(join(ROOT, 'docs/adding-a-use-case.md'), 'utf8');

/** The repository paths the recipe names in backticks (src/…, server/…, e2e/…, docs/…). */
const named = [...new Set([...doc.matchAll(/`((?:src|server|e2e|docs)\/[\w./-]+\.(?:ts|tsx|md))`/g)].map((match) => match[1]!))];
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('docs/adding-a-use-case.md', () => {
  it('names only files that exist', () => {
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('quotes only code that stands in the files it names', () => {
    const sources = named.filter((path) => /\.tsx?$/.test(path)).map((path) => squash(readFileSync(join(ROOT, path), 'utf8')));
    const excerpts = [...doc.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => squash(match[1]!));
    expect(excerpts.length).toBeGreaterThan(3);
    expect(excerpts.filter((excerpt) => !sources.some((source) => source.includes(excerpt)))).toEqual([]);
  });
});
