// @vitest-environment node
/** The embedded database's folder checked before PGlite opens it (server/db/data-dir.ts). */
import { chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertOwnDataDir, foreignEntryIn } from './data-dir';

const dir = mkdtempSync(join(tmpdir(), 'seulanga-data-dir-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'base', '5'), { recursive: true });
writeFileSync(join(dir, 'base', '5', 'pg_internal.init'), '');
const me = process.getuid?.();

describe.runIf(me !== undefined)('a DATA_DIR', () => {
  it('of the process user passes, and so does a folder not made yet', () => {
    expect(foreignEntryIn(dir, me)).toBeNull();
    expect(() => assertOwnDataDir(dir, me)).not.toThrow();
    expect(foreignEntryIn(join(dir, 'not-yet'), me)).toBeNull();
  });

  it('of another user is refused with the entry, its owner and what to do', () => {
    const other = me! + 1;
    expect(foreignEntryIn(dir, other)).toEqual({ path: dir, uid: me });
    expect(() => assertOwnDataDir(dir, other)).toThrow(`DATA_DIR ${dir}: ${dir} belongs to user ${me}, this process runs as user ${other}`);
    expect(() => assertOwnDataDir(dir, other)).toThrow(/chown -R/);
  });

  // Changing a file's owner takes root (CI's container, this machine's agents).
  it.runIf(me === 0)('finds a file of another user deep inside', () => {
    const nested = join(dir, 'base', '5', 'pg_internal.init');
    chownSync(nested, 65534, 65534);
    try {
      expect(foreignEntryIn(dir, 0)).toEqual({ path: nested, uid: 65534 });
    } finally {
      chownSync(nested, 0, 0);
    }
  });
});
