// @vitest-environment node
/**
 * The import fences of eslint.config.js (conventions.md, "Imports run one way") fail what they
 * are meant to: a dependency cycle (of type imports too), Hono or server/http in a service, src/app
 * or src/data or the e-mail function in the server, the server or src/data in the function,
 * anything of src/ but itself in src/shared, the app's layers in src/domain, scripts/ in the app,
 * a feature importing another by a relative path, and SQL (Drizzle, a database driver, the tables, the
 * raw-statement helpers) in a background job or an auth helper; and src/domain holds only subject
 * folders.
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

  /** A module importing `name` from `from` and exporting it again. */
  const importing = (name: string, from: string) => `import { ${name} } from '${from}';\nexport const probe = ${name};\n`;
  const PATHS = 'import-x/no-restricted-paths';
  const ALIAS = 'no-restricted-imports';

  /** Wrong-way imports between the deployed programs and the layers of src/, and the rules that must report each. */
  const WRONG_WAY = [
    { what: 'the server importing src/data by alias', file: 'server/services/probe.ts', code: importing('queryKeys', '@/data/query-keys'), rules: [PATHS, ALIAS] },
    { what: 'the server importing a type of src/data by path', file: 'server/db/probe.ts', code: "import type { queryKeys } from '../../src/data/query-keys';\nexport type Q = typeof queryKeys;\n", rules: [PATHS] },
    { what: 'the server importing the e-mail function', file: 'server/services/probe.ts', code: importing('createApp', '../../functions/order-email/app'), rules: [PATHS] },
    { what: 'a service importing a background job', file: 'server/services/probe.ts', code: importing('startImageCleanup', '../jobs/image-cleanup'), rules: [PATHS] },
    { what: 'the e-mail function importing the server', file: 'functions/order-email/probe.ts', code: importing('createRateLimits', '../../server/services/rate-limits'), rules: [PATHS] },
    { what: 'the e-mail function importing src/data', file: 'functions/order-email/probe.ts', code: importing('sendOrderEmails', '../../src/data/order-emails'), rules: [PATHS] },
    { what: 'the e-mail function importing src/lib', file: 'functions/order-email/probe.ts', code: importing('cn', '../../src/lib/utils'), rules: [PATHS] },
    { what: 'src/shared importing src/domain by alias', file: 'src/shared/probe.ts', code: importing('orderSchema', '@/domain/core/records'), rules: [PATHS, ALIAS] },
    { what: 'src/shared importing src/data by path', file: 'src/shared/probe.ts', code: importing('queryKeys', '../data/query-keys'), rules: [PATHS] },
    { what: 'src/shared importing src/lib by path', file: 'src/shared/probe.ts', code: importing('cn', '../lib/utils'), rules: [PATHS] },
    { what: 'src/domain importing src/data by path', file: 'src/domain/core/probe.ts', code: importing('queryKeys', '../../data/query-keys'), rules: [PATHS] },
  ];

  it.each(WRONG_WAY)('fail $what', async ({ file, code, rules }) => {
    const errors = await errorsOf(code, file);
    for (const rule of rules) expect(errors).toContain(rule);
  });

  it.each([
    { what: 'the server importing src/shared', file: 'server/services/probe.ts', code: importing('formatWait', '@/shared/rate-limit-keys') },
    { what: 'the e-mail function importing src/domain', file: 'functions/order-email/probe.ts', code: importing('orderSchema', '../../src/domain/core/records') },
    { what: 'src/shared importing itself', file: 'src/shared/probe.ts', code: importing('formatRupiah', './format') },
  ])('pass $what', async ({ file, code }) => {
    expect(await errorsOf(code, file)).toEqual([]);
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

  /** SQL in a background job or an auth helper, and the rules that must report each. */
  const SQL_OUTSIDE_STORES = [
    { what: 'a job importing drizzle-orm', file: 'server/jobs/probe.ts', code: importing('sql', 'drizzle-orm'), rules: [ALIAS] },
    { what: 'an auth helper importing drizzle-orm/pg-core', file: 'server/auth/probe.ts', code: importing('alias', 'drizzle-orm/pg-core'), rules: [ALIAS] },
    { what: 'a job importing a database driver', file: 'server/jobs/probe.ts', code: "import postgres from 'postgres';\nexport const probe = postgres;\n", rules: [ALIAS] },
    { what: 'a job importing the tables', file: 'server/jobs/probe.ts', code: importing('orders', '../db/schema'), rules: [PATHS] },
    { what: 'an auth helper importing a type of the tables', file: 'server/auth/probe.ts', code: "import type { users } from '../db/schema';\nexport type U = typeof users;\n", rules: [PATHS] },
    { what: 'an auth helper importing the raw-statement helpers', file: 'server/auth/probe.ts', code: importing('queryRows', '../db/statements'), rules: [PATHS] },
  ];

  it.each(SQL_OUTSIDE_STORES)('fail $what', async ({ file, code, rules }) => {
    const errors = await errorsOf(code, file);
    for (const rule of rules) expect(errors).toContain(rule);
  });

  it('pass a job calling a store module, and a job\'s test reading rows', async () => {
    expect(await errorsOf(importing('overdueOrderIds', '../services/order-deadlines-store'), 'server/jobs/probe.ts')).toEqual([]);
    expect(await errorsOf(importing('sessions', '../db/schema'), 'server/auth/probe.test.ts')).toEqual([]);
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
