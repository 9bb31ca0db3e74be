// @vitest-environment node
/**
 * The import fences of eslint.config.js (conventions.md, "Imports run one way") fail what they
 * are meant to: a dependency cycle (of type imports too), Hono or server/http in a service, src/app
 * or src/data or the e-mail function in the server, the server or src/data in the function,
 * anything of src/ but itself in src/shared, the app's layers in src/domain, scripts/ in the app,
 * and a feature importing another by a relative path; and src/domain holds only subject folders.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
  /** The rules that report on `a.ts` of a folder of its own under server/ holding `a` and `b`, removed after. */
  async function ruleIdsOfPair(probe: string, a: string, b: string): Promise<(string | null)[]> {
    // Real files: the rule follows imports on disk.
    const dir = path.join(root, 'server', `__fence-probe-${probe}-${process.pid}__`);
    mkdirSync(dir);
    try {
      writeFileSync(path.join(dir, 'a.ts'), a);
      writeFileSync(path.join(dir, 'b.ts'), b);
      const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
      return result!.messages.map((message) => message.ruleId);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('fail a dependency cycle between two modules', async () => {
    expect(
      await ruleIdsOfPair('values', "import { b } from './b';\nexport const a = () => b;\n", "import { a } from './a';\nexport const b = () => a;\n"),
    ).toContain('import-x/no-cycle');
  });

  it('fail a cycle of type-only imports', async () => {
    expect(
      await ruleIdsOfPair('types', "import type { B } from './b';\nexport interface A { b?: B }\n", "import type { A } from './a';\nexport interface B { a?: A }\n"),
    ).toContain('import-x/no-cycle');
  });

  it('fail the server importing src/data or the e-mail function, by alias or by path, types too', async () => {
    const dataByAlias = await errorsOf("import { queryKeys } from '@/data/query-keys';\nexport const q = queryKeys;\n", 'server/services/probe.ts');
    expect(dataByAlias).toContain('import-x/no-restricted-paths');
    expect(dataByAlias).toContain('no-restricted-imports');
    expect(await errorsOf("import type { queryKeys } from '../../src/data/query-keys';\nexport type Q = typeof queryKeys;\n", 'server/db/probe.ts')).toContain('import-x/no-restricted-paths');
    expect(await errorsOf("import { createApp } from '../../functions/order-email/app';\nexport const c = createApp;\n", 'server/services/probe.ts')).toContain('import-x/no-restricted-paths');
    expect(await errorsOf("import { formatWait } from '@/shared/rate-limit-keys';\nexport const f = formatWait;\n", 'server/services/probe.ts')).toEqual([]);
  });

  it('fail the e-mail function importing the server, src/data or src/lib', async () => {
    expect(await errorsOf("import { createRateLimits } from '../../server/services/rate-limits';\nexport const c = createRateLimits;\n", 'functions/order-email/probe.ts')).toContain('import-x/no-restricted-paths');
    expect(await errorsOf("import type { OrderEmailPayload } from '../../src/data/order-emails';\nexport type P = OrderEmailPayload;\n", 'functions/order-email/probe.ts')).toContain('import-x/no-restricted-paths');
    expect(await errorsOf("import { cn } from '../../src/lib/utils';\nexport const c = cn;\n", 'functions/order-email/probe.ts')).toContain('import-x/no-restricted-paths');
    expect(await errorsOf("import { orderSchema } from '../../src/domain/core/records';\nexport const o = orderSchema;\n", 'functions/order-email/probe.ts')).toEqual([]);
  });

  it('fail src/shared importing anything of src/ but itself, and src/domain importing the data layer', async () => {
    const domainByAlias = await errorsOf("import { orderSchema } from '@/domain/core/records';\nexport const o = orderSchema;\n", 'src/shared/probe.ts');
    expect(domainByAlias).toContain('import-x/no-restricted-paths');
    expect(domainByAlias).toContain('no-restricted-imports');
    expect(await errorsOf("import { queryKeys } from '../data/query-keys';\nexport const q = queryKeys;\n", 'src/shared/probe.ts')).toContain('import-x/no-restricted-paths');
    expect(await errorsOf("import { cn } from '../lib/utils';\nexport const c = cn;\n", 'src/shared/probe.ts')).toContain('import-x/no-restricted-paths');
    expect(await errorsOf("import { formatRupiah } from './format';\nexport const f = formatRupiah;\n", 'src/shared/probe.ts')).toEqual([]);
    expect(await errorsOf("import { queryKeys } from '../../data/query-keys';\nexport const q = queryKeys;\n", 'src/domain/core/probe.ts')).toContain('import-x/no-restricted-paths');
  });

  it('keep src/domain to subject folders: no loose source file but an optional index.ts', () => {
    const loose = readdirSync(path.join(root, 'src', 'domain'), { withFileTypes: true })
      .filter((entry) => !entry.isDirectory() && entry.name !== 'index.ts')
      .map((entry) => entry.name);
    expect(loose, 'a source file directly in src/domain: put it in the subject folder it belongs to').toEqual([]);
  });

  it('fail a service importing Hono or the HTTP layer', async () => {
    expect(await errorsOf("import { Hono } from 'hono';\nexport const app = new Hono();\n", 'server/services/probe.ts')).toContain('no-restricted-imports');
    expect(await errorsOf("import { HTTPException } from 'hono/http-exception';\nexport const e = HTTPException;\n", 'server/services/probe.ts')).toContain('no-restricted-imports');
    expect(await errorsOf("import { handleError } from '../http/errors';\nexport const h = handleError;\n", 'server/services/probe.ts')).toContain('import-x/no-restricted-paths');
  });

  it('fail a service importing a background job of server/jobs', async () => {
    expect(await errorsOf("import { startImageCleanup } from '../jobs/image-cleanup';\nexport const s = startImageCleanup;\n", 'server/services/probe.ts')).toContain('import-x/no-restricted-paths');
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
