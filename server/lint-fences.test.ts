// @vitest-environment node
/**
 * The import fences of eslint.config.js (conventions.md, "Imports run one way") fail what they
 * are meant to: a dependency cycle, Hono or server/http in a service, src/app in the server,
 * scripts/ in the app, and a feature importing another by a relative path.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

/** The ids of the rules that report errors for `code` linted as if it were the file `file` (from the root). */
async function errorsOf(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.severity === 2).map((message) => message.ruleId ?? message.message);
}

describe('the import fences', () => {
  it('fail a dependency cycle between two modules', async () => {
    // Real files: the rule follows imports on disk. A folder of its own under server/, removed after.
    const dir = path.join(root, 'server', `__fence-probe-${process.pid}__`);
    mkdirSync(dir);
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
      expect(result!.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fail a service importing Hono or the HTTP layer', async () => {
    expect(await errorsOf("import { Hono } from 'hono';\nexport const app = new Hono();\n", 'server/services/probe.ts')).toContain('no-restricted-imports');
    expect(await errorsOf("import { HTTPException } from 'hono/http-exception';\nexport const e = HTTPException;\n", 'server/services/probe.ts')).toContain('no-restricted-imports');
    expect(await errorsOf("import { handleError } from '../http/errors';\nexport const h = handleError;\n", 'server/services/probe.ts')).toContain('import-x/no-restricted-paths');
  });

  it('fail the server importing src/app, and the app importing scripts/', async () => {
    expect(await errorsOf("import { router } from '@/app/router';\nexport const r = router;\n", 'server/pages/probe.ts')).toContain('import-x/no-restricted-paths');
    expect(await errorsOf("import { generateBenchStore } from '../../scripts/bench/bench-data';\nexport const g = generateBenchStore;\n", 'src/data/probe.ts')).toContain('import-x/no-restricted-paths');
  });

  it('fail a feature importing another by a relative path, and pass one importing itself', async () => {
    expect(await errorsOf("export * from '../../catalog/sort-options';\n", 'src/features/cart/components/probe.ts')).toContain('import-x/no-restricted-paths');
    expect(await errorsOf("export * from '../sort-options';\n", 'src/features/catalog/components/probe.ts')).toEqual([]);
    expect(await errorsOf("export * from '../features/catalog/sort-options';\n", 'src/data/probe.ts')).toContain('import-x/no-restricted-paths');
  });
});
