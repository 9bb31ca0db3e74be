// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-styles';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'seulanga-css-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'assets', 'index-abc.css'), '.a{color:red}');
  await writeFile(join(dir, 'assets', 'evil-1.css'), '.a{content:"</style><script>x</script>"}');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it("puts the build's stylesheet into the page", () => {
  const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>';
  expect(inlineStylesheets(html, dir)).toBe('<head><style>.a{color:red}</style></head>');
});

it('keeps a link whose file is missing, outside assets/, or whose text could end the element', () => {
  for (const html of [
    '<link rel="stylesheet" crossorigin href="/assets/missing.css">',
    '<link rel="stylesheet" href="/assets/evil-1.css">',
    '<link rel="stylesheet" href="/assets/../../etc/passwd.css">',
    '<link rel="stylesheet" href="https://cdn.example/x.css">',
  ]) {
    expect(inlineStylesheets(html, dir)).toBe(html);
  }
});
